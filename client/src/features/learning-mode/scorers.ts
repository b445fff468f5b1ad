/** Each exercise's pure scorer in the shape the exercise machine drives, and its machine. */
import type { Position } from '../../theory';
import { exerciseMachine, type Scorer } from './exerciseMachine';
import { findNotesResult, isFinished, tapFindNotes, type FindNotesState } from './findNotes';
import { advancePlayAlong, isPlayAlongFinished, playAlongResult, tapPlayAlong, type PlayAlongState } from './playAlong';
import { answerNameNote, isNameNoteFinished, nameNoteResult, type NameNoteState } from './nameNote';

export const findNotesScorer: Scorer<FindNotesState, Position> = {
  step: tapFindNotes,
  finished: isFinished,
  score: (run) => {
    const { right, wrong } = findNotesResult(run);
    return { right, wrong };
  },
};

export const nameNoteScorer: Scorer<NameNoteState, string> = {
  step: answerNameNote,
  finished: isNameNoteFinished,
  score: (run) => {
    const { right, wrong } = nameNoteResult(run);
    return { right, wrong };
  },
};

/** Play along's input: a tap on a place, or the clock moving on (beats whose window passed are missed). */
export type PlayAlongInput = { kind: 'tap'; place: Position; at: number } | { kind: 'tick'; at: number };

export const playAlongScorer: Scorer<PlayAlongState, PlayAlongInput> = {
  step: (run, input) =>
    input.kind === 'tap' ? tapPlayAlong(run, input.place, input.at) : advancePlayAlong(run, input.at),
  finished: isPlayAlongFinished,
  score: playAlongResult,
};

export const findNotesMachine = exerciseMachine(findNotesScorer);
export const nameNoteMachine = exerciseMachine(nameNoteScorer);
export const playAlongMachine = exerciseMachine(playAlongScorer);
