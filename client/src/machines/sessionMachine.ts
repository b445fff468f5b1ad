import { assertEvent, assign, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate';
import { SESSION_CHANNEL, tabSync, windowEvents, type SessionEnvironmentEvent } from './sessionEnvironment';
import { DEFAULT_AUTH_BASE_PATH, fetchSession, updateSession, type Session } from './sessionRequests';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type SessionInput = {
  /** Auth.js base path; '/api/auth' unless told otherwise. */
  basePath?: string;
  /** Refetch this often, in seconds; 0 (the default) turns polling off. */
  pollIntervalSeconds?: number;
  /** Refetch when the window regains focus or becomes visible; on by default. */
  refetchOnWindowFocus?: boolean;
  /** BroadcastChannel name; tests use their own to stay apart. */
  channelName?: string;
};

export type SessionContext = Required<SessionInput> & { data: Session | null };

export type SessionEvent =
  | { type: 'SESSION.REFETCH' }
  /** Ask the server to update the session with `data` (Auth.js `update`). */
  | { type: 'SESSION.UPDATE'; data: unknown }
  /** The user signed out in this tab (after the sign-out call succeeded). */
  | { type: 'SESSION.SIGNED_OUT' }
  | SessionEnvironmentEvent;

/**
 * The signed-in session (spec sections 3, 4, 7 and 9). Two parallel regions:
 * - `status`: loading, then authenticated or unauthenticated after the first fetch;
 * - `sync`: idle, or a request in flight (fetching, updating).
 *
 * The session is refetched on window focus and visibility (unless turned off), on a
 * message from another tab, on `SESSION.REFETCH` and every `pollIntervalSeconds` (timed
 * from the last answer). Requests already in flight absorb further refetch triggers.
 *
 * A failed fetch is logged. The first one leaves the user unauthenticated (the app must
 * not wait forever); a later one keeps the last known session, so a network blip does
 * not sign anyone out on screen. `SESSION.SIGNED_OUT` clears the session at once and
 * tells the other tabs, which refetch. An update is only sent while authenticated, and
 * its result is broadcast the same way.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: { fetchSession, updateSession, windowEvents, tabSync },
  actions: {
    setSession: assign((_, params: { session: Session | null }) => ({ data: params.session })),
    clearSession: assign({ data: null }),
    logRequestError: (_, params: { error: unknown }) => {
      console.warn('[session] the session request failed', params.error);
    },
    broadcastSignOut: sendTo('tabSync', { type: 'TAB.POST', message: { type: 'signout' } } as const),
    broadcastSessionUpdated: sendTo('tabSync', { type: 'TAB.POST', message: { type: 'session-updated' } } as const),
  },
  guards: {
    hasSession: (_, params: { session: Session | null }) => params.session !== null,
    isPolling: ({ context }) => context.pollIntervalSeconds > 0,
    refetchesOnFocus: ({ context }) => context.refetchOnWindowFocus,
    isFirstLoad: stateIn({ status: 'loading' }),
    isAuthenticated: stateIn({ status: 'authenticated' }),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalSeconds * 1000,
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({
    basePath: input.basePath ?? DEFAULT_AUTH_BASE_PATH,
    pollIntervalSeconds: Math.max(0, input.pollIntervalSeconds ?? 0),
    refetchOnWindowFocus: input.refetchOnWindowFocus ?? true,
    channelName: input.channelName ?? SESSION_CHANNEL,
    data: null,
  }),
  invoke: [
    { id: 'windowEvents', src: 'windowEvents' },
    { id: 'tabSync', src: 'tabSync', input: ({ context }) => ({ channelName: context.channelName }) },
  ],
  on: {
    'SESSION.SIGNED_OUT': {
      target: ['.status.unauthenticated', '.sync.idle'],
      actions: ['clearSession', 'broadcastSignOut'],
    },
  },
  states: {
    status: {
      initial: 'loading',
      states: { loading: {}, authenticated: {}, unauthenticated: {} },
    },
    sync: {
      initial: 'fetching',
      states: {
        idle: {
          after: { pollInterval: { guard: 'isPolling', target: 'fetching' } },
          on: {
            'SESSION.REFETCH': 'fetching',
            'WINDOW.VISIBLE': { guard: 'refetchesOnFocus', target: 'fetching' },
            'WINDOW.FOCUSED': { guard: 'refetchesOnFocus', target: 'fetching' },
            'TAB.MESSAGE': 'fetching',
            'SESSION.UPDATE': { guard: 'isAuthenticated', target: 'updating' },
          },
        },
        fetching: {
          invoke: {
            src: 'fetchSession',
            input: ({ context }) => ({ basePath: context.basePath }),
            onDone: [
              {
                guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
                target: ['#session.status.authenticated', 'idle'],
                actions: { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
              },
              { target: ['#session.status.unauthenticated', 'idle'], actions: 'clearSession' },
            ],
            onError: [
              {
                guard: 'isFirstLoad',
                target: ['#session.status.unauthenticated', 'idle'],
                actions: { type: 'logRequestError', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'idle', actions: { type: 'logRequestError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
          on: {
            // The update's answer is newer than the fetch's, so the fetch is dropped.
            'SESSION.UPDATE': { guard: 'isAuthenticated', target: 'updating' },
          },
        },
        updating: {
          invoke: {
            src: 'updateSession',
            input: ({ context, event }) => {
              assertEvent(event, 'SESSION.UPDATE');
              return { basePath: context.basePath, data: event.data };
            },
            onDone: [
              {
                guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
                target: ['#session.status.authenticated', 'idle'],
                actions: [
                  { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
                  'broadcastSessionUpdated',
                ],
              },
              {
                target: ['#session.status.unauthenticated', 'idle'],
                actions: ['clearSession', 'broadcastSessionUpdated'],
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'logRequestError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export function selectSessionStatus(snapshot: SessionSnapshot): SessionStatus {
  return snapshot.value.status;
}

export function selectSession(snapshot: SessionSnapshot): Session | null {
  return snapshot.context.data;
}
