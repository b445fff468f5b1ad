import { describe, expect, it, vi } from 'vitest';
import { createPreferencesStore, defaultPreferences, type Preferences } from '../../state/preferences';
import { watchProgress } from './watch';

type Status = 'loading' | 'authenticated' | 'unauthenticated';

function fakeSession(initial: Status) {
  let status = initial;
  const listeners = new Set<(s: Status) => void>();
  return {
    getSnapshot: () => status,
    subscribe(listener: (s: Status) => void) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    set(next: Status) {
      status = next;
      for (const listener of listeners) listener(next);
    },
    listening: () => listeners.size,
  };
}

function setup(initial: Status, hadAccount = false) {
  const session = fakeSession(initial);
  const preferences = createPreferencesStore({ storage: null });
  const start = vi.fn(async (_previous?: Preferences) => undefined);
  watchProgress({ session, status: (s) => s, preferences, start, hadAccount: () => hadAccount });
  return { session, preferences, start };
}

describe('the first page’s progress watcher', () => {
  it('loads nothing for a visitor who only looks around', () => {
    const { session, start } = setup('loading');
    session.set('unauthenticated');
    expect(start).not.toHaveBeenCalled();
  });

  it('loads the store when someone signs in, once, and then stops listening', () => {
    const { session, start } = setup('loading');
    session.set('authenticated');
    session.set('authenticated');
    expect(start).toHaveBeenCalledOnce();
    expect(session.listening()).toBe(0);
  });

  it('loads the store at once for a page opened signed in', () => {
    expect(setup('authenticated').start).toHaveBeenCalledOnce();
  });

  it('loads the store to clean up when an account was shown here before and the page opens signed out', () => {
    const { session, start } = setup('loading', true);
    session.set('unauthenticated');
    expect(start).toHaveBeenCalledOnce();
  });

  it('loads the store on a preference change, passing the preferences from before it', () => {
    const { preferences, start } = setup('unauthenticated');
    preferences.send({ type: 'setHand', hand: 'LEFT' });
    expect(start).toHaveBeenCalledExactlyOnceWith(defaultPreferences);
  });
});
