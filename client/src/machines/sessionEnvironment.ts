import { fromCallback } from 'xstate';

/** The BroadcastChannel tabs use to tell each other the session changed. */
export const SESSION_CHANNEL = 'fretboard-session';

/** What one tab tells the others; every message makes the receivers refetch. */
export type TabMessage = { type: 'signout' } | { type: 'session-updated' };

export type SessionEnvironmentEvent =
  { type: 'WINDOW.VISIBLE' } | { type: 'WINDOW.FOCUSED' } | { type: 'TAB.MESSAGE'; message: TabMessage };

export function parseTabMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  return data.type === 'signout' || data.type === 'session-updated' ? { type: data.type } : null;
}

/**
 * Reports the window becoming visible again and gaining focus. Does nothing where there
 * is no window (server rendering, unit tests).
 */
export const windowEvents = fromCallback<{ type: never }, void>(({ sendBack }) => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') sendBack({ type: 'WINDOW.VISIBLE' });
  };
  const onFocus = () => sendBack({ type: 'WINDOW.FOCUSED' });
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('focus', onFocus);
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('focus', onFocus);
  };
});

/**
 * Talks to the other tabs: a received `TAB.POST` is broadcast, and a valid message from
 * another tab is sent back as `TAB.MESSAGE`. Does nothing without BroadcastChannel.
 */
export const tabSync = fromCallback<{ type: 'TAB.POST'; message: TabMessage }, { channelName: string }>(
  ({ input, sendBack, receive }) => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(input.channelName);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = parseTabMessage(event.data);
      if (message) sendBack({ type: 'TAB.MESSAGE', message });
    };
    receive((event) => channel.postMessage(event.message));
    return () => channel.close();
  },
);
