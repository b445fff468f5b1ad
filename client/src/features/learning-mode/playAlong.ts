/**
 * Play along: the pattern's notes in order, one a beat at a tempo; the learner taps each
 * note in time. A beat is right when its note is tapped within a window around it, wrong
 * when another place is tapped there, and missed when its window passes untapped. A clean
 * run (every beat right, no stray tap) raises the tempo by a step: a speed trainer. Pure:
 * every time (milliseconds) comes in.
 */
import type { Position } from '../../theory';

/** A tap counts for a beat this far either side of it, as a share of the time between beats. */
export const WINDOW_SHARE = 0.3;
export const TEMPO_STEP = 5;
export const MIN_TEMPO = 30;
export const MAX_TEMPO = 300;

export type BeatOutcome = 'right' | 'wrong' | 'missed';

export interface Beat {
  place: Position;
  /** When the beat falls. */
  at: number;
  outcome?: BeatOutcome;
}

export interface PlayAlongState {
  tempo: number;
  beats: readonly Beat[];
  /** Taps that fell in no beat's window. */
  stray: number;
  /** Half the window, in milliseconds. */
  window: number;
}

export const beatMs = (tempo: number) => 60_000 / tempo;

/** A run at `tempo` whose first note falls at `firstBeatAt` (after the count-in). */
export function startPlayAlong(places: readonly Position[], tempo: number, firstBeatAt: number): PlayAlongState {
  const gap = beatMs(tempo);
  return {
    tempo,
    beats: places.map((place, i) => ({ place: { string: place.string, fret: place.fret }, at: firstBeatAt + i * gap })),
    stray: 0,
    window: gap * WINDOW_SHARE,
  };
}

const samePlace = (a: Position, b: Position) => a.string === b.string && a.fret === b.fret;

/** Beats whose window has passed untapped are missed. */
export function advancePlayAlong(state: PlayAlongState, now: number): PlayAlongState {
  if (!state.beats.some((beat) => !beat.outcome && now > beat.at + state.window)) return state;
  return {
    ...state,
    beats: state.beats.map((beat) =>
      !beat.outcome && now > beat.at + state.window ? { ...beat, outcome: 'missed' as const } : beat,
    ),
  };
}

/** A tap at `at`: it answers the open beat whose window holds it, or is a stray tap. */
export function tapPlayAlong(state: PlayAlongState, place: Position, at: number): PlayAlongState {
  const advanced = advancePlayAlong(state, at);
  const index = advanced.beats.findIndex((beat) => !beat.outcome && Math.abs(at - beat.at) <= advanced.window);
  if (index === -1) return { ...advanced, stray: advanced.stray + 1 };
  const outcome: BeatOutcome = samePlace(advanced.beats[index]!.place, place) ? 'right' : 'wrong';
  return { ...advanced, beats: advanced.beats.map((beat, i) => (i === index ? { ...beat, outcome } : beat)) };
}

export const isPlayAlongFinished = (state: PlayAlongState) => state.beats.every((beat) => beat.outcome !== undefined);

export function playAlongResult(state: PlayAlongState) {
  const right = state.beats.filter((beat) => beat.outcome === 'right').length;
  const wrong = state.beats.length - right + state.stray;
  return { right, wrong, tempo: state.tempo, clean: isPlayAlongFinished(state) && wrong === 0 };
}

/** The tempo of the next run: a step up after a clean run, the same after one that was not. */
export const nextTempo = (tempo: number, clean: boolean) =>
  clean ? Math.min(MAX_TEMPO, tempo + TEMPO_STEP) : Math.max(MIN_TEMPO, tempo);

/** The best clean tempo of past runs, or undefined when none was clean. */
export function bestCleanTempo(runs: ReadonlyArray<{ tempo?: number; clean?: boolean }>): number | undefined {
  const clean = runs.filter((run) => run.clean && run.tempo !== undefined).map((run) => run.tempo!);
  return clean.length > 0 ? Math.max(...clean) : undefined;
}
