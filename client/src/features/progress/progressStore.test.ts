import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DecidedEvent } from '#events/progressDecide';
import type { PreferenceChanges, ProgressItem } from '#events/progressEvents';
import { memoryLog, type LocalEventRecord, type LocalLog } from './localLog';
import {
  createProgressStore,
  foldRecords,
  MESSAGES,
  UPLOAD_CHUNK,
  type AccountState,
  type PreferencesBridge,
  type ProgressRemote,
} from './progressStore';

const chord: ProgressItem = { kind: 'chord', ref: '/chords/C/maj7', title: 'C major seventh chord' };
const scale: ProgressItem = {
  kind: 'scale',
  ref: '/scales/A/minor-pentatonic?position=box-1',
  title: 'A minor pentatonic scale, position 1',
};
const song: ProgressItem = { kind: 'song', ref: '/songs/wonderwall', title: 'Wonderwall' };

interface Deferred {
  resolve(): void;
  reject(error: unknown): void;
}

/** A server that folds what it is sent, as the real one does (idempotent by event id). */
function fakeServer(startWith: LocalEventRecord[] = []) {
  const stored: LocalEventRecord[] = [...startWith];
  const uploads: number[] = [];
  const sent: DecidedEvent[] = [];
  let failUploadAfter = Infinity;
  let failSend: unknown = null;
  let holdSend: Deferred | null = null;
  const keep = (records: readonly LocalEventRecord[]) => {
    for (const r of records) if (!stored.some((s) => s.eventId === r.eventId)) stored.push(r);
  };
  const remote: ProgressRemote = {
    async state(): Promise<AccountState> {
      const state = foldRecords(stored);
      return { ...state, username: 'picker', practiceCount: state.practice.entries.length };
    },
    async upload(records) {
      if (uploads.length >= failUploadAfter) throw new TypeError('Failed to fetch');
      uploads.push(records.length);
      keep(records);
    },
    async send(event) {
      if (holdSend === null && failSend === null) {
        sent.push(event);
        keep([
          {
            eventId: event.eventId,
            type: event.type,
            schema: event.schema,
            data: event.data,
            occurredAt: event.metadata.occurredAt,
          },
        ]);
        return;
      }
      if (failSend) throw failSend;
      await new Promise<void>((resolve, reject) => (holdSend = { resolve, reject }));
      sent.push(event);
    },
  };
  return {
    remote,
    stored,
    uploads,
    sent,
    failUploadsAfter: (n: number) => void (failUploadAfter = n),
    failSends: (error: unknown) => void (failSend = error),
    holdSends: () => void (holdSend = { resolve: () => undefined, reject: () => undefined }),
    release: () => holdSend?.resolve(),
  };
}

function fakePreferences(initial: PreferenceChanges = {}) {
  let current: PreferenceChanges = { ...initial };
  const applied: PreferenceChanges[] = [];
  const bridge: PreferencesBridge = {
    changed: () => current,
    apply: (changes) => {
      applied.push(changes);
      current = { ...current, ...changes };
    },
    reset: () => void (current = {}),
  };
  return { bridge, applied, current: () => current };
}

function setup({ log = memoryLog(true), server = fakeServer(), preferences = fakePreferences() } = {}) {
  let n = 0;
  const store = createProgressStore({
    openLog: async () => log,
    remote: server.remote,
    preferences: preferences.bridge,
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    now: () => '2025-03-10T18:00:00+01:00',
  });
  return { store, log, server, preferences };
}

const practice = (minutes: number, practisedAt = '2025-03-10T17:00:00+01:00') => ({
  item: scale,
  minutes,
  tempo: 80,
  practisedAt,
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('signed out: progress on the device', () => {
  it('is not ready until the device’s events are read, then shows them', async () => {
    const log = memoryLog(true);
    await log.append([
      { eventId: 'a', type: 'FavouriteAdded', schema: 1, data: { item: song }, occurredAt: '2025-03-01T10:00:00Z' },
    ]);
    const { store } = setup({ log });
    expect(store.getSnapshot()).toMatchObject({ ready: false, where: 'device' });
    await store.useDevice();
    expect(store.getSnapshot()).toMatchObject({
      ready: true,
      where: 'device',
      error: null,
      state: { favourites: [song] },
    });
  });

  it('shows a toggle at once, keeps it in the log, and a reload shows it again', async () => {
    const { store, log } = setup();
    await store.useDevice();
    const done = store.setFavourite(chord, true);
    expect(store.getSnapshot().state.favourites).toEqual([chord]); // in the same tick
    await done;
    await store.setLearned(chord, true);
    await store.logPractice(practice(15));
    await store.setFavourite(chord, true); // already: nothing more is written
    expect((await log.readAll()).map((r) => r.type)).toEqual(['FavouriteAdded', 'ItemLearned', 'PracticeLogged']);

    const reloaded = setup({ log }).store;
    await reloaded.useDevice();
    expect(reloaded.getSnapshot().state).toMatchObject({
      favourites: [chord],
      learned: [chord],
      practice: { totalMinutes: 15 },
    });
    expect(reloaded.getSnapshot().practiceCount).toBe(1);
  });

  it('takes a change back, with a sentence, when the device cannot save it', async () => {
    const full: LocalLog = {
      ...memoryLog(true),
      append: async () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    };
    const { store } = setup({ log: full });
    await store.useDevice();
    await expect(store.setFavourite(chord, true)).rejects.toThrow(MESSAGES.deviceWrite);
    expect(store.getSnapshot()).toMatchObject({ state: { favourites: [] }, error: MESSAGES.deviceWrite });
    store.dismissError();
    expect(store.getSnapshot().error).toBeNull();
  });

  it('says once that progress is kept only for this visit when IndexedDB is unavailable', async () => {
    const { store } = setup({ log: memoryLog(false) });
    await store.useDevice();
    expect(store.getSnapshot().error).toBe(MESSAGES.memoryOnly);
    await store.setFavourite(chord, true);
    expect(store.getSnapshot()).toMatchObject({ error: null, state: { favourites: [chord] } });
  });

  it('removes a logged practice and puts it back with undo', async () => {
    const { store } = setup();
    await store.useDevice();
    await store.logPractice(practice(10, '2025-03-09T10:00:00Z'));
    await store.logPractice(practice(5));
    const [newest, older] = store.getSnapshot().state.practice.entries;
    await store.removePractice(older!);
    expect(store.getSnapshot().state.practice).toMatchObject({ totalMinutes: 5, entries: [newest] });
    expect(store.getSnapshot().practiceCount).toBe(1);
    await store.restorePractice(older!);
    expect(store.getSnapshot().state.practice.entries.map((e) => e.minutes)).toEqual([5, 10]);
    expect(store.getSnapshot().state.practice.totalMinutes).toBe(15);
  });

  it('waits for the session before deciding anything', async () => {
    const { store, log } = setup();
    const done = store.setFavourite(chord, true);
    await Promise.resolve();
    expect(await log.readAll()).toEqual([]);
    await store.useDevice();
    await done;
    expect(store.getSnapshot().state.favourites).toEqual([chord]);
  });
});

describe('signing in: the device’s events join the account', () => {
  it('uploads in chunks of at most 1000, drops them from the device, and shows the account merged', async () => {
    const log = memoryLog(true);
    const many = Array.from({ length: 2 * UPLOAD_CHUNK + 5 }, (_, i): LocalEventRecord => ({
      eventId: `device-${i}`,
      type: i % 2 === 0 ? 'FavouriteAdded' : 'FavouriteRemoved',
      schema: 1,
      data: { item: chord },
      occurredAt: '2025-03-01T10:00:00Z',
    }));
    await log.append([
      ...many,
      {
        eventId: 'pref',
        type: 'PreferencesChanged',
        schema: 1,
        data: { changes: { hand: 'LEFT' } },
        occurredAt: '2025-03-01T10:00:00Z',
      },
    ]);
    const accountEvents: LocalEventRecord[] = [
      { eventId: 'acc', type: 'ItemLearned', schema: 1, data: { item: song }, occurredAt: '2025-02-01T10:00:00Z' },
    ];
    const server = fakeServer(accountEvents);
    const { store } = setup({ log, server });

    await store.useAccount();
    expect(server.uploads).toEqual([UPLOAD_CHUNK, UPLOAD_CHUNK, 5]);
    expect(await log.readAll()).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({
      ready: true,
      where: 'account',
      error: null,
      state: { favourites: [chord], learned: [song], username: 'picker' },
    });
  });

  it('uploading the same events again changes nothing (a sign-in that was cut short)', async () => {
    const log = memoryLog(true);
    const record: LocalEventRecord = {
      eventId: 'x',
      type: 'FavouriteAdded',
      schema: 1,
      data: { item: chord },
      occurredAt: '2025-03-01T10:00:00Z',
    };
    const server = fakeServer([record]);
    await log.append([record]);
    const { store } = setup({ log, server });
    await store.useAccount();
    expect(server.stored).toHaveLength(1);
    expect(store.getSnapshot().state.favourites).toEqual([chord]);
  });

  it('keeps what did not go up on the device, says so, and still shows the account', async () => {
    const log = memoryLog(true);
    await log.append(
      Array.from({ length: UPLOAD_CHUNK + 1 }, (_, i): LocalEventRecord => ({
        eventId: `d${i}`,
        type: 'ItemLearned',
        schema: 1,
        data: { item: { ...chord, ref: `/chords/C/${i}` } },
        occurredAt: '2025-03-01T10:00:00Z',
      })),
    );
    const server = fakeServer();
    server.failUploadsAfter(1);
    const { store } = setup({ log, server });
    await store.useAccount();
    expect((await log.readAll()).map((r) => r.eventId)).toEqual([`d${UPLOAD_CHUNK}`]);
    expect(store.getSnapshot()).toMatchObject({ ready: true, where: 'account', error: MESSAGES.uploadFailed });
    expect(store.getSnapshot().state.learned).toHaveLength(UPLOAD_CHUNK);
  });

  it('the account wins for the preferences it has; the device’s others join the account', async () => {
    const server = fakeServer([
      {
        eventId: 'p',
        type: 'PreferencesChanged',
        schema: 1,
        data: { changes: { hand: 'LEFT', noteDisplay: 'INTERVALS' } },
        occurredAt: '2025-03-01T10:00:00Z',
      },
    ]);
    const preferences = fakePreferences({ hand: 'RIGHT', background: 'sage' });
    const { store } = setup({ server, preferences });
    await store.useAccount();
    expect(server.sent.map((e) => [e.type, e.data])).toEqual([
      ['PreferencesChanged', { changes: { background: 'sage' } }],
    ]);
    expect(preferences.applied).toEqual([{ hand: 'LEFT', noteDisplay: 'INTERVALS', background: 'sage' }]);
    expect(store.getSnapshot().state.preferences).toEqual({
      hand: 'LEFT',
      noteDisplay: 'INTERVALS',
      background: 'sage',
    });
  });
});

describe('signed in: progress in the account', () => {
  it('shows a change at once and keeps it once the server has it', async () => {
    const { store, server } = setup();
    await store.useAccount();
    server.holdSends();
    const done = store.setFavourite(scale, true);
    expect(store.getSnapshot().state.favourites).toEqual([scale]);
    server.release();
    await done;
    expect(store.getSnapshot().state.favourites).toEqual([scale]);
    expect(server.sent.map((e) => e.type)).toEqual(['FavouriteAdded']);
  });

  it('takes a change back with the server’s sentence when it is refused, or a connection sentence when unreachable', async () => {
    const { store, server } = setup();
    await store.useAccount();
    const refused = Object.assign(new Error('Please sign in to do this.'), {
      data: { httpStatus: 401, code: 'UNAUTHORIZED' },
    });
    server.failSends(refused);
    await expect(store.setLearned(chord, true)).rejects.toThrow('Please sign in to do this.');
    expect(store.getSnapshot()).toMatchObject({ state: { learned: [] }, error: 'Please sign in to do this.' });
    server.failSends(new TypeError('Failed to fetch'));
    await expect(store.completeDailyPractice('2025-03-10', 4)).rejects.toThrow(MESSAGES.offline);
    expect(store.getSnapshot().state.practice.completedDays).toEqual([]);
  });

  it('records practice, daily practice and preferences through the server', async () => {
    const { store, server } = setup();
    await store.useAccount();
    await store.logPractice({ ...practice(12), note: 'clean' });
    await store.completeDailyPractice('2025-03-10', 4);
    await store.changePreferences({ stringsTuning: 'DADGAD' });
    await store.changePreferences({ stringsTuning: 'DADGAD' }); // already: nothing sent
    expect(server.sent.map((e) => e.type)).toEqual(['PracticeLogged', 'DailyPracticeCompleted', 'PreferencesChanged']);
    expect(store.getSnapshot()).toMatchObject({
      practiceCount: 1,
      state: { practice: { totalMinutes: 12, completedDays: ['2025-03-10'] } },
    });
  });

  it('shows what another device changed when read again, but never over a change of its own', async () => {
    const { store, server, preferences } = setup();
    await store.useAccount();
    server.stored.push(
      {
        eventId: 'other-1',
        type: 'FavouriteAdded',
        schema: 1,
        data: { item: song },
        occurredAt: '2025-03-10T10:00:00Z',
      },
      {
        eventId: 'other-2',
        type: 'PreferencesChanged',
        schema: 1,
        data: { changes: { hand: 'LEFT' } },
        occurredAt: '2025-03-10T10:00:00Z',
      },
    );
    await store.refresh();
    expect(store.getSnapshot().state.favourites).toEqual([song]);
    expect(preferences.current()).toEqual({ hand: 'LEFT' });

    server.stored.push({
      eventId: 'other-3',
      type: 'ItemLearned',
      schema: 1,
      data: { item: song },
      occurredAt: '2025-03-10T10:00:00Z',
    });
    const reading = store.refresh();
    await store.setFavourite(chord, true); // made while the account was being read
    await reading;
    expect(store.getSnapshot().state).toMatchObject({ favourites: [chord, song], learned: [] });
  });

  it('refuses changes with a sentence while the account could not be loaded', async () => {
    const server = fakeServer();
    server.remote.state = async () => Promise.reject(new TypeError('Failed to fetch'));
    const { store } = setup({ server });
    await store.useAccount();
    expect(store.getSnapshot()).toMatchObject({ ready: false, error: MESSAGES.accountLoad });
    await expect(store.setFavourite(chord, true)).rejects.toThrow(MESSAGES.accountLoad);
  });
});

describe('signing out', () => {
  it('drops the account’s data from memory, the device and the preferences', async () => {
    const log = memoryLog(true);
    const preferences = fakePreferences();
    const { store, server } = setup({ log, preferences });
    await store.useAccount();
    await store.setFavourite(chord, true);
    await store.changePreferences({ hand: 'LEFT' });
    expect(server.stored).toHaveLength(2);
    await log.append([
      { eventId: 'stray', type: 'ItemLearned', schema: 1, data: { item: song }, occurredAt: '2025-03-01T10:00:00Z' },
    ]);

    await store.signedOut();
    expect(store.getSnapshot()).toMatchObject({
      ready: true,
      where: 'device',
      error: null,
      state: { favourites: [], learned: [], preferences: {} },
    });
    expect(await log.readAll()).toEqual([]);
    expect(preferences.current()).toEqual({});
  });

  it('an answer that arrives after signing out does not bring the account’s data back', async () => {
    const { store, server } = setup();
    await store.useAccount();
    server.holdSends();
    const done = store.setFavourite(chord, true);
    expect(store.getSnapshot().state.favourites).toEqual([chord]);
    const out = store.signedOut();
    server.release();
    await done;
    await out;
    expect(store.getSnapshot().state.favourites).toEqual([]);
  });
});
