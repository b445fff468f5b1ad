import type { Position } from '../../theory/neck';

/** Note lengths, longest first; `beats` counts quarter notes. */
export const DURATIONS = [
  { name: 'whole', code: 'w', beats: 4 },
  { name: 'half', code: 'h', beats: 2 },
  { name: 'quarter', code: 'q', beats: 1 },
  { name: 'eighth', code: 'e', beats: 0.5 },
  { name: 'sixteenth', code: 's', beats: 0.25 },
] as const;

export type Duration = (typeof DURATIONS)[number]['name'];
export const DEFAULT_DURATION: Duration = 'quarter';

export const durationBeats = (duration: Duration): number => DURATIONS.find((d) => d.name === duration)!.beats;

/** One note of a melody: where it is played (string 0 = lowest, fret 0..24) and how long. */
export interface MelodyNote extends Position {
  duration: Duration;
}

export type Melody = readonly MelodyNote[];

/** The most notes a melody holds, so its link stays a link. */
export const MAX_MELODY_NOTES = 128;

const inMelody = (melody: Melody, index: number) => Number.isInteger(index) && index >= 0 && index < melody.length;

/** The melody with a note added at the end (unchanged when full). */
export function appendNote(melody: Melody, note: MelodyNote): Melody {
  return melody.length >= MAX_MELODY_NOTES ? melody : [...melody, note];
}

export function setNoteDuration(melody: Melody, index: number, duration: Duration): Melody {
  if (!inMelody(melody, index) || melody[index]!.duration === duration) return melody;
  return melody.map((note, i) => (i === index ? { ...note, duration } : note));
}

/** The note at `index` moved `by` places (negative: earlier), stopping at either end. */
export function moveNote(melody: Melody, index: number, by: number): Melody {
  if (!inMelody(melody, index)) return melody;
  const to = Math.min(melody.length - 1, Math.max(0, index + by));
  if (to === index) return melody;
  const next = [...melody];
  const [note] = next.splice(index, 1);
  next.splice(to, 0, note!);
  return next;
}

export function removeNote(melody: Melody, index: number): Melody {
  return inMelody(melody, index) ? melody.filter((_, i) => i !== index) : melody;
}

/** Where the selection goes after the selected note at `index` is removed: the next note, else the one before, else none. */
export function selectionAfterRemove(length: number, index: number): number | null {
  if (length <= 1) return null;
  return Math.min(index, length - 2);
}
