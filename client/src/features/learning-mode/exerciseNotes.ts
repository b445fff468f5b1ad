/**
 * The notes an exercise works on, from what a neck shows: the pattern's notes, or for a
 * step with marked places only, those places named in the tuning (with no root, so no
 * interval or degree to ask about). Pure.
 */
import { intervalName } from '../../fretboard/labels';
import { midiAt, pitchClassAt, type NeckNote, type Position, type Tuning } from '../../theory';
import type { FindTarget } from './findNotes';
import type { NameAsk, NamePlace } from './nameNote';

export function exerciseNotes(notes: readonly NeckNote[], marked: readonly Position[], tuning: Tuning): NeckNote[] {
  if (notes.length > 0) return [...notes];
  return marked.map(({ string, fret }) => {
    const note = pitchClassAt(tuning, { string, fret });
    return { string, fret, note, pitch: note, interval: '', degree: '', isRoot: false };
  });
}

export const findTargets = (notes: readonly NeckNote[], tuning: Tuning): FindTarget[] =>
  notes.map(({ string, fret }) => ({ string, fret, midi: midiAt(tuning, { string, fret }) }));

/** What can be asked: an interval or degree only when every note has one (a pattern with a root). */
export const askable = (notes: readonly NeckNote[], ask: NameAsk): NameAsk =>
  ask !== 'name' && notes.some((note) => !note.interval || !note.degree) ? 'name' : ask;

export function namePlaces(notes: readonly NeckNote[], ask: NameAsk): NamePlace[] {
  return notes.map(({ string, fret, note, interval, degree }) => ({
    string,
    fret,
    answer: ask === 'interval' ? intervalName(interval) : ask === 'degree' ? degree : note,
  }));
}
