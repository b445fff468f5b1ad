/**
 * Find the notes: the pattern's notes are hidden and the learner taps them. Pure: the
 * targets and their pitches come in, each tap gives the next state. In order, the targets
 * go from the lowest pitch to the highest and a tap is right when it is a place not found
 * yet with the pitch that comes next (two places of one pitch are taken in either order).
 */
import type { Position } from '../../theory';

export interface FindTarget extends Position {
  /** The place's pitch as a MIDI number, for the order and for equal pitches. */
  midi: number;
}

/** A wrong tap: where it was, and the right place the screen shows beside it. */
export interface FindMiss {
  tapped: Position;
  /** The next note in order, or the nearest one not found yet. */
  right: Position;
}

export interface FindNotesState {
  /** Every place to find, lowest pitch first (then lowest string). */
  targets: readonly FindTarget[];
  ordered: boolean;
  /** Found places, by `placeKey`, in the order found. */
  found: readonly string[];
  right: number;
  wrong: number;
  /** The last tap when it was wrong; cleared by the next right tap. */
  miss?: FindMiss;
}

export interface FindNotesResult {
  right: number;
  wrong: number;
  /** Right taps of all taps, 0 to 1. */
  accuracy: number;
}

export const placeKey = (place: Position) => `${place.string}:${place.fret}`;

const byPitch = (a: FindTarget, b: FindTarget) => a.midi - b.midi || a.string - b.string || a.fret - b.fret;

/** A new run: the same place listed twice counts once. */
export function startFindNotes(targets: readonly FindTarget[], ordered: boolean): FindNotesState {
  const unique = new Map<string, FindTarget>();
  for (const target of targets) if (!unique.has(placeKey(target))) unique.set(placeKey(target), { ...target });
  return { targets: [...unique.values()].sort(byPitch), ordered, found: [], right: 0, wrong: 0 };
}

const remaining = (state: FindNotesState) => state.targets.filter((t) => !state.found.includes(placeKey(t)));

/** The places a tap may be right on now: in order, those of the next pitch; else all not found. */
export function expected(state: FindNotesState): FindTarget[] {
  const left = remaining(state);
  if (!state.ordered || left.length === 0) return left;
  return left.filter((target) => target.midi === left[0]!.midi);
}

/** The right place to show beside a wrong tap: the closest of those expected. */
function nearest(places: readonly FindTarget[], tapped: Position): FindTarget {
  const distance = (p: Position) => Math.abs(p.fret - tapped.fret) + Math.abs(p.string - tapped.string);
  return places.reduce((best, place) => (distance(place) < distance(best) ? place : best));
}

export function isFinished(state: FindNotesState): boolean {
  return state.found.length === state.targets.length;
}

/** One tap. A tap on a place already found, or after the end, changes nothing. */
export function tapFindNotes(state: FindNotesState, tapped: Position): FindNotesState {
  const key = placeKey(tapped);
  if (isFinished(state) || state.found.includes(key)) return state;
  const candidates = expected(state);
  if (candidates.some((place) => placeKey(place) === key)) {
    return { ...state, found: [...state.found, key], right: state.right + 1, miss: undefined };
  }
  const right = nearest(candidates, tapped);
  return {
    ...state,
    wrong: state.wrong + 1,
    miss: { tapped: { string: tapped.string, fret: tapped.fret }, right: { string: right.string, fret: right.fret } },
  };
}

export function findNotesResult(state: FindNotesState): FindNotesResult {
  const taps = state.right + state.wrong;
  return { right: state.right, wrong: state.wrong, accuracy: taps === 0 ? 0 : state.right / taps };
}
