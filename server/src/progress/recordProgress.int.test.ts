import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { decideSetFavourite } from '#events/progressDecide';
import { initialProgress } from '#events/progressState';
import type { ProgressItem } from '#events/progressEvents';
import { foldProgress } from '#events/progressState';
import { parseProgressEvent } from '#events/parseProgressEvent';
import { userStream } from '#events/streams';
import type { Database } from '../db/database';
import { forEachDatabase } from '../db/testDatabases';
import { append, readStream, type NewEvent } from '../eventStore';
import { listFavourites, listLearned, listPractice, getPreferences } from '../projections/progressQueries';
import { PROGRESS_PROJECTION_TABLES, rebuildProgressProjections } from '../projections/rebuild';
import { recordProgress } from './recordProgress';

const item = (n: number, kind: ProgressItem['kind'] = 'chord'): ProgressItem => ({
  kind,
  ref: `/chords/C/${n}`,
  title: `Chord ${n}`,
});

let clock = Date.parse('2025-03-01T10:00:00Z');
const at = () => new Date((clock += 60_000)).toISOString();

function event(type: string, data: unknown, occurredAt = at()): NewEvent {
  return { eventId: randomUUID(), type, schema: 1, data, metadata: { occurredAt } };
}

/** A user's history with every kind of event, and removals and re-adds. */
function history(): NewEvent[] {
  const takenBack = randomUUID();
  return [
    event('FavouriteAdded', { item: item(1) }),
    event('FavouriteAdded', { item: item(2) }),
    event('FavouriteAdded', { item: item(1) }), // already a favourite: no change
    event('FavouriteRemoved', { item: item(2) }),
    event('FavouriteAdded', { item: item(3, 'scale') }),
    event('FavouriteRemoved', { item: item(1) }),
    event('FavouriteAdded', { item: item(1) }), // back, now newest
    event('ItemLearned', { item: item(4, 'song') }),
    event('ItemLearned', { item: item(5) }),
    event('ItemUnlearned', { item: item(4, 'song') }),
    event('PracticeLogged', {
      item: item(1),
      minutes: 5,
      tempo: 80,
      practisedAt: '2025-03-01T18:30:00+01:00',
      note: 'slow',
    }),
    event('PracticeLogged', { item: item(3, 'scale'), minutes: 2.5, practisedAt: '2025-03-02T08:00:00Z' }),
    {
      ...event('PracticeLogged', { item: item(6), minutes: 7, practisedAt: '2025-03-02T09:00:00Z' }),
      eventId: takenBack,
    },
    event('DailyPracticeCompleted', { day: '2025-03-01', items: 4 }),
    event('DailyPracticeCompleted', { day: '2025-03-01', items: 9 }), // the first completion counts
    event('PreferencesChanged', { changes: { hand: 'LEFT', noteDisplay: 'INTERVALS' } }),
    event('PreferencesChanged', { changes: { hand: 'RIGHT', customTuning: null } }),
    event('PracticeRemoved', { loggedEventId: takenBack }), // taken back, pages after it was logged
    event('UsernameSet', { username: 'picker' }),
  ];
}

async function dump(db: Database): Promise<Record<string, readonly unknown[]>> {
  const tables: Record<string, readonly unknown[]> = {};
  for (const table of PROGRESS_PROJECTION_TABLES) {
    tables[table] = await db.sql`select * from ${db.sql(table)} order by 1, 2`;
  }
  return tables;
}

forEachDatabase('progress projections', (current) => {
  it('projects events inline as they are recorded, agreeing with the shared reducer', async () => {
    const { db } = current();
    const userId = randomUUID();
    const events = history();
    // One at a time, as commands arrive, and a tail in one batch, as an upload does.
    for (const e of events.slice(0, 10))
      expect(await recordProgress(db, userId, [e])).toMatchObject({ ok: true, written: 1 });
    expect(await recordProgress(db, userId, events.slice(10))).toMatchObject({ ok: true, written: 9 });

    const state = foldProgress(
      events.map((e) => {
        const parsed = parseProgressEvent(e);
        if (!parsed.ok) throw new Error(parsed.error);
        return { ...parsed.event, eventId: e.eventId };
      }),
    );
    const favourites = await listFavourites(db.sql, userId);
    expect(favourites.map(({ at: _at, ...rest }) => rest)).toEqual(state.favourites);
    expect(favourites[0]!.at).toBe(new Date(events[6]!.metadata.occurredAt as string).toISOString());
    expect((await listLearned(db.sql, userId)).map(({ at: _at, ...rest }) => rest)).toEqual(state.learned);
    expect(await listPractice(db.sql, userId, 10)).toEqual(state.practice.entries);
    expect(state.practice.entries).toHaveLength(2); // the third was taken back
    expect(await getPreferences(db.sql, userId)).toEqual(state.preferences);
    const [{ days }] =
      (await db.sql`select array_agg(day::text) as days from daily_practice where user_id = ${userId}`) as unknown as [
        { days: string[] },
      ];
    expect(days).toEqual(state.practice.completedDays);
  });

  it('writes nothing twice when the same events are recorded again, alone or within a larger upload', async () => {
    const { db } = current();
    const userId = randomUUID();
    const events = history();
    await recordProgress(db, userId, events.slice(0, 12));
    const before = await dump(db);
    expect(await recordProgress(db, userId, events.slice(0, 12))).toEqual({
      ok: true,
      written: 0,
      alreadyStored: 12,
      changed: 0,
    });
    expect(await dump(db)).toEqual(before);
    expect(await recordProgress(db, userId, events)).toEqual({ ok: true, written: 7, alreadyStored: 12, changed: 5 });
    expect(await readStream(db.sql, userStream(userId))).toHaveLength(events.length);
  });

  it('refuses an event id sent again with another change, instead of answering it as saved', async () => {
    const { db } = current();
    const userId = randomUUID();
    const added = event('FavouriteAdded', { item: item(1) });
    const preferences = event('PreferencesChanged', { changes: { hand: 'LEFT', noteDisplay: 'INTERVALS' } });
    await recordProgress(db, userId, [added, preferences]);
    const before = await dump(db);
    for (const reused of [
      { ...added, data: { item: item(2) } },
      { ...added, type: 'ItemLearned' },
      { ...preferences, data: { changes: { hand: 'RIGHT' } } },
    ]) {
      expect(await recordProgress(db, userId, [event('FavouriteAdded', { item: item(9) }), reused])).toEqual({
        ok: false,
        refusal: 'ID_TAKEN',
      });
    }
    expect(await dump(db)).toEqual(before);
    // The very same change again (other metadata: another tab's clock) is the retry it is.
    expect(await recordProgress(db, userId, [{ ...added, metadata: { occurredAt: at() } }, preferences])).toMatchObject(
      {
        ok: true,
        written: 0,
        alreadyStored: 2,
      },
    );
  });

  it("refuses an event id already used in another user's stream and writes none of the upload", async () => {
    const { db } = current();
    const [owner, other] = [randomUUID(), randomUUID()];
    const taken = event('FavouriteAdded', { item: item(1) });
    await recordProgress(db, owner, [taken]);
    const outcome = await recordProgress(db, other, [event('FavouriteAdded', { item: item(2) }), taken]);
    expect(outcome).toMatchObject({ ok: false, refusal: 'IDS_TAKEN' });
    expect(await readStream(db.sql, userStream(other))).toEqual([]);
    expect(await listFavourites(db.sql, other)).toEqual([]);
  });

  it('decides each event again against the complete state; one that changes nothing keeps its id, so its late retry changes nothing', async () => {
    const { db } = current();
    const userId = randomUUID();
    // What a client decided against the state it showed, which may be stale (another tab, another device).
    const set = (favourite: boolean, eventId = randomUUID()) =>
      recordProgress(db, userId, [
        { ...event(favourite ? 'FavouriteAdded' : 'FavouriteRemoved', { item: item(7) }), eventId },
      ]);
    expect(await set(true)).toMatchObject({ written: 1, changed: 1 });
    // Stored (its id stays taken), but a favourite already: nothing changes.
    expect(await set(true)).toMatchObject({ written: 1, changed: 0 });
    const removal = randomUUID();
    expect(await set(false, removal)).toMatchObject({ written: 1, changed: 1 });
    expect(await set(true)).toMatchObject({ written: 1, changed: 1 });
    // A late retry of the removal is recognised by its id and does not remove it again.
    expect(await set(false, removal)).toMatchObject({ written: 0, alreadyStored: 1, changed: 0 });
    const staleRemoval = randomUUID();
    expect(await set(false, staleRemoval)).toMatchObject({ changed: 1 });
    expect(await set(false)).toMatchObject({ written: 1, changed: 0 });
    // A stale removal that changed nothing, retried after the item came back, still changes nothing.
    const unchanged = randomUUID();
    expect(await set(false, unchanged)).toMatchObject({ changed: 0 });
    expect(await set(true)).toMatchObject({ changed: 1 });
    expect(await set(false, unchanged)).toMatchObject({ written: 0, alreadyStored: 1, changed: 0 });
    expect((await listFavourites(db.sql, userId)).map((f) => f.ref)).toEqual([item(7).ref]);
  });

  it('keeps many concurrent writers of one user consistent (retrying on conflicts)', async () => {
    const { db } = current();
    const userId = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        recordProgress(
          db,
          userId,
          decideSetFavourite(initialProgress(), item(100 + n), true, { eventId: randomUUID(), now: at() }),
        ),
      ),
    );
    expect(outcomes.every((o) => o.ok && o.written === 1)).toBe(true);
    expect(await listFavourites(db.sql, userId)).toHaveLength(8);
    expect((await readStream(db.sql, userStream(userId))).map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('rebuilds exactly the rows of the inline path, from the log alone', async () => {
    const { db } = current();
    for (let u = 0; u < 5; u++) {
      const userId = randomUUID();
      const events = history();
      for (let i = 0; i < events.length; i += 3) await recordProgress(db, userId, events.slice(i, i + 3));
    }
    // Events of other streams are not progress and are left alone.
    await append(db.sql, 'room-rebuildtest', 'no_stream', [event('MemberJoined', { member: 'x' })]);
    const inline = await dump(db);
    expect(inline.favourites!.length).toBeGreaterThan(0);

    const result = await rebuildProgressProjections(db, { batchSize: 7 }); // pages split streams
    expect(result.skipped).toEqual([]);
    expect(await dump(db)).toEqual(inline);

    await db.sql`delete from favourites`;
    await db.sql`update preferences set changes = '{}'`;
    await rebuildProgressProjections(db);
    expect(await dump(db)).toEqual(inline);
  });
});
