import { describe, expect, it } from 'vitest';
import type { ScoredRun } from '#events/progressState';
import { changesPhase, countsAt, pairScores } from './changesTimer';

const start = 1_000_000;

describe('the One Minute Changes clock', () => {
  it('counts in 3, 2, 1, then runs sixty seconds, then stops', () => {
    expect(changesPhase(start, start)).toEqual({ phase: 'count-in', count: 3 });
    expect(changesPhase(start, start + 1500)).toEqual({ phase: 'count-in', count: 2 });
    expect(changesPhase(start, start + 2999)).toEqual({ phase: 'count-in', count: 1 });
    expect(changesPhase(start, start + 3000)).toEqual({ phase: 'running', secondsLeft: 60 });
    expect(changesPhase(start, start + 3000 + 59_001)).toEqual({ phase: 'running', secondsLeft: 1 });
    expect(changesPhase(start, start + 63_000)).toEqual({ phase: 'done' });
    expect(changesPhase(start, start + 10 * 60_000)).toEqual({ phase: 'done' });
  });

  it('counts a change only while the minute runs', () => {
    expect(countsAt(start, start + 2000)).toBe(false);
    expect(countsAt(start, start + 3000)).toBe(true);
    expect(countsAt(start, start + 62_999)).toBe(true);
    expect(countsAt(start, start + 63_000)).toBe(false);
  });

  it('takes a shorter run when asked', () => {
    expect(changesPhase(start, start + 3000 + 29_000, 30_000)).toEqual({ phase: 'running', secondsLeft: 1 });
    expect(changesPhase(start, start + 3000 + 30_000, 30_000)).toEqual({ phase: 'done' });
  });
});

describe('a pair’s scores', () => {
  const counted = (chords: [string, string], changes: number): ScoredRun => ({
    type: 'ChangesCounted',
    data: { chords, changes, seconds: 60, completedAt: '2026-11-25T10:00:00Z' },
  });

  it('are the best and the newest of that pair, in either order, and no other', () => {
    const runs = [counted(['C', 'G'], 31), counted(['A', 'D'], 50), counted(['G', 'C'], 40), counted(['G', 'C'], 22)];
    expect(pairScores(runs, ['G', 'C'])).toEqual({ best: 40, last: 31, count: 3 });
    expect(pairScores(runs, ['E', 'Am'])).toEqual({ count: 0 });
  });
});
