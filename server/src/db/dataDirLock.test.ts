import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, processStartTime } from './dataDirLock';

describe('the data directory lock', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'fretboard-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('stops a second server on the same directory with a message saying what to do', () => {
    const dir = freshDir();
    lockDataDir(dir);
    // The parent of this test process is alive, so it stands in for "another server".
    expect(() => lockDataDir(dir, process.ppid)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir, process.ppid)).toThrow(/set DATA_DIR to a different directory/);
  });

  it('is free again once released', () => {
    const dir = freshDir();
    lockDataDir(dir).release();
    expect(existsSync(join(dir, 'fretboard.lock'))).toBe(false);
    expect(() => lockDataDir(dir, process.ppid).release()).not.toThrow();
  });

  it('takes over a lock whose pid now belongs to another process (started at another time)', () => {
    const dir = freshDir();
    const started = processStartTime(process.ppid);
    expect(started).toMatch(/^\d+$/);
    // What a crash leaves behind when the pid is reused: the pid runs, but it is not the app that wrote the lock.
    writeFileSync(join(dir, 'fretboard.lock'), `${process.ppid} ${Number(started) + 1}`);
    expect(() => lockDataDir(dir).release()).not.toThrow();
    // The same pid with its true start time is a live server: refused.
    writeFileSync(join(dir, 'fretboard.lock'), `${process.ppid} ${started}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('takes over a lock without a start time whose pid is not a Node process', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'fretboard.lock'), '1'); // init (or the container's first process): never this app
    const command = readFileSync('/proc/1/cmdline', 'utf8');
    if (/node/.test(command)) return; // this machine runs Node as pid 1: nothing to learn here
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'fretboard.lock'), '2147483646'); // no such process
    expect(() => lockDataDir(dir)).not.toThrow();
  });
});
