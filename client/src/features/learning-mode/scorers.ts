/** Each exercise's pure scorer in the shape the exercise machine drives, and its machine. */
import type { Position } from '../../theory';
import { exerciseMachine, type Scorer } from './exerciseMachine';
import { findNotesResult, isFinished, tapFindNotes, type FindNotesState } from './findNotes';
import { answerNameNote, isNameNoteFinished, nameNoteResult, type NameNoteState } from './nameNote';

export const findNotesScorer: Scorer<FindNotesState, Position> = {
  step: tapFindNotes,
  finished: isFinished,
  score: findNotesResult,
};

export const nameNoteScorer: Scorer<NameNoteState, string> = {
  step: answerNameNote,
  finished: isNameNoteFinished,
  score: nameNoteResult,
};

export const findNotesMachine = exerciseMachine(findNotesScorer);
export const nameNoteMachine = exerciseMachine(nameNoteScorer);
