import { describe, expect, it } from 'vitest';
import {
  advancePlayAlong,
  bestCleanTempo,
  isPlayAlongFinished,
  nextTempo,
  playAlongResult,
  startPlayAlong,
  tapPlayAlong,
} from './playAlong';

// Three notes at 60 bpm: beats at 1 s, 2 s and 3 s; a tap counts within 0.3 s of its beat.
const places = [
  { string: 0, fret: 3 },
  { string: 1, fret: 0 },
  { string: 1, fret: 2 },
];
const start = () => startPlayAlong(places, 60, 1_000);

describe('play along', () => {
  it('is clean when every note is tapped in its window', () => {
    let state = start();
    state = tapPlayAlong(state, places[0]!, 1_100);
    state = tapPlayAlong(state, places[1]!, 1_800);
    state = tapPlayAlong(state, places[2]!, 3_250);
    expect(isPlayAlongFinished(state)).toBe(true);
    expect(playAlongResult(state)).toEqual({ right: 3, wrong: 0, tempo: 60, clean: true });
  });

  it('counts a late beat as missed, a wrong place as wrong, and a tap between beats as stray', () => {
    let state = start();
    state = tapPlayAlong(state, places[0]!, 1_400); // past the first beat's window: stray, and the first beat missed
    state = tapPlayAlong(state, { string: 5, fret: 5 }, 2_000); // wrong place on the second beat
    expect(isPlayAlongFinished(state)).toBe(false);
    state = advancePlayAlong(state, 3_400); // the third beat passes untapped
    expect(state.beats.map((beat) => beat.outcome)).toEqual(['missed', 'wrong', 'missed']);
    expect(isPlayAlongFinished(state)).toBe(true);
    expect(playAlongResult(state)).toEqual({ right: 0, wrong: 4, tempo: 60, clean: false });
  });

  it('narrows the window as the tempo rises', () => {
    const fast = startPlayAlong(places, 120, 1_000); // beats every 0.5 s, a window of 0.15 s
    expect(tapPlayAlong(fast, places[0]!, 1_200).stray).toBe(1);
    expect(tapPlayAlong(fast, places[0]!, 1_100).beats[0]!.outcome).toBe('right');
  });

  it('raises the tempo by a step after a clean run only, within 30 to 300 bpm', () => {
    expect(nextTempo(80, true)).toBe(85);
    expect(nextTempo(80, false)).toBe(80);
    expect(nextTempo(300, true)).toBe(300);
  });

  it('keeps the best clean tempo of past runs', () => {
    expect(
      bestCleanTempo([
        { tempo: 80, clean: true },
        { tempo: 90, clean: false },
        { tempo: 85, clean: true },
      ]),
    ).toBe(85);
    expect(bestCleanTempo([{ tempo: 90, clean: false }])).toBeUndefined();
  });
});
