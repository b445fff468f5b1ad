/**
 * The flow of one exercise, whatever it scores: idle, running (each tap or answer goes to
 * the exercise's scorer), done (the result, saved once as an `ExerciseCompleted` by the
 * `save` actor, which tests swap). Times come in on the events (`at`, in milliseconds), so
 * the machine stays pure and a test says what time it is.
 */
import { assign, fromPromise, setup } from 'xstate';

/** What a finished run hands to `save`. */
export interface RunResult {
  right: number;
  wrong: number;
  seconds: number;
  /** Play along: the run's tempo, and whether it was clean. */
  tempo?: number;
  clean?: boolean;
}

/** An exercise's pure scorer, as the machine needs it. */
export interface Scorer<Run, Input> {
  step: (run: Run, input: Input) => Run;
  finished: (run: Run) => boolean;
  score: (run: Run) => { right: number; wrong: number; tempo?: number; clean?: boolean };
}

export interface ExerciseContext<Run> {
  run: Run | null;
  startedAt: number;
  result: RunResult | null;
}

export type ExerciseEvent<Run, Input> =
  /** Start (or start again) with a new run, made by the screen (its random choices included). */
  | { type: 'START'; run: Run; at: number }
  | { type: 'ACT'; input: Input; at: number }
  /** Leave the exercise without a result. */
  | { type: 'STOP' };

/** The shortest time a run can be recorded with (the event wants more than 0 seconds). */
const MIN_SECONDS = 0.1;
const MAX_SECONDS = 3600;

export function exerciseMachine<Run, Input>(scorer: Scorer<Run, Input>) {
  return setup({
    types: {
      context: {} as ExerciseContext<Run>,
      events: {} as ExerciseEvent<Run, Input>,
      /** A run to start at once (the screen's Start button was the gesture), begun at `at`. */
      input: {} as { run?: Run; at?: number } | undefined,
    },
    actors: {
      // Replaced by the screen with the one that records the run.
      save: fromPromise<void, RunResult>(async () => {}),
    },
    guards: {
      hasRun: ({ context }) => context.run !== null,
      finishes: ({ context, event }) =>
        event.type === 'ACT' && context.run !== null && scorer.finished(scorer.step(context.run, event.input)),
    },
    actions: {
      begin: assign(({ event }) =>
        event.type === 'START' ? { run: event.run, startedAt: event.at, result: null } : {},
      ),
      act: assign(({ context, event }) =>
        event.type === 'ACT' && context.run !== null ? { run: scorer.step(context.run, event.input) } : {},
      ),
      finish: assign(({ context, event }) => {
        if (event.type !== 'ACT' || context.run === null) return {};
        const seconds = Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, (event.at - context.startedAt) / 1000));
        const { right, wrong, tempo, clean } = scorer.score(scorer.step(context.run, event.input));
        const played = { ...(tempo !== undefined ? { tempo } : {}), ...(clean !== undefined ? { clean } : {}) };
        return { result: { right, wrong, seconds: Math.round(seconds * 10) / 10, ...played } };
      }),
      clear: assign({ run: null, result: null }),
    },
  }).createMachine({
    id: 'exercise',
    context: ({ input }) => ({ run: input?.run ?? null, startedAt: input?.at ?? 0, result: null }),
    initial: 'idle',
    on: { STOP: { target: '.idle', actions: 'clear' } },
    states: {
      idle: {
        always: { guard: 'hasRun', target: 'running' },
        on: { START: { target: 'running', actions: 'begin' } },
      },
      running: {
        on: {
          START: { target: 'running', reenter: true, actions: 'begin' },
          ACT: [{ guard: 'finishes', target: 'done', actions: ['finish', 'act'] }, { actions: 'act' }],
        },
      },
      done: {
        on: { START: { target: 'running', actions: 'begin' } },
        initial: 'saving',
        states: {
          saving: {
            invoke: {
              src: 'save',
              input: ({ context }) => context.result!,
              onDone: 'saved',
              onError: 'notSaved',
            },
          },
          saved: {},
          notSaved: {},
        },
      },
    },
  });
}
