import { normaliseTempo } from '../../constants/business';
import { MAX_FRET } from '../../theory/neck';
import { DURATIONS, MAX_MELODY_NOTES, type Melody, type MelodyNote } from './melody';

const SEPARATOR = '_';
/** "string.fret.duration": string 0-5, fret 0-24 without leading zeros, a duration code. */
const NOTE = /^([0-5])\.(0|[1-9]\d?)\.([a-z])$/;
/** Longer than the longest melody can be written ("5.24.s" and a separator, per note). */
const MAX_PARAM_LENGTH = MAX_MELODY_NOTES * 7;

/**
 * A melody in a link (`?melody=0.3.q_1.2.e_2.0.h`): per note its string (0 = lowest),
 * fret and duration code (w h q e s), notes joined by "_". Nothing in it needs escaping.
 */
export function encodeMelody(melody: Melody): string {
  return melody
    .map((note) => `${note.string}.${note.fret}.${DURATIONS.find((d) => d.name === note.duration)!.code}`)
    .join(SEPARATOR);
}

/**
 * The melody of a link, or null when the value is not one: not a string, empty, too long,
 * or any note malformed (a link that was cut or edited by hand is not half-played).
 */
export function decodeMelody(value: unknown): Melody | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PARAM_LENGTH) return null;
  const parts = value.split(SEPARATOR);
  if (parts.length > MAX_MELODY_NOTES) return null;
  const melody: MelodyNote[] = [];
  for (const part of parts) {
    const match = NOTE.exec(part);
    const duration = match && DURATIONS.find((d) => d.code === match[3]);
    const fret = Number(match?.[2]);
    if (!match || !duration || fret > MAX_FRET) return null;
    melody.push({ string: Number(match[1]), fret, duration: duration.name });
  }
  return melody;
}

/**
 * The `tempo` of a link: a number (or numeric text) that is already a tempo the app
 * offers (40..220 in steps of 10); anything else is dropped.
 */
export function parseTempoParam(value: unknown): number | undefined {
  const bpm =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{2,3}$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(bpm) && normaliseTempo(bpm) === bpm ? bpm : undefined;
}
