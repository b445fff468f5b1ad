/**
 * A quiz round's flow: setup → question → feedback → … → result. The questions come in
 * with START (drawn by the screen with `generateRound`), times come in with each event
 * (no clock here), and the finished round is handed to the `recordRound` action, which the
 * screen provides (it records QuizRoundCompleted) and tests swap.
 */
import { assign, setup } from 'xstate';
import type { Tuning } from '../../theory/tunings';
import type { RoundTopic } from './quizRound';
import { answerPlace, isRight, type Question, type Response, type RoundAnswer } from './quizRound';

export interface QuizContext {
  tuning: Tuning | null;
  topic: RoundTopic;
  questions: Question[];
  index: number;
  answers: RoundAnswer[];
  /** The learner's response to each question answered, for the result. */
  responses: Response[];
  askedAt: number;
  startedAt: number;
  finishedAt: number;
}

export type QuizEvent =
  | { type: 'START'; tuning: Tuning; topic: RoundTopic; questions: Question[]; at: number }
  | { type: 'ANSWER'; response: Response; at: number }
  | { type: 'NEXT'; at: number }
  | { type: 'AGAIN' };

export const quizMachine = setup({
  types: { context: {} as QuizContext, events: {} as QuizEvent },
  actions: {
    /** Records the finished round; the screen provides it. */
    recordRound: (_, _params: { topic: RoundTopic; answers: RoundAnswer[] }) => {},
  },
  guards: {
    hasQuestions: ({ event }) => event.type === 'START' && event.questions.length > 0,
    isLast: ({ context }) => context.index + 1 >= context.questions.length,
  },
}).createMachine({
  id: 'quiz',
  initial: 'setup',
  context: {
    tuning: null,
    topic: 'notes',
    questions: [],
    index: 0,
    answers: [],
    responses: [],
    askedAt: 0,
    startedAt: 0,
    finishedAt: 0,
  },
  states: {
    setup: {
      on: {
        START: {
          guard: 'hasQuestions',
          target: 'question',
          actions: assign(({ event }) => ({
            tuning: event.tuning,
            topic: event.topic,
            questions: event.questions,
            index: 0,
            answers: [],
            responses: [],
            askedAt: event.at,
            startedAt: event.at,
          })),
        },
      },
    },
    question: {
      on: {
        ANSWER: {
          target: 'feedback',
          actions: assign(({ context, event }) => {
            const question = context.questions[context.index]!;
            const right = isRight(context.tuning!, question, event.response);
            const place = answerPlace(question, event.response, right);
            const ms = Math.min(600_000, Math.max(0, Math.round(event.at - context.askedAt)));
            return {
              answers: [...context.answers, { ...place, right, ms }],
              responses: [...context.responses, event.response],
            };
          }),
        },
      },
    },
    feedback: {
      on: {
        NEXT: [
          {
            guard: 'isLast',
            target: 'result',
            actions: [
              assign({ finishedAt: ({ event }) => event.at }),
              {
                type: 'recordRound',
                params: ({ context }) => ({ topic: context.topic, answers: context.answers }),
              },
            ],
          },
          {
            target: 'question',
            actions: assign({ index: ({ context }) => context.index + 1, askedAt: ({ event }) => event.at }),
          },
        ],
      },
    },
    result: {
      on: { AGAIN: 'setup' },
    },
  },
});
