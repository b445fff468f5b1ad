import { describe, expect, it } from 'vitest';
import { DEFAULT_METRONOME, startsGroup, stepTempo } from './metronomeSettings';

describe('metronome settings', () => {
  it("starts in 4/4 with the first beat accented (the 60 BPM default is the tone machine's tempo)", () => {
    expect(DEFAULT_METRONOME).toEqual({ beatsPerBar: 4, subdivision: 1, accent: true });
  });

  it('steps the tempo by 10 and stays within 40..220', () => {
    expect(stepTempo(60, 1)).toBe(70);
    expect(stepTempo(60, -1)).toBe(50);
    expect(stepTempo(40, -1)).toBe(40);
    expect(stepTempo(220, 1)).toBe(220);
  });

  it('groups 6/8 as two threes', () => {
    expect([0, 1, 2, 3, 4, 5].filter((beat) => startsGroup(6, beat))).toEqual([0, 3]);
    expect([0, 1, 2, 3].filter((beat) => startsGroup(4, beat))).toEqual([0]);
  });
});
