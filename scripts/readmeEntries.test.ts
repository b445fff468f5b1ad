import { describe, expect, it } from 'vitest';
import { readmeEntries } from './readmeEntries';

describe('the files a README lists', () => {
  it('reads the first cell of a File table, and no other table', () => {
    const markdown = [
      '| File | Holds |',
      '| --- | --- |',
      '| `a.ts` | The a. Uses `b.ts`. |',
      '| `C.tsx`, `c.css` | The screen. |',
      '',
      '| Variable | Meaning |',
      '| --- | --- |',
      '| `E2E_SKIP_BUILD=1` | Do not build; see `x.ts`. |',
    ].join('\n');
    expect(readmeEntries(markdown)).toEqual(['a.ts', 'C.tsx', 'c.css']);
  });

  it('reads the names that open a bullet, with asides and continuation lines, not the prose after them', () => {
    const markdown = [
      '- `types.ts`: the contract; `other.ts` is prose.',
      '- `one.ts`, `two.ts` and `three.ts`: three.',
      '- `Neck.tsx` (memoized, geometry only), `Cell.tsx` (per position),',
      '  `Board.tsx`, `board.css`.',
      '- `src/routes/`: a folder; the build writes `routes.json`.',
      '- `server.ts` starts `server/src/main.ts` as a child process.',
    ].join('\n');
    expect(readmeEntries(markdown)).toEqual([
      'types.ts',
      'one.ts',
      'two.ts',
      'three.ts',
      'Neck.tsx',
      'Cell.tsx',
      'Board.tsx',
      'board.css',
      'src/routes/',
      'server.ts',
    ]);
  });

  it('ignores names that are not files, and prose paragraphs', () => {
    const markdown = [
      'Sound: `sound.e2e.ts` checks the first page.',
      '- `stopTones` does not stop the metronome.',
      '- `SESSION.UPDATE { data }` updates the session.',
      '- Without `SMTP_URL`, links go to the log.',
    ].join('\n');
    expect(readmeEntries(markdown)).toEqual([]);
  });
});
