import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mulberry32 } from '../../lib/seededRandom';
import { getTuning } from '../../theory/tunings';
import { quizMachine } from './quizMachine';
import { DEFAULT_SETTINGS, generateRound, neckQuestions, type RoundAnswer } from './quizRound';

const tuning = getTuning('STANDARD')!;

describe('a quiz round’s flow', () => {
  it('asks every question with feedback between, records the round once, and starts again', () => {
    const recorded: { topic: string; answers: RoundAnswer[] }[] = [];
    const actor = createActor(
      quizMachine.provide({ actions: { recordRound: (_, params) => void recorded.push(params) } }),
    ).start();
    const questions = neckQuestions(generateRound(tuning, DEFAULT_SETTINGS, mulberry32(9), undefined, 3));
    actor.send({ type: 'START', tuning, topic: 'notes', questions, at: 1000 });
    expect(actor.getSnapshot().value).toBe('question');

    // Right (the target itself, or its answer), wrong, right; each taking its own time.
    const rightResponse = (i: number) => {
      const q = questions[i]!;
      return q.kind === 'name-note' ? { choice: q.answer } : { position: q.target };
    };
    let at = 1000;
    for (const [i, response] of [rightResponse(0), { choice: 'nothing' }, rightResponse(2)].entries()) {
      at += 1000 * (i + 1);
      actor.send({ type: 'ANSWER', response, at });
      expect(actor.getSnapshot().value).toBe('feedback');
      actor.send({ type: 'NEXT', at: at + 500 });
      at += 500;
    }
    expect(actor.getSnapshot().value).toBe('result');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.answers.map((a) => [a.right, a.ms])).toEqual([
      [true, 1000],
      [false, 2000],
      [true, 3000],
    ]);
    expect(recorded[0]!.answers[1]).toMatchObject(questions[1]!.target);
    actor.send({ type: 'AGAIN' });
    expect(actor.getSnapshot().value).toBe('setup');
  });

  it('ignores a start without questions', () => {
    const actor = createActor(quizMachine).start();
    actor.send({ type: 'START', tuning, topic: 'notes', questions: [], at: 0 });
    expect(actor.getSnapshot().value).toBe('setup');
  });
});
