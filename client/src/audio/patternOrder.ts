import { NOTE_DURATION_SECONDS } from '../constants/business';
import type { PatternKind } from '#events/patternKinds';
import type { SequenceEvent } from './types';

/**
 * What the tone indices of spec section 3 index into, and the pure function that turns
 * a pattern's notes into a timed sequence for the engine. No Tone.js here: this module is
 * part of the first download (the tone machine and the tone panel read it).
 */

/** A note to play: the fretboard position id that lights while it sounds ("0:3"), and its pitch. */
export interface PatternNote {
  id: string;
  midi: number;
}

/**
 * The orders a teacher plays a pattern in (spec `tonePlayPatternIndex`, default index 2,
 * up and down). Melodic orders play one note per beat; strum orders sound a chord's notes
 * together with a short stagger between strings. A chord takes every order (a melodic
 * order plays it as an arpeggio); a scale or an arpeggio takes the melodic orders, and a
 * strum there plays its notes one by one in the strum's direction (see `playOrderFor`).
 */
export const PLAY_PATTERNS = [
  { id: 'ascending', label: 'Ascending', kind: 'melodic' },
  { id: 'descending', label: 'Descending', kind: 'melodic' },
  { id: 'up-and-down', label: 'Up and down', kind: 'melodic' },
  { id: 'down-and-up', label: 'Down and up', kind: 'melodic' },
  { id: 'thirds', label: 'In thirds', kind: 'melodic' },
  { id: 'strum-down', label: 'Strum down', kind: 'strum' },
  { id: 'strum-up', label: 'Strum up', kind: 'strum' },
] as const;

export type PlayOrder = (typeof PLAY_PATTERNS)[number]['id'];

/** Playback tempos in BPM (spec `toneTempoIndex`, default index 3: 100 BPM). */
export const TONE_TEMPOS = [40, 60, 80, 100, 120, 160, 200] as const;

/** Octave shifts (spec `tonePitchIndex`, default index 0: as written). */
export const TONE_PITCHES = [
  { label: 'As written', semitones: 0 },
  { label: 'One octave up', semitones: 12 },
  { label: 'One octave down', semitones: -12 },
] as const;

/** Default indices, spec section 3 and 9. */
export const DEFAULT_TONE_TEMPO_INDEX = 3;
export const DEFAULT_PLAY_PATTERN_INDEX = 2;

/** The gap between two strings of a strum, in seconds. */
export const STRUM_STAGGER_SECONDS = 0.03;

/** The item at `index`, or the one at `fallback` when the index is outside the list. */
export const itemAt = <T>(list: readonly T[], index: number, fallback: number): T => list[index] ?? list[fallback]!;

export const toneTempo = (index: number): number => itemAt(TONE_TEMPOS, index, DEFAULT_TONE_TEMPO_INDEX);
export const tonePitchShift = (index: number): number => itemAt(TONE_PITCHES, index, 0).semitones;

/**
 * The order a kind of pattern is played in for a play-pattern index. Roots always go low
 * to high. On a scale or an arpeggio a strum order plays the notes one by one in the
 * strum's direction (down = low to high, as a downstroke goes), since sounding a whole
 * scale position at once is a cluster, not a chord.
 */
export function playOrderFor(kind: PatternKind, patternIndex: number): PlayOrder {
  if (kind === 'root') return 'ascending';
  const order = itemAt(PLAY_PATTERNS, patternIndex, DEFAULT_PLAY_PATTERN_INDEX).id;
  const melodic = kind === 'scale' || kind === 'arpeggio';
  if (melodic && order === 'strum-down') return 'ascending';
  if (melodic && order === 'strum-up') return 'descending';
  return order;
}

export const secondsToBeats = (seconds: number, bpm: number): number => (seconds * bpm) / 60;

export interface SequenceSettings {
  bpm: number;
  /** Semitones added to every note (an octave shift is ±12). Default 0. */
  pitchShift?: number;
  /** How long a note sounds, in seconds (default 0.2, spec section 9). */
  noteDuration?: number;
}

/**
 * A pattern's notes as a sequence in beats. Melodic orders put one note on each beat,
 * each sounding `noteDuration` seconds; the same pitch found twice (a whole-neck scale)
 * is played once, at its lowest fret. Up and down turns at the top without playing it
 * twice (C D E F E D C). In thirds goes 1-3, 2-4, 3-5 ... up the ordered notes. A strum
 * starts every note within the first beat, `STRUM_STAGGER_SECONDS` apart, and lets them
 * ring to the end of the beat. Plain MIDI numbers play without lighting anything.
 */
export function patternSequence(
  notes: readonly (PatternNote | number)[],
  order: PlayOrder,
  settings: SequenceSettings,
): SequenceEvent[] {
  const { bpm, pitchShift = 0, noteDuration = NOTE_DURATION_SECONDS } = settings;
  const given = notes.map((note) => (typeof note === 'number' ? { id: '', midi: note } : note));
  const noteBeats = secondsToBeats(noteDuration, bpm);
  const event = (note: PatternNote, at: number, duration: number): SequenceEvent => ({
    id: note.id,
    midi: note.midi + pitchShift,
    at,
    duration,
  });

  if (order === 'strum-down' || order === 'strum-up') {
    const low = byPitch(given);
    const strings = order === 'strum-down' ? low : low.reverse();
    const stagger = secondsToBeats(STRUM_STAGGER_SECONDS, bpm);
    return strings.map((note, i) => event(note, i * stagger, Math.max(noteBeats, 1 - i * stagger)));
  }

  const up = byPitch(onePerPitch(given));
  return melodicOrder(up, order).map((note, i) => event(note, i, noteBeats));
}

/** Notes sorted low to high (ties keep their given order). */
function byPitch(notes: readonly PatternNote[]): PatternNote[] {
  return notes
    .map((note, i) => ({ note, i }))
    .sort((a, b) => a.note.midi - b.note.midi || a.i - b.i)
    .map(({ note }) => note);
}

/** One note per pitch: the one at the lowest fret (ids are "string:fret"). */
function onePerPitch(notes: readonly PatternNote[]): PatternNote[] {
  const kept = new Map<number, PatternNote>();
  for (const note of notes) {
    const current = kept.get(note.midi);
    if (!current || fretOf(note) < fretOf(current)) kept.set(note.midi, note);
  }
  return notes.filter((note) => kept.get(note.midi) === note);
}

const fretOf = (note: PatternNote): number => {
  const fret = Number(note.id.split(':')[1]);
  return Number.isFinite(fret) ? fret : Number.POSITIVE_INFINITY;
};

function melodicOrder(up: PatternNote[], order: PlayOrder): PatternNote[] {
  const down = [...up].reverse();
  switch (order) {
    case 'descending':
      return down;
    case 'up-and-down':
      return [...up, ...down.slice(1)];
    case 'down-and-up':
      return [...down, ...up.slice(1)];
    case 'thirds':
      return up.length < 3 ? up : up.slice(0, -2).flatMap((note, i) => [note, up[i + 2]!]);
    default:
      return up;
  }
}
