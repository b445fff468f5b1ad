import { describe, expect, it } from 'vitest';
import { clicksBetween, gridAt, regrid } from './clickGrid';
import type { MetronomeSettings } from './types';

const fourFour: MetronomeSettings = { bpm: 120, beatsPerBar: 4, subdivision: 1, accent: true };

describe('the click grid', () => {
  it('puts quarter-note clicks 60/bpm apart from the start, accenting the first beat of each bar', () => {
    const clicks = clicksBetween(0, 4, gridAt(1, fourFour));
    expect(clicks.map((c) => c.time)).toEqual([1, 1.5, 2, 2.5, 3, 3.5]);
    expect(clicks.map((c) => c.beat)).toEqual([0, 1, 2, 3, 0, 1]);
    expect(clicks.map((c) => c.kind)).toEqual(['accent', 'beat', 'beat', 'beat', 'accent', 'beat']);
  });

  it('gives every beat the same click when the accent is off', () => {
    const clicks = clicksBetween(0, 2, gridAt(0, { ...fourFour, accent: false }));
    expect(clicks.every((c) => c.kind === 'beat' && !c.accent)).toBe(true);
  });

  it('splits beats into quieter subdivision clicks: eighths, triplets, sixteenths', () => {
    const sixteenths = clicksBetween(0, 0.5, gridAt(0, { ...fourFour, subdivision: 4 }));
    expect(sixteenths.map((c) => c.time)).toEqual([0, 0.125, 0.25, 0.375]);
    expect(sixteenths.map((c) => [c.beat, c.sub, c.kind])).toEqual([
      [0, 0, 'accent'],
      [0, 1, 'sub'],
      [0, 2, 'sub'],
      [0, 3, 'sub'],
    ]);
    const triplets = clicksBetween(0, 1, gridAt(0, { ...fourFour, subdivision: 3 }));
    expect(triplets).toHaveLength(6);
    expect(triplets[4]!.time).toBeCloseTo(2 / 3, 12);
    expect(triplets.map((c) => c.sub)).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it('counts six beats to the bar in 6/8', () => {
    const clicks = clicksBetween(0, 6, gridAt(0, { ...fourFour, beatsPerBar: 6, bpm: 60 }));
    expect(clicks.map((c) => c.beat)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(clicksBetween(6, 7, gridAt(0, { ...fourFour, beatsPerBar: 6, bpm: 60 }))[0]).toMatchObject({
      beat: 0,
      accent: true,
    });
  });

  it('hands out each click exactly once across consecutive windows, without drift over an hour', () => {
    const grid = gridAt(0.05, { ...fourFour, subdivision: 3, bpm: 130 });
    const times: number[] = [];
    for (let from = 0; from < 3600; from += 0.025)
      times.push(...clicksBetween(from, from + 0.025, grid).map((c) => c.time));
    const interval = 60 / (130 * 3);
    expect(times.length).toBe(Math.ceil((3600 - 0.05) / interval));
    times.forEach((time, i) => expect(Math.abs(time - (0.05 + i * interval))).toBeLessThan(1e-9));
  });

  it('changes tempo from the next click, keeping that click where it was and the beat count going', () => {
    const grid = gridAt(0, fourFour); // clicks at 0, 0.5, 1, 1.5 ...
    const faster = regrid(grid, { ...fourFour, bpm: 240 }, 1.2);
    expect(faster).toMatchObject({ start: 1.5, startBeat: 3, startSub: 0, bpm: 240 });
    const clicks = clicksBetween(1.5, 2.5, faster);
    expect(clicks.map((c) => c.time)).toEqual([1.5, 1.75, 2, 2.25]);
    expect(clicks.map((c) => c.beat)).toEqual([3, 0, 1, 2]);
    expect(clicks[1]!.accent).toBe(true);
  });

  it('keeps the sixteenths in place when the tempo changes mid-beat', () => {
    const grid = gridAt(0, { ...fourFour, subdivision: 4 });
    const slower = regrid(grid, { ...fourFour, subdivision: 4, bpm: 60 }, 0.3);
    expect(slower).toMatchObject({ start: 0.375, startBeat: 0, startSub: 3 });
    expect(clicksBetween(0.375, 0.9, slower).map((c) => [c.time, c.beat, c.sub])).toEqual([
      [0.375, 0, 3],
      [0.625, 1, 0],
      [0.875, 1, 1],
    ]);
  });

  it('starts a new subdivision on the next beat', () => {
    const grid = gridAt(0, { ...fourFour, subdivision: 4 });
    const eighths = regrid(grid, { ...fourFour, subdivision: 2 }, 0.1);
    expect(eighths).toMatchObject({ start: 0.5, startBeat: 1, startSub: 0, subdivision: 2 });
    expect(clicksBetween(0.5, 1, eighths).map((c) => c.time)).toEqual([0.5, 0.75]);
  });

  it('wraps the beat count into a shorter bar', () => {
    const grid = gridAt(0, fourFour);
    const threeFour = regrid(grid, { ...fourFour, beatsPerBar: 3 }, 1.4); // next click: beat 3 at 1.5
    expect(clicksBetween(1.5, 2.5, threeFour).map((c) => c.beat)).toEqual([0, 1]);
  });
});
