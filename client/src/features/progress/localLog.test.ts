import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { foldRecords } from './progressStore';
import { memoryLog, openLocalLog, type LocalEventRecord } from './localLog';

const item = { kind: 'scale', ref: '/scales/A/minor-pentatonic', title: 'A minor pentatonic scale' } as const;
const record = (n: number, type = 'FavouriteAdded', data: unknown = { item }): LocalEventRecord => ({
  eventId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type,
  schema: 1,
  data,
  occurredAt: `2025-03-0${n}T10:00:00+01:00`,
});

describe('the device log in IndexedDB', () => {
  it('keeps events across openings (a reload), in the order they happened', async () => {
    const factory = new IDBFactory();
    const first = await openLocalLog(factory);
    expect(first.persistent).toBe(true);
    await first.append([record(1)]);
    await first.append([record(2, 'FavouriteRemoved'), record(3, 'ItemLearned')]);

    const reopened = await openLocalLog(factory);
    expect((await reopened.readAll()).map((r) => [r.eventId.slice(-1), r.type])).toEqual([
      ['1', 'FavouriteAdded'],
      ['2', 'FavouriteRemoved'],
      ['3', 'ItemLearned'],
    ]);
    expect(foldRecords(await reopened.readAll())).toMatchObject({ favourites: [], learned: [item] });
  });

  it('removes the uploaded events only, and clears', async () => {
    const log = await openLocalLog(new IDBFactory());
    await log.append([record(1), record(2, 'ItemLearned'), record(3, 'ItemUnlearned')]);
    await log.remove([record(1).eventId, record(3).eventId, 'not-there']);
    expect((await log.readAll()).map((r) => r.type)).toEqual(['ItemLearned']);
    await log.clear();
    expect(await log.readAll()).toEqual([]);
  });

  it('gives back exactly what was written', async () => {
    const log = await openLocalLog(new IDBFactory());
    const practice = record(4, 'PracticeLogged', {
      item,
      minutes: 12.5,
      tempo: 90,
      practisedAt: '2025-03-04T18:30:00+01:00',
      note: 'clean',
    });
    await log.append([practice]);
    expect(await log.readAll()).toEqual([practice]);
  });

  it('keeps working in memory, and says so, where IndexedDB is missing or refuses', async () => {
    expect((await openLocalLog(undefined)).persistent).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const log = await openLocalLog(refusing);
    expect(log.persistent).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    await log.append([record(1)]);
    expect(await log.readAll()).toEqual([record(1)]);
  });

  it('skips, and does not fail on, an event this build cannot read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = memoryLog();
    await log.append([
      record(1),
      record(2, 'FavouriteAdded', { item: { ...item, ref: 'https://elsewhere.example' } }),
      record(3, 'SomethingNew'),
    ]);
    expect(foldRecords(await log.readAll()).favourites).toEqual([item]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
