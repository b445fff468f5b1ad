import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './dataDirLock';

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

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'fretboard.lock'), '2147483646'); // no such process
    expect(() => lockDataDir(dir)).not.toThrow();
  });
});
