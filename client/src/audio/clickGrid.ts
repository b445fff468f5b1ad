import type { MetronomeSettings, Subdivision } from './types';

/**
 * The metronome's beat grid, pure: where every click falls on the audio clock. The
 * scheduler asks `clicksBetween` for the clicks of its next look-ahead window; a change
 * of settings starts a new grid at a click of the old one (`regrid`), so the time already
 * counted is never re-quantised.
 */

export interface ClickGrid {
  /** Audio time of click 0 of this grid. */
  start: number;
  bpm: number;
  subdivision: Subdivision;
  beatsPerBar: number;
  accent: boolean;
  /** Where click 0 sits in the bar: its beat and its click within the beat. */
  startBeat: number;
  startSub: number;
}

export type ClickKind = 'accent' | 'beat' | 'sub';

export interface Click {
  /** Audio time, in seconds. */
  time: number;
  /** Count from click 0 of the grid. */
  index: number;
  beat: number;
  sub: number;
  accent: boolean;
  kind: ClickKind;
}

export const clickInterval = (grid: Pick<ClickGrid, 'bpm' | 'subdivision'>): number =>
  60 / (grid.bpm * grid.subdivision);

/** A grid whose first click, the first beat of a bar, falls at `start`. */
export function gridAt(start: number, settings: MetronomeSettings): ClickGrid {
  return { start, ...settingsOf(settings), startBeat: 0, startSub: 0 };
}

function settingsOf(settings: MetronomeSettings): Omit<ClickGrid, 'start' | 'startBeat' | 'startSub'> {
  return {
    bpm: settings.bpm,
    subdivision: settings.subdivision,
    beatsPerBar: Math.max(1, Math.round(settings.beatsPerBar)),
    accent: settings.accent,
  };
}

/** Click `index` of the grid. Times are start + index × interval (never summed, so no drift). */
export function clickAt(grid: ClickGrid, index: number): Click {
  const position = grid.startBeat * grid.subdivision + grid.startSub + index;
  const sub = position % grid.subdivision;
  const beat = Math.floor(position / grid.subdivision) % grid.beatsPerBar;
  const accent = grid.accent && beat === 0 && sub === 0;
  const kind: ClickKind = sub !== 0 ? 'sub' : accent ? 'accent' : 'beat';
  return { time: grid.start + index * clickInterval(grid), index, beat, sub, accent, kind };
}

// A click computed at exactly a window's edge must land in one window only, whatever
// the rounding of start + index × interval: both edges are compared on the index.
const EPSILON = 1e-9;

/** The index of the first click at or after `time`. */
function firstIndexFrom(grid: ClickGrid, time: number): number {
  return Math.max(0, Math.ceil((time - grid.start) / clickInterval(grid) - EPSILON));
}

/** The clicks with `from` ≤ time < `to`, in order. */
export function clicksBetween(from: number, to: number, grid: ClickGrid): Click[] {
  const clicks: Click[] = [];
  const last = firstIndexFrom(grid, to);
  for (let index = firstIndexFrom(grid, from); index < last; index++) clicks.push(clickAt(grid, index));
  return clicks;
}

/**
 * The grid after a change of settings made at time `after`: it starts at the old grid's
 * first click at or after `after`, which keeps its time and its place in the bar, so the
 * beat goes on and only the spacing from there changes. A new subdivision starts on the
 * next beat (a beat is never split two ways); a shorter bar wraps the beat count.
 */
export function regrid(grid: ClickGrid, settings: MetronomeSettings, after: number): ClickGrid {
  let index = firstIndexFrom(grid, after);
  if (settings.subdivision !== grid.subdivision) {
    while (clickAt(grid, index).sub !== 0) index++;
  }
  const pivot = clickAt(grid, index);
  const next = settingsOf(settings);
  return {
    start: pivot.time,
    ...next,
    startBeat: pivot.beat % next.beatsPerBar,
    startSub: next.subdivision === grid.subdivision ? pivot.sub : 0,
  };
}
