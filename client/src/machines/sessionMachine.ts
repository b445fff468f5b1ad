import { and, assertEvent, assign, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate';
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

/**
 * Why this tab's last session ended, for the screens to say so: `signed-out` when the user
 * signed out here or in another tab of this browser, `deauthorised` when the server stopped
 * accepting it (revoked, deleted with the account, expired). Null while signed in, and
 * before anyone was.
 */
export type SessionEnd = 'signed-out' | 'deauthorised';

export type SessionContext = Required<SessionInput> & {
  data: Session | null;
  ended: SessionEnd | null;
  /** This tab asked the server to end the session (sign-out, account deletion) and awaits the answer. */
  signingOut: boolean;
};

export type SessionEvent =
  | { type: 'SESSION.REFETCH' }
  /** Ask the server to update the session with `data` (Auth.js `update`). */
  | { type: 'SESSION.UPDATE'; data: unknown }
  /**
   * This tab is about to ask the server to end the session (sign-out, account deletion):
   * the server's refusals that follow are expected, not a deauthorisation.
   */
  | { type: 'SESSION.SIGNING_OUT' }
  /** The sign-out (or deletion) this tab asked for did not happen. */
  | { type: 'SESSION.SIGN_OUT_FAILED' }
  /** The user signed out in this tab (after the sign-out call succeeded). */
  | { type: 'SESSION.SIGNED_OUT' }
  /**
   * The server refused this session (a tRPC call answered UNAUTHORIZED, or the WebSocket
   * closed with 4401): refetch at once, and if it is gone the session ends as deauthorised.
   */
  | { type: 'SESSION.REFUSED' }
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
 * tells the other tabs. Tabs of one browser share the cookie, so a tab told of a sign-out
 * is signed out at once too, and refetches to confirm. An update is only sent while
 * authenticated, and its result is broadcast the same way.
 *
 * `ended` says why the last session ended: a sign-out (here or in another tab), or
 * `deauthorised` when a refetch or update found that the server no longer has it, unless
 * this tab said it was signing out (`SESSION.SIGNING_OUT`) and so caused it.
 * `SESSION.REFUSED` (the API refused the session) refetches at once, even over a request
 * already in flight, which may have started before the session was revoked.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: { fetchSession, updateSession, windowEvents, tabSync },
  actions: {
    setSession: assign((_, params: { session: Session | null }) => ({ data: params.session, ended: null })),
    clearSession: assign({ data: null }),
    markEnded: assign((_, params: { why: SessionEnd }) => ({ ended: params.why })),
    markLost: assign(({ context }) => ({
      ended: context.signingOut ? ('signed-out' as const) : ('deauthorised' as const),
    })),
    setSigningOut: assign((_, params: { value: boolean }) => ({ signingOut: params.value })),
    logRequestError: (_, params: { error: unknown }) => {
      console.warn('[session] the session request failed', params.error);
    },
    broadcastSignOut: sendTo('tabSync', { type: 'TAB.POST', message: { type: 'signout' } } as const),
    broadcastSessionUpdated: sendTo('tabSync', { type: 'TAB.POST', message: { type: 'session-updated' } } as const),
  },
  guards: {
    hasSession: (_, params: { session: Session | null }) => params.session !== null,
    isSignOutMessage: ({ event }) => event.type === 'TAB.MESSAGE' && event.message.type === 'signout',
    isPolling: ({ context }) => context.pollIntervalSeconds > 0,
    refetchesOnFocus: ({ context }) => context.refetchOnWindowFocus,
    isFirstLoad: stateIn({ status: 'loading' }),
    isAuthenticated: stateIn({ status: 'authenticated' }),
    isRefusalNews: and([stateIn({ status: 'authenticated' }), ({ context }) => !context.signingOut]),
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
    ended: null,
    signingOut: false,
  }),
  invoke: [
    { id: 'windowEvents', src: 'windowEvents' },
    { id: 'tabSync', src: 'tabSync', input: ({ context }) => ({ channelName: context.channelName }) },
  ],
  on: {
    'SESSION.SIGNED_OUT': {
      target: ['.status.unauthenticated', '.sync.idle'],
      actions: [
        'clearSession',
        { type: 'markEnded', params: { why: 'signed-out' } },
        { type: 'setSigningOut', params: { value: false } },
        'broadcastSignOut',
      ],
    },
    'SESSION.SIGNING_OUT': { guard: 'isAuthenticated', actions: { type: 'setSigningOut', params: { value: true } } },
    'SESSION.SIGN_OUT_FAILED': { actions: { type: 'setSigningOut', params: { value: false } } },
  },
  states: {
    status: {
      initial: 'loading',
      states: {
        loading: {},
        authenticated: {
          on: {
            // The other tab's sign-out deleted the cookie this tab sends too; the sync
            // region refetches to confirm.
            'TAB.MESSAGE': {
              guard: 'isSignOutMessage',
              target: 'unauthenticated',
              actions: ['clearSession', { type: 'markEnded', params: { why: 'signed-out' } }],
            },
          },
        },
        unauthenticated: {},
      },
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
            'SESSION.REFUSED': { guard: 'isRefusalNews', target: 'fetching' },
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
              {
                guard: 'isAuthenticated',
                target: ['#session.status.unauthenticated', 'idle'],
                actions: ['clearSession', 'markLost'],
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
            // A fetch that started before a sign-out or a revocation may still answer
            // the old session: ask again.
            'SESSION.REFUSED': { guard: 'isRefusalNews', target: 'fetching', reenter: true },
            'TAB.MESSAGE': { guard: 'isSignOutMessage', target: 'fetching', reenter: true },
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
                guard: 'isAuthenticated',
                target: ['#session.status.unauthenticated', 'idle'],
                actions: ['clearSession', 'markLost', 'broadcastSessionUpdated'],
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

export function selectSessionEnd(snapshot: SessionSnapshot): SessionEnd | null {
  return snapshot.context.ended;
}
