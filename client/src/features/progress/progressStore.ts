/**
 * What a learner keeps (favourites, learned items, the practice log, preferences) in one
 * store, on the device while signed out and in the account while signed in. Every
 * change is decided by the pure `decide*` functions in events/ against the state shown,
 * shown at once (pending), then written: to the device's log, or to the server. A
 * failed write is taken back with a sentence saying so.
 *
 * Signing in uploads the device's events (idempotent by id, in chunks), drops them from
 * the device once stored, and loads the account's state; the account's preferences win
 * for the fields it has. Signing out drops the account's data from memory and leaves the
 * device clean. Signed out, a change stored by another tab is read from the shared log
 * when that tab says so. The states and their actors are progressMachine.ts; this file is
 * the store's face for the hooks (`getSnapshot`, `subscribe`, the changes). I/O comes in
 * (`ProgressDeps`), so the tests drive all of it.
 */
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { parseProgressEvent } from '#events/parseProgressEvent';
import {
  decideChangePreferences,
  decideCompleteDailyPractice,
  decideLogPractice,
  decideRecordRun,
  decideRemovePractice,
  decideSetFavourite,
  decideSetLearned,
  type DecideContext,
  type DecidedEvent,
} from '#events/progressDecide';
import type { PreferenceChanges, ProgressEventData, ProgressItem } from '#events/progressEvents';
import { foldProgress, type PracticeEntry, type ProgressState, type ScoredRunType } from '#events/progressState';
import type { LocalLog } from './localLog';
import { progressMachine } from './progressMachine';
import { MESSAGES, toEvolvable, type PracticeLog, type ProgressDeps, type ProgressView } from './progressDeps';

export {
  foldRecords,
  MESSAGES,
  serverMessage,
  UPLOAD_CHUNK,
  type AccountState,
  type PracticeLog,
  type PreferencesBridge,
  type ProgressDeps,
  type ProgressRemote,
  type ProgressView,
  type ProgressWhere,
} from './progressDeps';

type Snapshot = SnapshotFrom<typeof progressMachine>;

/** Loading, clearing or uploading: a change asked for now waits until it is done. */
const switching = (s: Snapshot) =>
  s.matches('waiting') ||
  s.matches('clearing') ||
  s.matches({ device: 'loading' }) ||
  s.matches({ account: 'loading' });

const isReady = (s: Snapshot) => s.matches({ device: 'ready' }) || s.matches({ account: 'ready' });

function viewOf(s: Snapshot): ProgressView {
  const { base, pending, practiceCount, error } = s.context;
  const state =
    pending.length === 0
      ? base
      : foldProgress(
          pending.flatMap((p) => p.evolvable),
          base,
        );
  return {
    state,
    where: s.matches('account') ? 'account' : 'device',
    ready: isReady(s),
    error,
    practiceCount: practiceCount + (state.practice.entries.length - base.practice.entries.length),
  };
}

let writeIds = 0;

export function createProgressStore(given: ProgressDeps) {
  let log: Promise<LocalLog> | null = null;
  const deps: ProgressDeps = { ...given, openLog: () => (log ??= given.openLog()) };
  const actor = createActor(progressMachine, { input: { deps, announce: () => tabs?.announce() } });
  // Told after the actor exists; the actor only announces on a write, long after this line.
  const tabs = deps.tabs?.(() => actor.send({ type: 'DEVICE_CHANGED' }));

  const listeners = new Set<() => void>();
  let shown: { context: unknown; value: unknown } | null = null;
  let view = viewOf(actor.getSnapshot());
  actor.subscribe((snapshot) => {
    if (shown && shown.context === snapshot.context && shown.value === snapshot.value) return;
    shown = { context: snapshot.context, value: snapshot.value };
    view = viewOf(snapshot);
    for (const listener of listeners) listener();
  });
  actor.start();

  /** Resolves once the store shows a known user (signed out or in) with its data loaded, or failed to load. */
  const settled = async (): Promise<void> => void (await waitFor(actor, (s) => !switching(s), { timeout: Infinity }));

  const context = (): DecideContext => ({ eventId: deps.newId(), now: deps.now() });

  /** Decides against the state shown, shows the result at once, writes it, and takes it back if the write fails. */
  function perform(decide: (state: ProgressState, context: DecideContext) => DecidedEvent[]): Promise<void> {
    return switching(actor.getSnapshot()) ? settled().then(() => write(decide)) : write(decide);
  }

  async function write(decide: (state: ProgressState, context: DecideContext) => DecidedEvent[]): Promise<void> {
    const { loadFailed } = actor.getSnapshot().context;
    if (loadFailed) throw new Error(loadFailed);
    const events = decide(view.state, context());
    if (events.length === 0) return;
    // Checked as the server will check them, so nothing invalid sits on the device blocking an upload.
    for (const event of events) {
      const parsed = parseProgressEvent(event);
      if (!parsed.ok) {
        console.warn('[progress] refused an invalid change:', parsed.error);
        throw new Error(MESSAGES.invalid);
      }
    }
    const pending = { id: `write-${++writeIds}`, events, evolvable: events.map(toEvolvable) };
    await new Promise<void>((resolve, reject) =>
      actor.send({
        type: 'WRITE',
        write: pending,
        settle: (failure) => (failure ? reject(new Error(failure)) : resolve()),
      }),
    );
  }

  const begin = (type: 'USE_DEVICE' | 'USE_ACCOUNT' | 'SIGNED_OUT') => {
    actor.send({ type });
    return settled();
  };

  return {
    getSnapshot: (): ProgressView => view,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Nobody is signed in: the device's own events. */
    useDevice: () => begin('USE_DEVICE'),
    /** Someone signed in: merge the device's events into the account, then show the account. */
    useAccount: () => begin('USE_ACCOUNT'),
    /** The account signed out: forget its data here and leave the device clean. */
    signedOut: () => begin('SIGNED_OUT'),
    /** Resolves when the current switch has finished (tests and the runtime's start). */
    settled,

    setFavourite: (item: ProgressItem, favourite: boolean) =>
      perform((state, ctx) => decideSetFavourite(state, item, favourite, ctx)),
    setLearned: (item: ProgressItem, learned: boolean) =>
      perform((state, ctx) => decideSetLearned(state, item, learned, ctx)),
    logPractice: (entry: PracticeLog) => perform((state, ctx) => decideLogPractice(state, entry, ctx)),
    completeDailyPractice: (day: string, items: number) =>
      perform((state, ctx) => decideCompleteDailyPractice(state, { day, items }, ctx)),
    /** A finished exercise, quiz round or One Minute Changes, recorded once. */
    recordRun: <T extends ScoredRunType>(type: T, data: ProgressEventData<T>) =>
      perform((state, ctx) => decideRecordRun(state, type, data, ctx)),
    /** Takes a logged practice back; `restorePractice` is its undo. */
    removePractice: (entry: Pick<PracticeEntry, 'eventId'>) =>
      perform((state, ctx) => (entry.eventId ? decideRemovePractice(state, entry.eventId, ctx) : [])),
    /** Logs a removed practice again, as it was (with a new id). */
    restorePractice: ({ item, minutes, tempo, practisedAt, note }: PracticeEntry) =>
      perform((state, ctx) =>
        decideLogPractice(
          state,
          {
            item,
            minutes,
            practisedAt,
            ...(tempo !== undefined ? { tempo } : {}),
            ...(note !== undefined ? { note } : {}),
          },
          ctx,
        ),
      ),
    changePreferences: (changes: PreferenceChanges) =>
      perform((state, ctx) => decideChangePreferences(state, changes, ctx)),
    /**
     * Reads the account again (another device may have changed it): shown unless a change
     * of this tab is under way or was made meanwhile. Nothing while signed out.
     */
    async refresh(): Promise<void> {
      actor.send({ type: 'REFRESH' });
      await waitFor(actor, (s) => !s.matches({ account: { ready: 'refreshing' } }), { timeout: Infinity });
    },
    /** Stops hearing from the other tabs (tests; the app's store lasts as long as the page). */
    dispose(): void {
      tabs?.close();
    },
    /** Forgets the last problem shown. */
    dismissError(): void {
      actor.send({ type: 'DISMISS_ERROR' });
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
