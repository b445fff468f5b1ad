import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  waitFor,
  type AnyActorLogic,
  type AnyActorRef,
} from 'xstate';
import { parseTabMessage, windowEvents } from './sessionEnvironment';
import { sessionMachine } from './sessionMachine';
import type { Session } from './sessionRequests';

const running: AnyActorRef[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  vi.unstubAllGlobals();
});

/** A parent that records what its child callback actor sends back. */
function startParent(child: AnyActorLogic) {
  const received: unknown[] = [];
  const parent = createActor(
    createMachine({
      invoke: { id: 'child', src: child },
      on: { '*': { actions: ({ event }) => void received.push(event) } },
    }),
  ).start();
  running.push(parent);
  return { parent, received };
}

describe('tab messages', () => {
  it('accepts sign-out and session-updated messages and nothing else', () => {
    expect(parseTabMessage({ type: 'signout' })).toEqual({ type: 'signout' });
    expect(parseTabMessage({ type: 'session-updated', extra: 1 })).toEqual({ type: 'session-updated' });
    for (const data of [null, 'signout', { type: 'other' }, {}]) expect(parseTabMessage(data)).toBeNull();
  });
});

describe('window events', () => {
  it('do nothing where there is no window', () => {
    expect(() => startParent(windowEvents)).not.toThrow();
  });

  it('report focus, and visibility only when the page becomes visible', () => {
    const fakeWindow = new EventTarget();
    const fakeDocument = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    vi.stubGlobal('window', fakeWindow);
    vi.stubGlobal('document', fakeDocument);
    const { received, parent } = startParent(windowEvents);
    fakeDocument.dispatchEvent(new Event('visibilitychange'));
    fakeDocument.visibilityState = 'visible';
    fakeDocument.dispatchEvent(new Event('visibilitychange'));
    fakeWindow.dispatchEvent(new Event('focus'));
    expect(received).toEqual([{ type: 'WINDOW.VISIBLE' }, { type: 'WINDOW.FOCUSED' }]);
    parent.stop();
    fakeWindow.dispatchEvent(new Event('focus'));
    expect(received).toHaveLength(2);
  });
});

describe('other tabs', () => {
  it('a sign-out in one tab makes another tab refetch and see it signed out', async () => {
    const channelName = `test-session-${Math.random()}`;
    let serverSession: Session | null = { expires: '2030-01-01T00:00:00.000Z', user: { name: 'Ada' } };
    const tab = () => {
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            fetchSession: fromPromise<Session | null, { basePath: string }>(async () => serverSession),
            windowEvents: fromCallback(() => {}),
          },
        }),
        { input: { channelName } },
      ).start();
      running.push(actor);
      return actor;
    };
    const first = tab();
    const second = tab();
    await waitFor(second, (snapshot) => snapshot.matches({ status: 'authenticated', sync: 'idle' }));

    serverSession = null;
    first.send({ type: 'SESSION.SIGNED_OUT' });
    await waitFor(second, (snapshot) => snapshot.matches({ status: 'unauthenticated' }), { timeout: 2000 });
    expect(second.getSnapshot().context.data).toBeNull();
  });
});
