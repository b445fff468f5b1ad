/**
 * Name the note: one place of the pattern lights and the learner picks its name, its
 * interval to the root or its degree from four choices. Pure: the random numbers come in
 * (`random()` in 0..1, as `Math.random`), so a test gives its own.
 */
import { Note } from 'tonal';
import type { Position } from '../../theory';

export type NameAsk = 'name' | 'interval' | 'degree';

/** A place to ask about and its right answer for the chosen `ask`. */
export interface NamePlace extends Position {
  answer: string;
}

export interface NameQuestion {
  place: Position;
  answer: string;
  /** Four different answers, the right one among them. */
  choices: string[];
}

export interface NameNoteState {
  questions: readonly NameQuestion[];
  /** The question being asked: `questions.length` once all are answered. */
  index: number;
  right: number;
  wrong: number;
  /** The last answer given, to show whether it was right. */
  last?: { choice: string; answer: string; right: boolean };
}

export const QUESTION_COUNT = 10;
export const CHOICE_COUNT = 4;

/** Answers to fill the choices with when the pattern has fewer than four of its own. */
export const ANSWER_POOLS: Record<NameAsk, readonly string[]> = {
  name: ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'],
  interval: [
    'root',
    'minor second',
    'major second',
    'minor third',
    'major third',
    'perfect fourth',
    'augmented fourth',
    'perfect fifth',
    'minor sixth',
    'major sixth',
    'minor seventh',
    'major seventh',
  ],
  degree: ['1', 'b2', '2', 'b3', '3', '4', '#4', '5', 'b6', '6', 'b7', '7'],
};

type Random = () => number;

const pick = <T>(list: readonly T[], random: Random): T =>
  list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;

function shuffled<T>(list: readonly T[], random: Random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** What makes two answers the same: a note and its other spelling (A# and Bb) are one. */
const sameness = (ask: NameAsk) => (answer: string) => (ask === 'name' ? String(Note.chroma(answer)) : answer);

/** Four different choices: the answer, others from the pattern's own answers first, then from the pool. */
export function choicesFor(answer: string, own: readonly string[], ask: NameAsk, random: Random): string[] {
  const key = sameness(ask);
  const taken = new Set([key(answer)]);
  const others: string[] = [];
  for (const candidate of own)
    if (!taken.has(key(candidate))) {
      taken.add(key(candidate));
      others.push(candidate);
    }
  const fill = ANSWER_POOLS[ask].filter((a) => !taken.has(key(a)));
  const wrong = [...shuffled(others, random), ...shuffled(fill, random)].slice(0, CHOICE_COUNT - 1);
  return shuffled([answer, ...wrong], random);
}

/**
 * A run of `count` questions on the pattern's places; the same place is not asked twice in
 * a row when there is another. Empty when there are no places.
 */
export function startNameNote(
  places: readonly NamePlace[],
  ask: NameAsk,
  random: Random,
  count = QUESTION_COUNT,
): NameNoteState {
  const questions: NameQuestion[] = [];
  const own = places.map((place) => place.answer);
  let previous: NamePlace | undefined;
  for (let i = 0; i < count && places.length > 0; i++) {
    const options = places.length > 1 ? places.filter((place) => place !== previous) : places;
    const place = pick(options, random);
    previous = place;
    questions.push({
      place: { string: place.string, fret: place.fret },
      answer: place.answer,
      choices: choicesFor(place.answer, own, ask, random),
    });
  }
  return { questions, index: 0, right: 0, wrong: 0 };
}

export const currentQuestion = (state: NameNoteState): NameQuestion | undefined => state.questions[state.index];

export const isNameNoteFinished = (state: NameNoteState): boolean => state.index >= state.questions.length;

/** Answers the current question and moves to the next; after the last it changes nothing. */
export function answerNameNote(state: NameNoteState, choice: string): NameNoteState {
  const question = currentQuestion(state);
  if (!question) return state;
  const right = choice === question.answer;
  return {
    ...state,
    index: state.index + 1,
    right: state.right + (right ? 1 : 0),
    wrong: state.wrong + (right ? 0 : 1),
    last: { choice, answer: question.answer, right },
  };
}

export function nameNoteResult(state: NameNoteState) {
  const answered = state.right + state.wrong;
  return { right: state.right, wrong: state.wrong, accuracy: answered === 0 ? 0 : state.right / answered };
}
