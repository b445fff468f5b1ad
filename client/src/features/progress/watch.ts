/**
 * The first page's only piece of progress: it loads the progress store (and with it
 * zod and the tRPC client) when there is something to do before any progress screen is
 * open: someone signed in (their device's events go up now), an account signed out here
 * before (the device is cleaned), or a preference changed (it is recorded).
 */
import type { Preferences } from '../../state/preferences';
import { hasAccountMarker } from './accountMarker';

interface Subscribable<T> {
  getSnapshot(): T;
  subscribe(listener: (snapshot: T) => void): { unsubscribe(): void };
}

export interface WatchTargets<S> {
  session: Subscribable<S>;
  status: (snapshot: S) => 'loading' | 'authenticated' | 'unauthenticated';
  preferences: Subscribable<{ context: Preferences }>;
  start: (previousPreferences?: Preferences) => Promise<unknown>;
  hadAccount?: () => boolean;
}

export function watchProgress<S>({
  session,
  status,
  preferences,
  start,
  hadAccount = hasAccountMarker,
}: WatchTargets<S>): () => void {
  const before = preferences.getSnapshot().context;
  let started = false;
  const stop = () => {
    sessionWatch.unsubscribe();
    preferencesWatch.unsubscribe();
  };
  const go = (previousPreferences?: Preferences) => {
    if (started) return;
    started = true;
    stop();
    start(previousPreferences).catch((error: unknown) => {
      console.warn('[progress] could not load the progress code', error);
    });
  };
  const needed = (snapshot: S) => {
    const now = status(snapshot);
    return now === 'authenticated' || (now === 'unauthenticated' && hadAccount());
  };
  // Always from the preferences as the page opened: a change made while the code loads is recorded too.
  const sessionWatch = session.subscribe((snapshot) => {
    if (needed(snapshot)) go(before);
  });
  const preferencesWatch = preferences.subscribe(() => go(before));
  if (needed(session.getSnapshot())) go(before);
  return stop;
}
