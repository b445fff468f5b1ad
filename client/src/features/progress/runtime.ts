/**
 * The app's one progress store, wired to the browser: IndexedDB, the tRPC client, the
 * session actor and the preferences store. Loaded lazily (it carries zod through
 * events/): by the first screen that shows progress, or by `watchProgress` when someone
 * signs in or out, or changes a preference.
 */
import { loadApi } from '../../api/loadApi';
import { selectSession, selectSessionStatus, sessionActor, type SessionSnapshot } from '../../machines/actors';
import { preferencesStore, type Preferences } from '../../state';
import { setAccountMarker, hasAccountMarker } from './accountMarker';
import { openDeviceTabs } from './deviceTabs';
import { openLocalLog } from './localLog';
import { localIsoWithOffset } from '../../lib/localDay';
import { syncPreferences } from './preferencesSync';
import { createProgressStore, type PreferencesBridge, type ProgressStore } from './progressStore';
import { createRemote } from './remote';

let store: ProgressStore | null = null;

/** Who the session says is here: 'loading', 'unauthenticated', or one user. */
function sessionKey(snapshot: SessionSnapshot): string {
  const status = selectSessionStatus(snapshot);
  if (status !== 'authenticated') return status;
  const user = selectSession(snapshot)?.user;
  return `user:${user?.id ?? user?.email ?? ''}`;
}

/** Starts the store once and returns it; later calls return the same one. */
export function startProgress(options: { previousPreferences?: Preferences } = {}): ProgressStore {
  if (store) return store;
  let bridge: PreferencesBridge | null = null;
  const current = createProgressStore({
    openLog: () => openLocalLog(),
    remote: createRemote(async () => (await loadApi()).api),
    preferences: {
      changed: () => bridge?.changed() ?? {},
      apply: (changes) => bridge?.apply(changes),
      reset: () => bridge?.reset(),
    },
    newId: () => crypto.randomUUID(),
    now: () => localIsoWithOffset(new Date()),
    tabs: (onChange) => openDeviceTabs(onChange),
  });
  store = current;
  bridge = syncPreferences(
    preferencesStore,
    (changes) => void current.changePreferences(changes).catch(() => undefined), // shown through the store's error
    options.previousPreferences,
  ).bridge;

  let last: string | null = null;
  const follow = (snapshot: SessionSnapshot) => {
    const key = sessionKey(snapshot);
    if (key === last) return;
    const previous = last;
    last = key;
    if (key === 'loading') return;
    const wasAccount = previous?.startsWith('user:') ?? false;
    if (key === 'unauthenticated') {
      if (wasAccount || hasAccountMarker()) void current.signedOut().then(() => setAccountMarker(false));
      else void current.useDevice();
      return;
    }
    // Another user without a sign-out in between: the first one's data goes first.
    if (wasAccount) void current.signedOut();
    setAccountMarker(true);
    void current.useAccount();
  };
  let lastSession = selectSession(sessionActor.getSnapshot());
  sessionActor.subscribe((snapshot) => {
    const session = selectSession(snapshot);
    const fetchedAgain = session !== lastSession && sessionKey(snapshot) === last;
    lastSession = session;
    follow(snapshot);
    // The session is fetched again when the learner comes back to the tab (focus, visibility):
    // once it is confirmed, the account is read again too, as another device may have changed it.
    if (fetchedAgain && session !== null) void current.refresh();
  });
  follow(sessionActor.getSnapshot());
  return current;
}
