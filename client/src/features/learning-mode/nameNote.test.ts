import { describe, expect, it } from 'vitest';
import {
  answerNameNote,
  choicesFor,
  currentQuestion,
  isNameNoteFinished,
  nameNoteResult,
  startNameNote,
  type NamePlace,
} from './nameNote';

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let value = seed;
  return () => {
    value = (value * 16807) % 2147483647;
    return (value - 1) / 2147483646;
  };
}

// The open strings in standard tuning, named.
const openStrings: NamePlace[] = ['E', 'A', 'D', 'G', 'B', 'E'].map((answer, string) => ({ string, fret: 0, answer }));

describe('name the note', () => {
  it('asks ten questions on the pattern’s places, each with four different choices including the answer', () => {
    const state = startNameNote(openStrings, 'name', seeded(7));
    expect(state.questions).toHaveLength(10);
    for (const question of state.questions) {
      expect(question.choices).toHaveLength(4);
      expect(new Set(question.choices).size).toBe(4);
      expect(question.choices).toContain(question.answer);
      expect(openStrings.find((p) => p.string === question.place.string)?.answer).toBe(question.answer);
    }
  });

  it('does not ask the same place twice in a row', () => {
    const { questions } = startNameNote(openStrings, 'name', seeded(3), 30);
    for (let i = 1; i < questions.length; i++) expect(questions[i]!.place).not.toEqual(questions[i - 1]!.place);
  });

  it('fills the choices from the pool without offering one note under two spellings', () => {
    const choices = choicesFor('A#', ['A#'], 'name', seeded(11));
    expect(choices).toContain('A#');
    expect(choices).not.toContain('Bb');
    expect(choices).toHaveLength(4);
  });

  it('fills interval and degree choices from their own pools', () => {
    expect(choicesFor('major third', ['root', 'major third'], 'interval', seeded(5))).toEqual(
      expect.arrayContaining(['major third', 'root']),
    );
    const degrees = choicesFor('5', ['1', '3', '5'], 'degree', seeded(5));
    expect(degrees).toEqual(expect.arrayContaining(['1', '3', '5']));
    expect(degrees).toHaveLength(4);
  });

  it('scores right and wrong answers and ends after the last question', () => {
    let state = startNameNote(openStrings, 'name', seeded(9));
    for (let i = 0; i < 10; i++) {
      const question = currentQuestion(state)!;
      const wrong = question.choices.find((c) => c !== question.answer)!;
      state = answerNameNote(state, i < 7 ? question.answer : wrong);
      expect(state.last?.right).toBe(i < 7);
    }
    expect(isNameNoteFinished(state)).toBe(true);
    expect(nameNoteResult(state)).toEqual({ right: 7, wrong: 3, accuracy: 0.7 });
    expect(answerNameNote(state, 'E')).toBe(state);
  });

  it('has no questions on a pattern without places', () => {
    const state = startNameNote([], 'name', seeded(1));
    expect(isNameNoteFinished(state)).toBe(true);
  });
});
