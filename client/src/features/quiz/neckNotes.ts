/** The dots a quiz question draws: the places it marks, as the fretboard takes them. */
import type { Position } from '../../theory/neck';
import { chromaAt, midiAt, pitchAt, pitchClassAt } from '../../theory/neck';
import type { NeckNote } from '../../theory/types';
import type { Tuning } from '../../theory/tunings';
import type { NeckQuestion } from './quizRound';

export function neckNote(tuning: Tuning, position: Position, isRoot = false): NeckNote {
  return {
    ...position,
    pitch: pitchAt(tuning, position),
    note: pitchClassAt(tuning, position),
    interval: isRoot ? '1P' : '',
    degree: isRoot ? '1' : '',
    isRoot,
  };
}

/** What a question shows before it is answered: nothing to find, the place to name, or the root (and the second note). */
export function questionNotes(tuning: Tuning, question: NeckQuestion): NeckNote[] {
  switch (question.kind) {
    case 'find-note':
      return [];
    case 'name-note':
      return [neckNote(tuning, question.target)];
    case 'find-interval':
      return [neckNote(tuning, question.root, true)];
    case 'name-interval':
      return [neckNote(tuning, question.root, true), neckNote(tuning, question.target)];
  }
}

/** What the feedback shows: every right answer in the question's area (and the root for an interval). */
export function answerNotes(tuning: Tuning, question: NeckQuestion): NeckNote[] {
  const { area } = question;
  const places: Position[] = [];
  for (let string = area.lowString; string <= area.highString; string++)
    for (let fret = area.fromFret; fret <= area.toFret; fret++) places.push({ string, fret });
  switch (question.kind) {
    case 'find-note': {
      const chroma = chromaAt(tuning, question.target);
      return places.filter((p) => chromaAt(tuning, p) === chroma).map((p) => neckNote(tuning, p));
    }
    case 'name-note':
      return [neckNote(tuning, question.target)];
    case 'find-interval': {
      const midi = midiAt(tuning, question.target);
      return [
        neckNote(tuning, question.root, true),
        ...places.filter((p) => midiAt(tuning, p) === midi).map((p) => neckNote(tuning, p)),
      ];
    }
    case 'name-interval':
      return [neckNote(tuning, question.root, true), neckNote(tuning, question.target)];
  }
}
