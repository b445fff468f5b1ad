/**
 * One Minute Changes' flow: ready → running (count-in, then the minute) → done. Every event
 * carries its time and `changesPhase` decides where the run is, so the machine holds no
 * timer of its own: the screen sends TICK from its clock, tests send times. The finished
 * run goes to the `recordChanges` action, provided by the screen.
 */
import { assign, setup } from 'xstate';
import { changesPhase, countsAt, RUN_MS } from './changesTimer';

export type ChordPair = readonly [string, string];

export interface ChangesContext {
  /** The pair of the run under way (or last run). */
  chords: ChordPair;
  startedAt: number;
  changes: number;
  now: number;
}

export type ChangesEvent =
  | { type: 'START'; at: number; chords: ChordPair }
  | { type: 'CHANGE'; at: number }
  | { type: 'TICK'; at: number }
  | { type: 'RESET' };

const isOver = (context: ChangesContext, at: number) => changesPhase(context.startedAt, at).phase === 'done';

export const changesMachine = setup({
  types: { context: {} as ChangesContext, events: {} as ChangesEvent },
  actions: {
    /** Records the score; the screen provides it. */
    recordChanges: (_, _params: { chords: ChordPair; changes: number; seconds: number }) => {},
  },
  guards: {
    over: ({ context, event }) => 'at' in event && isOver(context, event.at),
    counts: ({ context, event }) => event.type === 'CHANGE' && countsAt(context.startedAt, event.at),
  },
}).createMachine({
  id: 'oneMinuteChanges',
  initial: 'ready',
  context: { chords: ['', ''], startedAt: 0, changes: 0, now: 0 },
  states: {
    ready: {
      on: {
        START: {
          target: 'running',
          actions: assign(({ event }) => ({ chords: event.chords, startedAt: event.at, now: event.at, changes: 0 })),
        },
      },
    },
    running: {
      on: {
        TICK: [{ guard: 'over', target: 'done' }, { actions: assign({ now: ({ event }) => event.at }) }],
        CHANGE: [
          { guard: 'over', target: 'done' },
          {
            guard: 'counts',
            actions: assign({ changes: ({ context }) => context.changes + 1, now: ({ event }) => event.at }),
          },
        ],
        RESET: 'ready',
      },
    },
    done: {
      entry: {
        type: 'recordChanges',
        params: ({ context }) => ({ chords: context.chords, changes: context.changes, seconds: RUN_MS / 1000 }),
      },
      on: {
        RESET: 'ready',
        START: {
          target: 'running',
          actions: assign(({ event }) => ({ chords: event.chords, startedAt: event.at, now: event.at, changes: 0 })),
        },
      },
    },
  },
});
