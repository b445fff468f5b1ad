import { describe, expect, it } from 'vitest';
import type { ScoredRun } from '#events/progressState';
import { drawWeight, meanRightMs, neckStats, weakness } from './neckStats';

const round = (answers: { string?: number; fret?: number; right: boolean; ms: number }[]): ScoredRun => ({
  type: 'QuizRoundCompleted',
  data: { topic: 'notes', answers, completedAt: '2026-11-25T10:00:00+01:00' },
});

describe('the learner’s stats per place of the neck', () => {
  it('counts every answer at its place across rounds, with the time of the right ones', () => {
    const stats = neckStats([
      round([
        { string: 0, fret: 3, right: true, ms: 1000 },
        { string: 0, fret: 3, right: false, ms: 9000 },
      ]),
      round([
        { string: 0, fret: 3, right: true, ms: 3000 },
        { right: true, ms: 500 },
      ]),
      {
        type: 'ChangesCounted',
        data: { chords: ['G', 'C'], changes: 30, seconds: 60, completedAt: '2026-11-25T10:00:00+01:00' },
      },
    ]);
    expect([...stats.keys()]).toEqual(['0:3']);
    const stat = stats.get('0:3')!;
    expect(stat).toMatchObject({ asked: 3, right: 2, rightMs: 4000 });
    expect(meanRightMs(stat)).toBe(2000);
  });

  it('rates a place missed or slow as weaker than one answered right and quickly', () => {
    const quick = { string: 0, fret: 0, asked: 4, right: 4, rightMs: 4 * 800 };
    const slow = { ...quick, rightMs: 4 * 5000 };
    const missed = { ...quick, right: 1, rightMs: 800 };
    expect(weakness(slow)).toBeGreaterThan(weakness(quick));
    expect(weakness(missed)).toBeGreaterThan(weakness(slow));
    expect(drawWeight(missed)).toBeGreaterThan(drawWeight(undefined));
    expect(drawWeight(undefined)).toBeGreaterThan(drawWeight(quick));
  });
});
