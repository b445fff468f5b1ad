import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

/**
 * Claims a data directory for this process, so a second server started on the same
 * directory stops with a clear message instead of corrupting the embedded database.
 *
 * The lock file names the process and when it started. After a crash the pid in it may
 * belong to some other process by the time the app starts again (a reboot, a container
 * restarted with the same pids), so a lock counts as held only while a process with that
 * pid runs *and* started at the recorded moment; anything else is left over and taken over.
 */
export function lockDataDir(dataDir: string, pid = process.pid): { release(): void } {
  const file = join(dataDir, 'fretboard.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, [pid, processStartTime(pid) ?? ''].join(' ').trim());
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== pid && stillHolds(holder)) {
        throw new DataDirInUseError(
          `Another Fretboard server (process ${holder.pid}) is using the data directory ${dataDir}: ` +
            'stop it first, or set DATA_DIR to a different directory.',
        );
      }
      rmSync(file, { force: true }); // left over: its process is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
}

interface Holder {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux); absent in locks written elsewhere or before. */
  startTime: string | undefined;
}

function readHolder(file: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const [pidText = '', startTime] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  return Number.isInteger(pid) && pid > 0 ? { pid, startTime: startTime || undefined } : undefined;
}

function stillHolds(holder: Holder): boolean {
  if (!isRunning(holder.pid)) return false;
  const startTime = processStartTime(holder.pid);
  // Where the system tells start times (Linux), a different one is another process with a reused pid.
  if (holder.startTime !== undefined && startTime !== undefined) return startTime === holder.startTime;
  // A lock without one (written before start times were kept): only a Node process can be the app.
  const command = processCommand(holder.pid);
  return command === undefined || /\bnode\b|node(\.exe)?$/.test(command);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Field 22 of /proc/<pid>/stat, after the command name (which may itself hold spaces and parentheses). */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

function processCommand(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
  } catch {
    return undefined;
  }
}
