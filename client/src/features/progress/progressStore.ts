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
 * when that tab says so. I/O comes in (`ProgressDeps`), so the tests drive all of it.
 */
import { parseProgressEvent } from '../../../../events/parseProgressEvent';
import {
  decideChangePreferences,
  decideCompleteDailyPractice,
  decideLogPractice,
  decideRemovePractice,
  decideSetFavourite,
  decideSetLearned,
  type DecideContext,
  type DecidedEvent,
} from '../../../../events/progressDecide';
import type { PreferenceChanges, ProgressItem } from '../../../../events/progressEvents';
import {
  foldProgress,
  initialProgress,
  type EvolvableEvent,
  type PracticeEntry,
  type ProgressState,
} from '../../../../events/progressState';
import type { DeviceTabs } from './deviceTabs';
import { toLocalRecord, type LocalEventRecord, type LocalLog } from './localLog';

export type ProgressWhere = 'device' | 'account';

/** What `useProgress` gives: the state shown, where it is kept, whether it has loaded, and the last problem. */
export interface ProgressView {
  state: ProgressState;
  where: ProgressWhere;
  ready: boolean;
  error: string | null;
  /** Practices in the account in all (the state holds the latest ones); on the device, all of them. */
  practiceCount: number;
}

/** The account's state as `progress.state` answers it. */
export type AccountState = ProgressState & { practiceCount: number };

/** The server, as the store needs it (see remote.ts for the tRPC one). */
export interface ProgressRemote {
  state(): Promise<AccountState>;
  upload(records: readonly LocalEventRecord[]): Promise<void>;
  /** Records one decided event with the procedure for its type. */
  send(event: DecidedEvent): Promise<void>;
}

/** The preferences store, as the store needs it. */
export interface PreferencesBridge {
  /** The savable preferences that differ from the defaults. */
  changed(): PreferenceChanges;
  /** Applies the account's preferences (without recording them again). */
  apply(changes: PreferenceChanges): void;
  /** Back to the defaults: the account's choices leave the device with it. */
  reset(): void;
}

export interface ProgressDeps {
  openLog(): Promise<LocalLog>;
  remote: ProgressRemote;
  preferences: PreferencesBridge;
  newId(): string;
  /** Now, ISO with the learner's own UTC offset. */
  now(): string;
  /** The other tabs, told when the device's log changes; `onChange` when one of them changed it (deviceTabs.ts). */
  tabs?(onChange: () => void): DeviceTabs;
}

export interface PracticeLog {
  item: ProgressItem;
  minutes: number;
  tempo?: number;
  practisedAt: string;
  note?: string;
}

/** The most events one `progress.upload` takes (server/src/trpc/routers/progress.ts). */
export const UPLOAD_CHUNK = 1000;

export const MESSAGES = {
  memoryOnly:
    'This browser is not letting Fretboard save on this device (private browsing can do that), so your favourites and practice are kept only until you close this tab. Sign in to keep them.',
  deviceWrite:
    'This device could not save that (its storage may be full or blocked), so it was not kept. Please try again.',
  offline: 'We could not reach Fretboard, so that was not saved. Check your connection and try again.',
  uploadFailed:
    'Your progress on this device could not be added to your account yet. It stays on this device, and we will try again the next time you open Fretboard.',
  accountLoad: 'Your account’s progress could not be loaded. Check your connection and reload the page.',
  invalid:
    'That could not be saved because some of it is not valid (a note or address that is too long, for instance).',
} as const;

/** A sentence for a failed server call: the server's own when it gave one (they are written for people). */
export function serverMessage(error: unknown): string {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  if (error instanceof Error && data && typeof data.httpStatus === 'number' && data.httpStatus < 500 && error.message)
    return error.message;
  if (error instanceof Error && data && typeof data.httpStatus === 'number') return error.message || MESSAGES.offline;
  return MESSAGES.offline;
}

const toEvolvable = (event: DecidedEvent): EvolvableEvent =>
  ({ type: event.type, schema: event.schema, data: event.data, eventId: event.eventId }) as EvolvableEvent;

/** The device's records folded; any that no longer read back are skipped (and said so in the console). */
export function foldRecords(records: readonly LocalEventRecord[]): ProgressState {
  const events: EvolvableEvent[] = [];
  for (const record of records) {
    const parsed = parseProgressEvent(record);
    if (parsed.ok) events.push({ ...parsed.event, eventId: record.eventId });
    else console.warn('[progress] skipped an event this device kept:', parsed.error);
  }
  return foldProgress(events);
}

interface Pending {
  events: EvolvableEvent[];
}

type Mode = 'waiting' | 'device' | 'account';

export function createProgressStore(deps: ProgressDeps) {
  let mode: Mode = 'waiting';
  let base: ProgressState = initialProgress();
  let practiceCount = 0;
  let pending: Pending[] = [];
  let ready = false;
  let error: string | null = null;
  let loadFailed: string | null = null;
  /** Bumped by every switch, so an answer for the previous user is dropped. */
  let epoch = 0;
  let switching: Promise<void> = Promise.resolve();
  /** No switch under way: a change can be shown in the same tick it is asked for. */
  let idle = false;
  let log: Promise<LocalLog> | null = null;
  /** Counts finished writes, so a refresh that raced one is not shown over it. */
  let writes = 0;
  /** Another tab changed the device's log while a change of this one was under way: read it again after. */
  let behind = false;
  /** Counts re-reads of the device's log, so only the newest is shown. */
  let rereads = 0;
  const listeners = new Set<() => void>();
  const tabs = deps.tabs?.(() => void catchUp());

  const openLog = () => (log ??= deps.openLog());

  let view: ProgressView = { state: base, where: 'device', ready, error, practiceCount };
  function emit(): void {
    const state =
      pending.length === 0
        ? base
        : foldProgress(
            pending.flatMap((p) => p.events),
            base,
          );
    view = {
      state,
      where: mode === 'account' ? 'account' : 'device',
      ready,
      error,
      practiceCount: practiceCount + (state.practice.entries.length - base.practice.entries.length),
    };
    for (const listener of listeners) listener();
  }

  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  function begin(next: Mode, load: (epoch: number) => Promise<void>): Promise<void> {
    const mine = ++epoch;
    markStarted();
    mode = next;
    base = initialProgress();
    practiceCount = 0;
    pending = [];
    ready = false;
    error = null;
    loadFailed = null;
    behind = false;
    emit();
    idle = false;
    // One switch at a time, in order; a switch overtaken by a newer one does nothing.
    const run = switching
      .catch(() => undefined)
      .then(() => (mine === epoch ? load(mine) : undefined))
      .finally(() => {
        if (mine === epoch) idle = true;
      });
    switching = run;
    return run;
  }

  /** Resolves once the store shows a known user (signed out or in) with its data loaded, or failed to load. */
  async function settled(): Promise<void> {
    await started;
    for (;;) {
      const seen = epoch;
      await switching.catch(() => undefined);
      if (seen === epoch) return;
    }
  }

  async function showDevice(mine: number, deviceLog: LocalLog, records: readonly LocalEventRecord[]): Promise<void> {
    if (mine !== epoch) return;
    base = foldRecords(records);
    practiceCount = base.practice.entries.length;
    ready = true;
    if (!deviceLog.persistent) error = MESSAGES.memoryOnly;
    emit();
  }

  async function loadDevice(mine: number): Promise<void> {
    const deviceLog = await openLog();
    const records = await deviceLog.readAll().catch((e: unknown) => {
      console.warn('[progress] could not read this device’s progress', e);
      return [];
    });
    await showDevice(mine, deviceLog, records);
  }

  async function uploadDevice(deviceLog: LocalLog): Promise<boolean> {
    const records = await deviceLog.readAll();
    // Preferences are merged separately (the account wins for what it has); the rest goes up as it is.
    const preferenceIds = records.filter((r) => r.type === 'PreferencesChanged').map((r) => r.eventId);
    // What this build cannot read would make the server refuse the whole chunk: it stays behind.
    const events = records.filter(
      (r) => r.type !== 'PreferencesChanged' && r.type !== 'UsernameSet' && parseProgressEvent(r).ok,
    );
    for (let i = 0; i < events.length; i += UPLOAD_CHUNK) {
      const chunk = events.slice(i, i + UPLOAD_CHUNK);
      await deps.remote.upload(chunk);
      await deviceLog.remove(chunk.map((r) => r.eventId));
    }
    if (preferenceIds.length > 0) await deviceLog.remove(preferenceIds);
    return true;
  }

  async function loadAccount(mine: number): Promise<void> {
    const deviceLog = await openLog();
    const uploaded = await uploadDevice(deviceLog).catch((e: unknown) => {
      console.warn('[progress] the upload of this device’s progress failed', e);
      return false;
    });
    if (mine !== epoch) return;
    let account: AccountState;
    try {
      account = await deps.remote.state();
    } catch (e) {
      if (mine !== epoch) return;
      console.warn('[progress] the account’s progress could not be loaded', e);
      loadFailed = serverMessage(e) === MESSAGES.offline ? MESSAGES.accountLoad : serverMessage(e);
      error = loadFailed;
      emit();
      return;
    }
    if (mine !== epoch) return;
    const { practiceCount: count, ...state } = account;
    base = state;
    practiceCount = count;
    if (!uploaded) error = MESSAGES.uploadFailed;

    // The account wins for the preferences it has; the device's other choices join the account.
    const deviceOnly = Object.fromEntries(
      Object.entries(deps.preferences.changed()).filter(([name]) => !(name in base.preferences)),
    ) as PreferenceChanges;
    const [joining] = decideChangePreferences(base, deviceOnly, context());
    if (joining) {
      await deps.remote.send(joining).then(
        () => {
          if (mine === epoch) base = foldProgress([toEvolvable(joining)], base);
        },
        (e: unknown) => console.warn('[progress] the device’s preferences could not be saved to the account', e),
      );
      if (mine !== epoch) return;
    }
    deps.preferences.apply(base.preferences);
    ready = true;
    emit();
  }

  /**
   * Another tab stored events on the device: shows the log as it now is, once any switch
   * is done. A change of this tab under way (shown, not yet stored or folded) would be
   * counted twice or lost by a read racing it, so then it reads once that change is done.
   */
  async function catchUp(): Promise<void> {
    if (mode === 'waiting') return; // the first load reads the log anyway
    await settled();
    if (mode !== 'device' || !ready) return;
    if (pending.length > 0) {
      behind = true;
      return;
    }
    const mine = epoch;
    const writesBefore = writes;
    const read = ++rereads;
    const deviceLog = await openLog();
    let records: LocalEventRecord[];
    try {
      records = await deviceLog.readAll();
    } catch (e) {
      console.warn('[progress] could not read this device’s progress again', e);
      return;
    }
    if (mine !== epoch || read !== rereads) return;
    if (writes !== writesBefore || pending.length > 0) return catchUp();
    base = foldRecords(records);
    practiceCount = base.practice.entries.length;
    // Preferences changed in another tab apply here too, without being recorded again.
    deps.preferences.apply(base.preferences);
    emit();
  }

  async function clearDevice(mine: number): Promise<void> {
    const deviceLog = await openLog();
    await deviceLog.clear().catch((e: unknown) => console.warn('[progress] could not clear this device’s progress', e));
    deps.preferences.reset();
    await showDevice(mine, deviceLog, []);
  }

  const context = (): DecideContext => ({ eventId: deps.newId(), now: deps.now() });

  /** Decides against the state shown, shows the result at once, writes it, and takes it back if the write fails. */
  function perform(decide: (state: ProgressState, context: DecideContext) => DecidedEvent[]): Promise<void> {
    return idle ? write(decide) : settled().then(() => write(decide));
  }

  async function write(decide: (state: ProgressState, context: DecideContext) => DecidedEvent[]): Promise<void> {
    if (loadFailed) throw new Error(loadFailed);
    const mine = epoch;
    const writeTo = mode;
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
    const entry: Pending = { events: events.map(toEvolvable) };
    pending = [...pending, entry];
    emit();
    let failure: string | null = null;
    try {
      if (writeTo === 'device') {
        await (await openLog()).append(events.map(toLocalRecord));
        tabs?.announce();
      } else for (const event of events) await deps.remote.send(event);
    } catch (e) {
      console.warn('[progress] a change was not saved', e);
      failure = writeTo === 'device' ? MESSAGES.deviceWrite : serverMessage(e);
    }
    if (mine !== epoch) {
      if (failure) throw new Error(failure);
      return; // the user changed meanwhile: this change belongs to the data just dropped
    }
    pending = pending.filter((p) => p !== entry);
    writes += 1;
    if (behind && pending.length === 0) {
      behind = false;
      void catchUp();
    }
    if (failure) {
      error = failure;
      emit();
      throw new Error(failure);
    }
    base = foldProgress(entry.events, base);
    if (events.some((e) => e.type === 'PracticeLogged')) practiceCount += 1;
    if (events.some((e) => e.type === 'PracticeRemoved')) practiceCount -= 1;
    // A memory-only notice has been seen once the learner carries on; later errors are new.
    error = null;
    emit();
  }

  return {
    getSnapshot: (): ProgressView => view,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Nobody is signed in: the device's own events. */
    useDevice: () => begin('device', loadDevice),
    /** Someone signed in: merge the device's events into the account, then show the account. */
    useAccount: () => begin('account', loadAccount),
    /** The account signed out: forget its data here and leave the device clean. */
    signedOut: () => begin('device', clearDevice),
    /** Resolves when the current switch has finished (tests and the runtime's start). */
    settled,

    setFavourite: (item: ProgressItem, favourite: boolean) =>
      perform((state, ctx) => decideSetFavourite(state, item, favourite, ctx)),
    setLearned: (item: ProgressItem, learned: boolean) =>
      perform((state, ctx) => decideSetLearned(state, item, learned, ctx)),
    logPractice: (entry: PracticeLog) => perform((state, ctx) => decideLogPractice(state, entry, ctx)),
    completeDailyPractice: (day: string, items: number) =>
      perform((state, ctx) => decideCompleteDailyPractice(state, { day, items }, ctx)),
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
      if (mode !== 'account' || !idle || !ready) return;
      const mine = epoch;
      const writesBefore = writes;
      let account: AccountState;
      try {
        account = await deps.remote.state();
      } catch (e) {
        console.warn('[progress] the account could not be read again', e);
        return;
      }
      if (mine !== epoch || writes !== writesBefore || pending.length > 0) return;
      const { practiceCount: count, ...state } = account;
      base = state;
      practiceCount = count;
      deps.preferences.apply(base.preferences);
      emit();
    },
    /** Stops hearing from the other tabs (tests; the app's store lasts as long as the page). */
    dispose(): void {
      tabs?.close();
    },
    /** Forgets the last problem shown. */
    dismissError(): void {
      if (error === null || error === loadFailed) return;
      error = null;
      emit();
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
