/**
 * The progress store's states: `waiting` for the session, then `device` (signed out),
 * `clearing` (an account signed out: the device is cleaned, then it is `device`) or
 * `account` (signed in: the device's events go up, then the account is shown). Each switch
 * re-enters its state, so an answer for the previous user is dropped with the actor that
 * awaited it (no counters). Loading, uploading, clearing, reading again and each write are
 * actors (progressActors.ts), swapped in tests through `ProgressDeps`.
 *
 * Changes are shown at once: a write is `pending` (folded over `base` in the view) until
 * its actor says it is stored, then folded into `base`, or dropped with its sentence.
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { DecidedEvent } from '#events/progressDecide';
import { foldProgress, initialProgress, type EvolvableEvent, type ProgressState } from '#events/progressState';
import { clearDevice, loadAccount, loadDevice, readDevice, readAccount, writeChange } from './progressActors';
import { foldRecords, MESSAGES, type ProgressDeps } from './progressDeps';

/** A change shown before it is stored. */
export interface PendingWrite {
  id: string;
  events: DecidedEvent[];
  evolvable: EvolvableEvent[];
}

export interface ProgressContext {
  deps: ProgressDeps;
  /** Tells the other tabs the device's log changed (when there is a BroadcastChannel). */
  announce: () => void;
  base: ProgressState;
  practiceCount: number;
  pending: PendingWrite[];
  error: string | null;
  /** The account could not be loaded: shown, and every change refused with it. */
  loadFailed: string | null;
  /** Another tab changed the device's log while this one had a change under way: read it again after. */
  behind: boolean;
}

export type ProgressMachineEvent =
  | { type: 'USE_DEVICE' }
  | { type: 'USE_ACCOUNT' }
  | { type: 'SIGNED_OUT' }
  | { type: 'WRITE'; write: PendingWrite; settle: (failure: string | null) => void }
  | { type: 'WRITTEN'; id: string; failure: string | null }
  | { type: 'DEVICE_CHANGED' }
  | { type: 'REFRESH' }
  | { type: 'DISMISS_ERROR' };

const fresh = {
  base: initialProgress(),
  practiceCount: 0,
  pending: [] as PendingWrite[],
  error: null,
  loadFailed: null,
  behind: false,
};

const noPending = ({ context }: { context: ProgressContext }) => context.pending.length === 0;

export const progressMachine = setup({
  types: {
    context: {} as ProgressContext,
    events: {} as ProgressMachineEvent,
    input: {} as { deps: ProgressDeps; announce: () => void },
  },
  actors: { loadDevice, clearDevice, loadAccount, readDevice, readAccount, writeChange },
  actions: {
    /** A new user (or none): what was shown goes, and writes under way no longer touch the view. */
    reset: enqueueActions(({ context, enqueue }) => {
      for (const write of context.pending) enqueue.stopChild(write.id);
      enqueue.assign(fresh);
    }),
    write: enqueueActions(({ context, event, enqueue }, where: 'device' | 'account') => {
      if (event.type !== 'WRITE') return;
      enqueue.assign({ pending: [...context.pending, event.write] });
      enqueue.spawnChild('writeChange', {
        id: event.write.id,
        input: {
          deps: context.deps,
          announce: context.announce,
          where,
          write: event.write,
          settle: event.settle,
        },
      });
    }),
    written: assign(({ context, event }) => {
      if (event.type !== 'WRITTEN') return {};
      const write = context.pending.find((p) => p.id === event.id);
      const pending = context.pending.filter((p) => p.id !== event.id);
      if (!write) return { pending };
      if (event.failure) return { pending, error: event.failure };
      let { practiceCount } = context;
      if (write.events.some((e) => e.type === 'PracticeLogged')) practiceCount += 1;
      if (write.events.some((e) => e.type === 'PracticeRemoved')) practiceCount -= 1;
      // A memory-only notice has been seen once the learner carries on; later errors are new.
      return { pending, practiceCount, base: foldProgress(write.evolvable, context.base), error: null };
    }),
    applyPreferences: ({ context }) => context.deps.preferences.apply(context.base.preferences),
    dismissError: assign(({ context }) =>
      context.error === null || context.error === context.loadFailed ? {} : { error: null },
    ),
    markBehind: assign({ behind: true }),
  },
  guards: { noPending, behindAndSettled: ({ context }) => context.behind && context.pending.length === 0 },
}).createMachine({
  id: 'progress',
  context: ({ input }) => ({ ...fresh, deps: input.deps, announce: input.announce }),
  initial: 'waiting',
  on: {
    USE_DEVICE: { target: '.device', reenter: true, actions: 'reset' },
    USE_ACCOUNT: { target: '.account', reenter: true, actions: 'reset' },
    SIGNED_OUT: { target: '.clearing', reenter: true, actions: 'reset' },
    DISMISS_ERROR: { actions: 'dismissError' },
    // Another tab's news while loading: read again once loaded (the load may have missed it).
    DEVICE_CHANGED: { actions: 'markBehind' },
  },
  states: {
    waiting: { on: { DEVICE_CHANGED: {} } },
    clearing: {
      invoke: {
        src: 'clearDevice',
        input: ({ context }) => ({ deps: context.deps }),
        onDone: {
          target: 'device.ready',
          actions: assign(({ event }) => ({
            base: initialProgress(),
            practiceCount: 0,
            error: event.output.persistent ? null : MESSAGES.memoryOnly,
          })),
        },
      },
    },
    device: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadDevice',
            input: ({ context }) => ({ deps: context.deps }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => {
                const base = foldRecords(event.output.records);
                return {
                  base,
                  practiceCount: base.practice.entries.length,
                  error: event.output.persistent ? null : MESSAGES.memoryOnly,
                };
              }),
            },
          },
        },
        ready: {
          initial: 'idle',
          always: { guard: 'behindAndSettled', target: '.reading', actions: assign({ behind: false }) },
          on: {
            WRITE: { actions: { type: 'write', params: 'device' } },
            WRITTEN: { actions: 'written' },
            DEVICE_CHANGED: [{ guard: 'noPending', target: '.reading', reenter: true }, { actions: 'markBehind' }],
          },
          states: {
            idle: {},
            /** Another tab stored events: the log as it now is, unless a change of this tab is under way. */
            reading: {
              on: {
                // A change of this tab finished while reading: the read may miss it, so read again.
                WRITTEN: { target: 'idle', actions: ['written', 'markBehind'] },
              },
              invoke: {
                src: 'readDevice',
                input: ({ context }) => ({ deps: context.deps }),
                onDone: [
                  { guard: ({ context }) => context.pending.length > 0, target: 'idle', actions: 'markBehind' },
                  {
                    target: 'idle',
                    actions: [
                      assign(({ event }) => {
                        const base = foldRecords(event.output);
                        return { base, practiceCount: base.practice.entries.length };
                      }),
                      // Preferences changed in another tab apply here too, without being recorded again.
                      'applyPreferences',
                    ],
                  },
                ],
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
    account: {
      initial: 'loading',
      on: { DEVICE_CHANGED: {} },
      states: {
        loading: {
          invoke: {
            src: 'loadAccount',
            input: ({ context }) => ({ deps: context.deps }),
            onDone: {
              target: 'ready',
              actions: [
                assign(({ event }) => {
                  const { account, uploaded } = event.output;
                  const { practiceCount, ...base } = account;
                  return { base, practiceCount, error: uploaded ? null : MESSAGES.uploadFailed };
                }),
                'applyPreferences',
              ],
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => {
                const message = event.error instanceof Error ? event.error.message : MESSAGES.accountLoad;
                return { loadFailed: message, error: message };
              }),
            },
          },
        },
        failed: {},
        ready: {
          initial: 'idle',
          on: {
            WRITE: { actions: { type: 'write', params: 'account' } },
            WRITTEN: { actions: 'written' },
          },
          states: {
            idle: { on: { REFRESH: 'refreshing' } },
            /** Reads the account again (another device may have changed it), never over a change of this tab. */
            refreshing: {
              on: {
                WRITE: { target: 'idle', actions: { type: 'write', params: 'account' } },
                WRITTEN: { target: 'idle', actions: 'written' },
              },
              invoke: {
                src: 'readAccount',
                input: ({ context }) => ({ deps: context.deps }),
                onDone: [
                  { guard: ({ context }) => context.pending.length > 0, target: 'idle' },
                  {
                    target: 'idle',
                    actions: [
                      assign(({ event }) => {
                        const { practiceCount, ...base } = event.output;
                        return { base, practiceCount };
                      }),
                      'applyPreferences',
                    ],
                  },
                ],
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});
