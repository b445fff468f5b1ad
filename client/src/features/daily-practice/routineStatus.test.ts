import { describe, expect, it } from 'vitest';
import type { ProgressItem } from '#events/progressEvents';
import { foldProgress, initialProgress, type EvolvableEvent } from '#events/progressState';
import type { RoutineEntry } from './buildRoutine';
import { formatDays, minutesToLog, practisedOn, routineDone } from './routineStatus';

const chord: ProgressItem = { kind: 'chord', ref: '/chords/C/major', title: 'C major chord' };
const scale: ProgressItem = { kind: 'scale', ref: '/scales/A/minor-pentatonic', title: 'A minor pentatonic scale' };
const entry = (item: ProgressItem): RoutineEntry => ({ item, minutes: 5, targetTempo: 60, why: 'not-learned' });
const practised = (item: ProgressItem, practisedAt: string): EvolvableEvent => ({
  type: 'PracticeLogged',
  schema: 1,
  data: { item, minutes: 1, practisedAt },
});

describe('today’s routine status', () => {
  it('marks an item done by a practice logged on the learner’s day, in their own offset', () => {
    // 23:30 in New York on the 1st is the 2nd in UTC; it is the learner's 1st.
    const state = foldProgress([practised(chord, '2025-03-01T23:30:00-05:00')]);
    expect(practisedOn(state, '2025-03-01', chord.ref)).toBe(true);
    expect(practisedOn(state, '2025-03-02', chord.ref)).toBe(false);
    expect(practisedOn(state, '2025-03-01', scale.ref)).toBe(false);
  });

  it('is done when every item is practised that day, and never when empty', () => {
    const routine = [entry(chord), entry(scale)];
    const one = foldProgress([practised(chord, '2025-03-01T09:00:00+00:00')]);
    const both = foldProgress([practised(scale, '2025-03-01T09:10:00+00:00')], one);
    const yesterday = foldProgress([
      practised(chord, '2025-02-28T09:00:00+00:00'),
      practised(scale, '2025-02-28T09:00:00+00:00'),
    ]);
    expect(routineDone(routine, one, '2025-03-01')).toBe(false);
    expect(routineDone(routine, both, '2025-03-01')).toBe(true);
    expect(routineDone(routine, yesterday, '2025-03-01')).toBe(false);
    expect(routineDone([], both, '2025-03-01')).toBe(false);
    expect(routineDone(routine, initialProgress(), '2025-03-01')).toBe(false);
  });

  it('logs the timed minutes rounded up, at least one, or the plan when the timer was not used', () => {
    expect(minutesToLog(1_500, 5)).toBe(1);
    expect(minutesToLog(60_000, 5)).toBe(1);
    expect(minutesToLog(61_000, 5)).toBe(2);
    expect(minutesToLog(5 * 60_000, 5)).toBe(5);
    expect(minutesToLog(0, 5)).toBe(5);
    expect(minutesToLog(0, 0)).toBe(1);
    expect(minutesToLog(24 * 60 * 60_000, 5)).toBe(600);
  });

  it('words days for people', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(3)).toBe('3 days');
  });
});
