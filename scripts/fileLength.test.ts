import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Production files stay short enough to read in one sitting: over 350 lines, a file says at
 * its top why (a comment within its first lines containing "over 350 lines").
 */
const LIMIT = 350;
const isProduction = (path: string) =>
  /\.(ts|tsx)$/.test(path) &&
  /^(client\/src|server\/src|events)\//.test(path) &&
  !/\.test\.tsx?$|Testing\.ts$|\.data\.ts$/.test(path);

describe('file length', () => {
  it(`every production file over ${LIMIT} lines says at its top why`, () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(isProduction);
    expect(files.length).toBeGreaterThan(100);
    const unexplained = files.filter((path) => {
      const lines = readFileSync(path, 'utf8').split('\n');
      return lines.length > LIMIT && !/over 350 lines/i.test(lines.slice(0, 8).join('\n'));
    });
    expect(unexplained).toEqual([]);
  });
});
