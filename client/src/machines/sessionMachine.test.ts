import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type Actor } from 'xstate';
import type { SessionEnvironmentEvent, TabMessage } from './sessionEnvironment';
import {
  selectSession,
  selectSessionEnd,
  selectSessionStatus,
  sessionMachine,
  type SessionInput,
} from './sessionMachine';
import type { Session } from './sessionRequests';

const ada: Session = { user: { id: 'u1', name: 'Ada', email: 'ada@example.com' }, expires: '2030-01-01T00:00:00.000Z' };
const adaRenamed: Session = { ...ada, user: { ...ada.user, name: 'Ada L.' } };

type Answer = Session | null | Error;

/**
 * A session machine with every side effect swapped: the server answers from `answers`
 * (the last one repeats), and the window and other tabs are driven by the test.
 */
function startSession(options: {
  answers: Answer[];
  updateAnswers?: Answer[];
  input?: SessionInput;
  clock?: SimulatedClock;
  /** Fetches wait for `release()` instead of answering at once. */
  held?: boolean;
}) {
  const fetches: { basePath: string }[] = [];
  const updates: { basePath: string; data: unknown }[] = [];
  const posted: TabMessage[] = [];
  const errors: unknown[] = [];
  const waiting: (() => void)[] = [];
  const channels: {
    window?: (event: SessionEnvironmentEvent) => void;
    tab?: (event: SessionEnvironmentEvent) => void;
  } = {};
  const answer = (list: Answer[], index: number) => {
    const value = list[Math.min(index, list.length - 1)] ?? null;
    if (value instanceof Error) throw value;
    return value;
  };

  const logic = sessionMachine.provide({
    actors: {
      fetchSession: fromPromise<Session | null, { basePath: string }>(async ({ input }) => {
        const index = fetches.push(input) - 1;
        if (options.held) await new Promise<void>((resolve) => waiting.push(resolve));
        return answer(options.answers, index);
      }),
      updateSession: fromPromise<Session | null, { basePath: string; data: unknown }>(async ({ input }) => {
        const index = updates.push(input) - 1;
        return answer(options.updateAnswers ?? [null], index);
      }),
      windowEvents: fromCallback(({ sendBack }) => {
        channels.window = sendBack;
      }),
      tabSync: fromCallback<{ type: 'TAB.POST'; message: TabMessage }, { channelName: string }>(
        ({ sendBack, receive }) => {
          channels.tab = sendBack;
          receive((event) => posted.push(event.message));
        },
      ),
    },
    actions: {
      logRequestError: (_, params) => void errors.push(params.error),
    },
  });
  const actor = createActor(logic, { input: options.input ?? {}, ...(options.clock ? { clock: options.clock } : {}) });
  running.push(actor);
  actor.start();
  return {
    actor,
    fetches,
    updates,
    posted,
    errors,
    status: () => selectSessionStatus(actor.getSnapshot()),
    ended: () => selectSessionEnd(actor.getSnapshot()),
    data: () => selectSession(actor.getSnapshot()),
    settled: () => waitFor(actor, (snapshot) => snapshot.matches({ sync: 'idle' })),
    fromWindow: (event: SessionEnvironmentEvent) => channels.window?.(event),
    fromOtherTab: (message: TabMessage) => channels.tab?.({ type: 'TAB.MESSAGE', message }),
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

const running: Actor<typeof sessionMachine>[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

describe('session machine: first fetch', () => {
  it('starts loading and fetches the session from /api/auth', () => {
    const session = startSession({ answers: [ada] });
    expect(session.status()).toBe('loading');
    expect(session.data()).toBeNull();
    expect(session.fetches).toEqual([{ basePath: '/api/auth' }]);
  });

  it('becomes authenticated with the session data when the server has a session', async () => {
    const session = startSession({ answers: [ada] });
    await session.settled();
    expect(session.status()).toBe('authenticated');
    expect(session.data()).toEqual(ada);
  });

  it('becomes unauthenticated when the server answers null', async () => {
    const session = startSession({ answers: [null] });
    await session.settled();
    expect(session.status()).toBe('unauthenticated');
    expect(session.data()).toBeNull();
  });

  it('logs a failed first fetch and treats the user as unauthenticated', async () => {
    const failure = new Error('offline');
    const session = startSession({ answers: [failure] });
    await session.settled();
    expect(session.status()).toBe('unauthenticated');
    expect(session.errors).toEqual([failure]);
  });

  it('uses the base path it is given', () => {
    const session = startSession({ answers: [null], input: { basePath: '/auth' } });
    expect(session.fetches).toEqual([{ basePath: '/auth' }]);
  });
});

describe('session machine: refetching', () => {
  it('refetches when the window becomes visible again and when it gains focus', async () => {
    const session = startSession({ answers: [ada] });
    await session.settled();
    session.fromWindow({ type: 'WINDOW.VISIBLE' });
    await session.settled();
    session.fromWindow({ type: 'WINDOW.FOCUSED' });
    await session.settled();
    expect(session.fetches).toHaveLength(3);
  });

  it('does not refetch on focus or visibility when that is turned off', async () => {
    const session = startSession({ answers: [ada], input: { refetchOnWindowFocus: false } });
    await session.settled();
    session.fromWindow({ type: 'WINDOW.VISIBLE' });
    session.fromWindow({ type: 'WINDOW.FOCUSED' });
    expect(session.fetches).toHaveLength(1);
  });

  it('refetches when another tab says the session changed, and follows the answer', async () => {
    const session = startSession({ answers: [ada, null] });
    await session.settled();
    session.fromOtherTab({ type: 'signout' });
    expect(session.fetches).toHaveLength(2);
    await session.settled();
    expect(session.status()).toBe('unauthenticated');
  });

  it('refetches on request and becomes authenticated after signing in elsewhere', async () => {
    const session = startSession({ answers: [null, ada] });
    await session.settled();
    session.actor.send({ type: 'SESSION.REFETCH' });
    await session.settled();
    expect(session.status()).toBe('authenticated');
    expect(session.data()).toEqual(ada);
  });

  it('makes one request however many triggers arrive while one is in flight', async () => {
    const session = startSession({ answers: [ada], held: true });
    session.release();
    await session.settled();
    session.fromWindow({ type: 'WINDOW.VISIBLE' });
    session.fromWindow({ type: 'WINDOW.FOCUSED' });
    session.fromOtherTab({ type: 'session-updated' });
    session.actor.send({ type: 'SESSION.REFETCH' });
    session.release();
    await session.settled();
    expect(session.fetches).toHaveLength(2);
  });

  it('keeps the last known session when a later refetch fails, and logs it', async () => {
    const failure = new Error('offline');
    const session = startSession({ answers: [ada, failure] });
    await session.settled();
    session.actor.send({ type: 'SESSION.REFETCH' });
    await session.settled();
    expect(session.status()).toBe('authenticated');
    expect(session.data()).toEqual(ada);
    expect(session.errors).toEqual([failure]);
  });
});

describe('session machine: polling', () => {
  it('does not poll unless an interval is given', async () => {
    const clock = new SimulatedClock();
    const session = startSession({ answers: [ada], clock });
    await session.settled();
    clock.increment(24 * 60 * 60 * 1000);
    expect(session.fetches).toHaveLength(1);
  });

  it('refetches every interval, timed from the last answer', async () => {
    const clock = new SimulatedClock();
    const session = startSession({ answers: [ada], clock, input: { pollIntervalSeconds: 60 } });
    await session.settled();
    clock.increment(59_999);
    expect(session.fetches).toHaveLength(1);
    clock.increment(1);
    expect(session.fetches).toHaveLength(2);
    await session.settled();
    clock.increment(30_000);
    session.actor.send({ type: 'SESSION.REFETCH' });
    await session.settled();
    // The manual refetch restarted the interval: 30 s later is not yet due.
    clock.increment(30_000);
    expect(session.fetches).toHaveLength(3);
    clock.increment(30_000);
    expect(session.fetches).toHaveLength(4);
  });
});

describe('session machine: sign-out and update', () => {
  it('signing out clears the session at once and tells the other tabs', async () => {
    const session = startSession({ answers: [ada] });
    await session.settled();
    session.actor.send({ type: 'SESSION.SIGNED_OUT' });
    expect(session.status()).toBe('unauthenticated');
    expect(session.data()).toBeNull();
    expect(session.posted).toEqual([{ type: 'signout' }]);
  });

  it('an update sends the data to the server, keeps the answer and tells the other tabs', async () => {
    const session = startSession({ answers: [ada], updateAnswers: [adaRenamed] });
    await session.settled();
    session.actor.send({ type: 'SESSION.UPDATE', data: { name: 'Ada L.' } });
    await session.settled();
    expect(session.updates).toEqual([{ basePath: '/api/auth', data: { name: 'Ada L.' } }]);
    expect(session.data()).toEqual(adaRenamed);
    expect(session.posted).toEqual([{ type: 'session-updated' }]);
  });

  it('an update is not sent while nobody is signed in', async () => {
    const session = startSession({ answers: [null] });
    await session.settled();
    session.actor.send({ type: 'SESSION.UPDATE', data: { name: 'x' } });
    expect(session.updates).toHaveLength(0);
  });

  it('a failed update keeps the session and is logged', async () => {
    const failure = new Error('500');
    const session = startSession({ answers: [ada], updateAnswers: [failure] });
    await session.settled();
    session.actor.send({ type: 'SESSION.UPDATE', data: { name: 'x' } });
    await session.settled();
    expect(session.data()).toEqual(ada);
    expect(session.errors).toEqual([failure]);
    expect(session.posted).toEqual([]);
  });
});

describe('session machine: how a session ends', () => {
  it('says nobody signed out before anyone signed in', async () => {
    const session = startSession({ answers: [null] });
    await session.settled();
    expect(session.ended()).toBeNull();
  });

  it('a sign-out in this tab ends the session as signed out', async () => {
    const session = startSession({ answers: [ada] });
    await session.settled();
    session.actor.send({ type: 'SESSION.SIGNED_OUT' });
    expect(session.ended()).toBe('signed-out');
  });

  it("another tab's sign-out signs this tab out at once, and it refetches to confirm", async () => {
    const session = startSession({ answers: [ada, null] });
    await session.settled();
    session.fromOtherTab({ type: 'signout' });
    expect(session.status()).toBe('unauthenticated');
    expect(session.data()).toBeNull();
    expect(session.ended()).toBe('signed-out');
    await session.settled();
    expect(session.fetches).toHaveLength(2);
    expect(session.ended()).toBe('signed-out');
  });

  it("another tab's sign-out during a fetch asks again, since that fetch may answer the old session", async () => {
    const session = startSession({ answers: [ada, ada, null], held: true });
    session.release();
    await session.settled();
    session.actor.send({ type: 'SESSION.REFETCH' });
    session.fromOtherTab({ type: 'signout' });
    expect(session.fetches).toHaveLength(3);
    session.release();
    await session.settled();
    expect(session.status()).toBe('unauthenticated');
    expect(session.ended()).toBe('signed-out');
  });

  it('a session the server no longer has on a refetch ends as deauthorised', async () => {
    const session = startSession({ answers: [ada, null] });
    await session.settled();
    session.fromWindow({ type: 'WINDOW.FOCUSED' });
    await session.settled();
    expect(session.status()).toBe('unauthenticated');
    expect(session.ended()).toBe('deauthorised');
  });

  it('when the API refuses the session it refetches at once, even over a fetch in flight', async () => {
    const session = startSession({ answers: [ada, ada, null], held: true });
    session.release();
    await session.settled();
    session.fromWindow({ type: 'WINDOW.FOCUSED' });
    session.actor.send({ type: 'SESSION.REFUSED' });
    expect(session.fetches).toHaveLength(3);
    session.release();
    await session.settled();
    expect(session.status()).toBe('unauthenticated');
    expect(session.ended()).toBe('deauthorised');
  });

  it('a refusal the refetch does not confirm keeps the user signed in', async () => {
    const session = startSession({ answers: [ada] });
    await session.settled();
    session.actor.send({ type: 'SESSION.REFUSED' });
    await session.settled();
    expect(session.fetches).toHaveLength(2);
    expect(session.status()).toBe('authenticated');
    expect(session.ended()).toBeNull();
  });

  it('ignores a refusal while nobody is signed in', async () => {
    const session = startSession({ answers: [null] });
    await session.settled();
    session.actor.send({ type: 'SESSION.REFUSED' });
    expect(session.fetches).toHaveLength(1);
  });

  it('signing in again clears how the last session ended', async () => {
    const session = startSession({ answers: [ada, null, ada] });
    await session.settled();
    session.actor.send({ type: 'SESSION.REFETCH' });
    await session.settled();
    expect(session.ended()).toBe('deauthorised');
    session.actor.send({ type: 'SESSION.REFETCH' });
    await session.settled();
    expect(session.status()).toBe('authenticated');
    expect(session.ended()).toBeNull();
  });

  it('an update the server answers with no session ends it as deauthorised', async () => {
    const session = startSession({ answers: [ada], updateAnswers: [null] });
    await session.settled();
    session.actor.send({ type: 'SESSION.UPDATE', data: {} });
    await session.settled();
    expect(session.status()).toBe('unauthenticated');
    expect(session.ended()).toBe('deauthorised');
  });

  it("a session this tab is signing out of ends as signed out, and the server's refusals meanwhile are expected", async () => {
    const session = startSession({ answers: [ada, null] });
    await session.settled();
    session.actor.send({ type: 'SESSION.SIGNING_OUT' });
    session.actor.send({ type: 'SESSION.REFUSED' });
    expect(session.fetches).toHaveLength(1);
    // A refetch for another reason, answered after the server deleted the session.
    session.fromWindow({ type: 'WINDOW.FOCUSED' });
    await session.settled();
    expect(session.ended()).toBe('signed-out');
    session.actor.send({ type: 'SESSION.SIGNED_OUT' });
    expect(session.ended()).toBe('signed-out');
  });

  it('after a failed sign-out, refusals are news again', async () => {
    const session = startSession({ answers: [ada, null] });
    await session.settled();
    session.actor.send({ type: 'SESSION.SIGNING_OUT' });
    session.actor.send({ type: 'SESSION.SIGN_OUT_FAILED' });
    session.actor.send({ type: 'SESSION.REFUSED' });
    await session.settled();
    expect(session.ended()).toBe('deauthorised');
  });
});
