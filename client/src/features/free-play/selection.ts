import { Interval, Note } from 'tonal';
import { GUITAR_STRINGS } from '../../constants';
import type { SelectedNote } from '../../state';
import { degreeLabel } from '../../theory/degree';
import { midiAt, spellMidi, type Position } from '../../theory/neck';
import type { Tuning } from '../../theory/tunings';
import type { NeckNote } from '../../theory/types';

/** Fretboard store notes (named strings) as neck positions (string 0 = lowest). */
export function toPositions(selected: readonly SelectedNote[]): Position[] {
  return selected
    .map((note) => ({ string: GUITAR_STRINGS.indexOf(note.string), fret: note.fret }))
    .filter((position) => position.string >= 0);
}

/**
 * Pressing a position: a selected one is let go; another is added, replacing what was
 * held on that string unless several notes per string are allowed.
 */
export function toggleSelection(
  selected: readonly SelectedNote[],
  position: Position,
  allowMultiple: boolean,
): SelectedNote[] {
  const string = GUITAR_STRINGS[position.string];
  if (!string) return [...selected];
  const isThis = (note: SelectedNote) => note.string === string && note.fret === position.fret;
  if (selected.some(isThis)) return selected.filter((note) => !isThis(note));
  const kept = allowMultiple ? selected : selected.filter((note) => note.string !== string);
  return [...kept, { string, fret: position.fret }];
}

/** Six frets from the lowest string, -1 where nothing is held (the lowest fret when several are). */
export function fretsFromSelection(selected: readonly SelectedNote[]): number[] {
  const frets = [-1, -1, -1, -1, -1, -1];
  for (const { string, fret } of toPositions(selected)) {
    if (frets[string] === -1 || fret < frets[string]!) frets[string] = fret;
  }
  return frets;
}

/** Whether any string holds more than one note. */
export const hasStackedNotes = (selected: readonly SelectedNote[]) =>
  new Set(selected.map((note) => note.string)).size !== selected.length;

/**
 * The held notes as dots, named after `root` (a pitch class) when given, else after the
 * lowest held note: intervals and degrees count from it.
 */
export function selectionNotes(
  tuning: Tuning,
  positions: readonly Position[],
  root?: string,
  spelling?: readonly string[],
): NeckNote[] {
  if (positions.length === 0) return [];
  const lowest = Math.min(...positions.map((p) => midiAt(tuning, p)));
  const rootName = root ?? Note.pitchClass(spellMidi(lowest, spelling ?? 'sharps'));
  return positions.map((position) => {
    const pitch = spellMidi(midiAt(tuning, position), spelling ?? [rootName]);
    const note = Note.pitchClass(pitch);
    const interval = Interval.simplify(Interval.distance(rootName, note)) || '1P';
    return {
      ...position,
      pitch,
      note,
      interval,
      degree: degreeLabel(interval),
      isRoot: Note.chroma(note) === Note.chroma(rootName),
    };
  });
}
