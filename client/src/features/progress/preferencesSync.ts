/**
 * The savable preferences (client/src/state/preferences.ts) and the progress store:
 * each change the learner makes becomes a PreferencesChanged (on the device or in the
 * account), and the account's preferences are applied without being recorded again.
 */
import type { PreferenceChanges } from '#events/progressEvents';
import { defaultPreferences, type Preferences } from '../../state/preferences';
import type { PreferencesBridge } from './progressStore';

interface PreferencesStoreLike {
  getSnapshot(): { context: Preferences };
  subscribe(listener: (snapshot: { context: Preferences }) => void): { unsubscribe(): void };
  send(event: { type: 'applyPreferences'; preferences: Record<string, unknown> }): void;
}

const NAMES = Object.keys(defaultPreferences) as (keyof Preferences)[];

/** The fields of `next` that differ from `previous`. */
export function preferenceDiff(previous: Preferences, next: Preferences): PreferenceChanges {
  const changes: Record<string, unknown> = {};
  for (const name of NAMES) if (previous[name] !== next[name]) changes[name] = next[name];
  return changes as PreferenceChanges;
}

/**
 * Follows `store`: `onChange` gets what the learner changed since `previous` (the
 * snapshot before the first change, when the watcher saw it before this loaded).
 */
export function syncPreferences(
  store: PreferencesStoreLike,
  onChange: (changes: PreferenceChanges) => void,
  previous: Preferences = store.getSnapshot().context,
): { bridge: PreferencesBridge; stop(): void } {
  let last = previous;
  let applying = false;
  const notice = (next: Preferences) => {
    const changes = preferenceDiff(last, next);
    last = next;
    if (!applying && Object.keys(changes).length > 0) onChange(changes);
  };
  const subscription = store.subscribe((snapshot) => notice(snapshot.context));
  // A change made before this loaded (the one that loaded it) is recorded now.
  notice(store.getSnapshot().context);

  const applyQuietly = (preferences: Record<string, unknown>) => {
    applying = true;
    try {
      store.send({ type: 'applyPreferences', preferences });
    } finally {
      applying = false;
      last = store.getSnapshot().context;
    }
  };
  return {
    bridge: {
      changed: () => preferenceDiff(defaultPreferences, store.getSnapshot().context),
      apply: (changes) => applyQuietly(changes),
      reset: () => applyQuietly({ ...defaultPreferences }),
    },
    stop: () => subscription.unsubscribe(),
  };
}
