import { describe, expect, it } from 'vitest';
import { remainingMs } from './practiceTimer';
import { createPracticeTimers, timerOf } from './practiceTimers';

const FIVE_MINUTES = 5 * 60_000;

describe('the routine’s timers, kept outside the screen', () => {
  it('keeps each item’s countdown by its key while another item is started, paused or reset', () => {
    const timers = createPracticeTimers();
    const first = { key: '2026-11-25 /chords/C/major', durationMs: FIVE_MINUTES };
    const second = { key: '2026-11-25 /roots/E', durationMs: FIVE_MINUTES };
    timers.trigger.start({ ...first, at: 1_000 });
    timers.trigger.start({ ...second, at: 2_000 });
    timers.trigger.pause({ ...second, at: 32_000 });
    timers.trigger.reset(second);
    const read = (key: string, at: number) => remainingMs(timerOf(timers.getSnapshot().context, key, FIVE_MINUTES), at);
    // The first has run 60 s since it started; the second, reset, reads its full length.
    expect(read(first.key, 61_000)).toBe(FIVE_MINUTES - 60_000);
    expect(read(second.key, 61_000)).toBe(FIVE_MINUTES);
  });

  it('reads a timer never started as new, and settles one that has run out', () => {
    const timers = createPracticeTimers();
    const item = { key: '2026-11-25 /scales/A/minor-pentatonic', durationMs: 60_000 };
    expect(timerOf(timers.getSnapshot().context, item.key, 60_000)).toEqual({
      durationMs: 60_000,
      elapsedMs: 0,
      runningSince: null,
    });
    timers.trigger.start({ ...item, at: 0 });
    timers.trigger.settle({ ...item, at: 90_000 });
    expect(timerOf(timers.getSnapshot().context, item.key, 60_000)).toEqual({
      durationMs: 60_000,
      elapsedMs: 60_000,
      runningSince: null,
    });
  });
});
