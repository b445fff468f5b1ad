import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

/**
 * Claims a data directory for this process, so a second server started on the same
 * directory stops with a clear message instead of corrupting the embedded database.
 * A lock left behind by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string, pid = process.pid): { release(): void } {
  const file = join(dataDir, 'fretboard.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== pid && isRunning(holder)) {
        throw new DataDirInUseError(
          `Another Fretboard server (process ${holder}) is using the data directory ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to a different directory.',
        );
      }
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
