import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressItem } from '#events/progressEvents';
import { openDeviceTabs, parseDeviceMessage } from './deviceTabs';
import { openLocalLog, type LocalLog } from './localLog';
import { createProgressStore, type ProgressStore } from './progressStore';

const chord: ProgressItem = { kind: 'chord', ref: '/chords/C/maj7', title: 'C major seventh chord' };
const song: ProgressItem = { kind: 'song', ref: '/songs/wonderwall', title: 'Wonderwall' };

let channelName = '';
let n = 0;
const stores: ProgressStore[] = [];
const channels: BroadcastChannel[] = [];

/**
 * One tab's store on the shared database, counting its reads of the log; `stored` is
 * awaited after each append has been stored, before the store hears it was.
 */
function tab(factory: IDBFactory, stored: () => Promise<void> = async () => undefined) {
  const counted = { reads: 0, heard: 0 };
  const store = createProgressStore({
    openLog: async () => {
      const log = await openLocalLog(factory);
      return {
        ...log,
        readAll: () => (counted.reads++, log.readAll()),
        append: (records) => log.append(records).then(stored),
      } satisfies LocalLog;
    },
    remote: {
      state: () => Promise.reject(new Error('signed out')),
      upload: () => Promise.reject(new Error('signed out')),
      send: () => Promise.reject(new Error('signed out')),
    },
    preferences: { changed: () => ({}), apply: () => undefined, reset: () => undefined },
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    now: () => '2025-03-10T18:00:00+01:00',
    tabs: (onChange) => openDeviceTabs(() => (counted.heard++, onChange()), channelName),
  });
  stores.push(store);
  return { store, counted };
}

/** A sender that is no tab of the app. */
function stranger(): BroadcastChannel {
  const channel = new BroadcastChannel(channelName);
  channels.push(channel);
  return channel;
}

beforeEach(() => {
  channelName = `fretboard-progress-test-${crypto.randomUUID()}`;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  for (const channel of channels.splice(0)) channel.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('signed out in two tabs', () => {
  it('a change stored by one tab shows in the other, once', async () => {
    const factory = new IDBFactory();
    const a = tab(factory);
    const b = tab(factory);
    await Promise.all([a.store.useDevice(), b.store.useDevice()]);

    await a.store.setFavourite(chord, true);
    await vi.waitFor(() => expect(b.store.getSnapshot().state.favourites).toEqual([chord]));

    await a.store.logPractice({ item: chord, minutes: 10, practisedAt: '2025-03-10T17:00:00+01:00' });
    await vi.waitFor(() => expect(b.store.getSnapshot().practiceCount).toBe(1));
    expect(b.store.getSnapshot().state.practice).toMatchObject({ totalMinutes: 10, entries: [{ minutes: 10 }] });
  });

  it('changes made in both tabs at once end the same in both, none lost or doubled', async () => {
    const factory = new IDBFactory();
    const a = tab(factory);
    const b = tab(factory);
    await Promise.all([a.store.useDevice(), b.store.useDevice()]);

    const practice = (minutes: number) => ({ item: chord, minutes, practisedAt: '2025-03-10T17:00:00+01:00' });
    await Promise.all([
      a.store.logPractice(practice(5)),
      b.store.logPractice(practice(7)),
      a.store.setFavourite(song, true),
      b.store.setFavourite(chord, true),
    ]);
    for (const { store } of [a, b]) {
      await vi.waitFor(() => {
        const { state, practiceCount } = store.getSnapshot();
        expect(state.practice.totalMinutes).toBe(12);
        expect(practiceCount).toBe(2);
        expect(state.favourites).toHaveLength(2);
      });
    }
  });

  it('a tab whose own change is stored but not yet folded reads the log after it, not counting it twice', async () => {
    const factory = new IDBFactory();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const a = tab(factory);
    const b = tab(factory, () => held);
    await Promise.all([a.store.useDevice(), b.store.useDevice()]);

    const practice = { item: chord, minutes: 7, practisedAt: '2025-03-10T17:00:00+01:00' };
    const bLogs = b.store.logPractice(practice);
    await vi.waitFor(async () => expect(await (await openLocalLog(factory)).readAll()).toHaveLength(1)); // in the log, not yet folded in b
    const readsBefore = b.counted.reads;
    await a.store.setFavourite(song, true);
    await vi.waitFor(() => expect(b.counted.heard).toBe(1));
    await new Promise((resolve) => setTimeout(resolve)); // what b does on hearing it, done
    expect(b.counted.reads).toBe(readsBefore); // b waits for its own change first

    release();
    await bLogs;
    await vi.waitFor(() => expect(b.store.getSnapshot().state.favourites).toEqual([song]));
    expect(b.store.getSnapshot()).toMatchObject({ practiceCount: 1, state: { practice: { totalMinutes: 7 } } });
  });

  it('ignores a message it does not know', async () => {
    const factory = new IDBFactory();
    const b = tab(factory);
    await b.store.useDevice();
    const before = b.counted.reads;

    const sender = stranger();
    for (const junk of ['device-changed', null, 42, {}, { type: 'signout' }, { kind: 'device-changed' }])
      sender.postMessage(junk);
    // Delivered in the order posted: once this one has been read for, the ones before were not.
    sender.postMessage({ type: 'device-changed' });
    await vi.waitFor(() => expect(b.counted.reads).toBe(before + 1));
    sender.postMessage({ type: 'device-changed' });
    await vi.waitFor(() => expect(b.counted.reads).toBe(before + 2));
  });

  it('reads the message it announces', () => {
    expect(parseDeviceMessage({ type: 'device-changed' })).toEqual({ type: 'device-changed' });
    expect(parseDeviceMessage({ type: 'device-changed', extra: 1 })).toEqual({ type: 'device-changed' });
    expect(parseDeviceMessage('device-changed')).toBeNull();
    expect(parseDeviceMessage(undefined)).toBeNull();
  });

  it('does nothing without BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const heard = vi.fn();
    const tabs = openDeviceTabs(heard, channelName);
    expect(() => tabs.announce()).not.toThrow();
    tabs.close();

    const factory = new IDBFactory();
    const a = tab(factory);
    await a.store.useDevice();
    await a.store.setFavourite(chord, true);
    expect(a.store.getSnapshot().state.favourites).toEqual([chord]);
    expect(heard).not.toHaveBeenCalled();
  });
});
