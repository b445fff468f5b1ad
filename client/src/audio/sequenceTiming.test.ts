import { describe, expect, it } from 'vitest';
import { cycleBeats, notesBetween, sequenceEnd } from './sequenceTiming';
import type { SequenceEvent } from './types';

const scale: SequenceEvent[] = [0, 1, 2, 3].map((at) => ({ id: `0:${at}`, midi: 60 + at, at, duration: 0.2 }));

describe('sequence timing', () => {
  it('starts each note at start + at × 60/bpm and lasts duration × 60/bpm', () => {
    const notes = notesBetween(0, 10, scale, { start: 1, bpm: 120, loop: false });
    expect(notes.map((n) => n.start)).toEqual([1, 1.5, 2, 2.5]);
    expect(notes[0]!.end).toBeCloseTo(1.1, 12);
  });

  it('hands out each note once across consecutive windows, in time order', () => {
    const plan = { start: 0.05, bpm: 100, loop: false };
    const eighths: SequenceEvent[] = [3, 1, 0, 2].map((i) => ({ id: `${i}`, midi: 60 + i, at: i / 2, duration: 0.5 }));
    const windows = [0, 0.2, 0.35, 0.4, 1, 5];
    const starts = windows
      .slice(1)
      .flatMap((to, i) => notesBetween(windows[i]!, to, eighths, plan).map((n) => n.event.id));
    expect(starts).toEqual(['0', '1', '2', '3']);
  });

  it('ends when the last note ends', () => {
    expect(sequenceEnd(scale, { start: 1, bpm: 60, loop: false })).toBeCloseTo(4.2, 12);
  });

  it('loops on whole beats after the last note', () => {
    expect(cycleBeats(scale)).toBe(4);
    expect(cycleBeats([{ id: 'a', midi: 60, at: 0, duration: 2 }])).toBe(2);
    const notes = notesBetween(0, 5, scale, { start: 0, bpm: 60, loop: true });
    expect(notes.map((n) => [n.start, n.cycle])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 1],
    ]);
    expect(notesBetween(8, 9, scale, { start: 0, bpm: 60, loop: true }).map((n) => [n.start, n.cycle])).toEqual([
      [8, 2],
    ]);
  });

  it('plays nothing of an empty sequence', () => {
    expect(notesBetween(0, 10, [], { start: 0, bpm: 60, loop: true })).toEqual([]);
  });
});
