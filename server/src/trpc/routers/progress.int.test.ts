import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { forEachDatabase } from '../../db/testDatabases';
import { PROGRESS_PROJECTION_TABLES, rebuildProgressProjections } from '../../projections/rebuild';
import { ServerStatus } from '../../serverStatus';
import type { Context, SessionUser } from '../context';
import { codeOf, createCaller, type Caller } from '../callerTesting';

const chord = { kind: 'chord', ref: '/chords/C/maj7', title: 'C major 7' } as const;
const scale = { kind: 'scale', ref: '/scales/A/minor-pentatonic', title: 'A minor pentatonic' } as const;

/** One change as the client sends it: the event it decided, through `progress.upload`. */
const send = (caller: Caller, type: string, data: unknown, eventId: string = randomUUID()) =>
  caller.progress.upload({ events: [{ eventId, type, schema: 1, data, occurredAt: new Date().toISOString() }] });

/** Every procedure of progress and account, called with valid input. */
const procedures: Record<string, (caller: Caller) => Promise<unknown>> = {
  'progress.favourites.list': (c) => c.progress.favourites.list(),
  'progress.learned.list': (c) => c.progress.learned.list(),
  'progress.practice.list': (c) => c.progress.practice.list({ limit: 10 }),
  'progress.preferences.get': (c) => c.progress.preferences.get(),
  'progress.state': (c) => c.progress.state(),
  'progress.upload': (c) => c.progress.upload({ events: [] }),
  'progress.upload (a change)': (c) => send(c, 'FavouriteAdded', { item: chord }),
  'account.export': (c) => c.account.export(),
};

forEachDatabase('progress and account routers', (current) => {
  const userA: SessionUser = { id: randomUUID(), name: 'A', email: null, username: null };
  const userB: SessionUser = { id: randomUUID(), name: 'B', email: null, username: null };
  let anonymous: Caller;
  let a: Caller;
  let b: Caller;

  beforeAll(async () => {
    const { db } = current();
    const services: Context['services'] = { config: loadConfig({ NODE_ENV: 'test' }), db, status: new ServerStatus() };
    const callerFor = (user: SessionUser | null) => createCaller({ services, user, headers: {} } as Context);
    anonymous = callerFor(null);
    a = callerFor(userA);
    b = callerFor(userB);
    await db.sql`insert into users (id, name) values (${userA.id}, 'A'), (${userB.id}, 'B')`;
  });

  describe('an anonymous caller', () => {
    for (const [name, call] of Object.entries(procedures)) {
      it(`is refused ${name} with UNAUTHORIZED`, async () => {
        expect(await codeOf(call(anonymous))).toBe('UNAUTHORIZED');
      });
    }
    it('wrote nothing', async () => {
      expect(await current().db.sql`select count(*)::int as n from events`).toEqual([{ n: 0 }]);
    });
  });

  describe('the owner and another user', () => {
    it('the owner gets what they recorded, and another user gets nothing of it', async () => {
      const favourite = randomUUID();
      expect(await send(a, 'FavouriteAdded', { item: chord }, favourite)).toMatchObject({ changed: true, written: 1 });
      expect(await send(a, 'FavouriteAdded', { item: chord }, favourite)).toMatchObject({ changed: false, written: 0 }); // a retry
      await send(a, 'ItemLearned', { item: scale });
      const practice = {
        eventId: randomUUID(),
        item: scale,
        minutes: 10,
        tempo: 90,
        practisedAt: '2025-03-01T18:30:00+01:00',
        note: 'clean',
      };
      const { eventId: practiceId, ...practiceData } = practice;
      expect(await send(a, 'PracticeLogged', practiceData, practiceId)).toMatchObject({ written: 1 });
      expect(await send(a, 'PracticeLogged', practiceData, practiceId)).toMatchObject({
        written: 0,
        alreadyStored: 1,
      });
      await send(a, 'PreferencesChanged', { changes: { hand: 'LEFT', background: 'sage' } });

      expect(await a.progress.favourites.list()).toEqual([{ ...chord, at: expect.any(String) }]);
      expect(await a.progress.learned.list()).toEqual([{ ...scale, at: expect.any(String) }]);
      const { eventId, ...entry } = practice;
      expect(await a.progress.practice.list({ limit: 10 })).toEqual([{ ...entry, eventId }]);
      expect(await a.progress.preferences.get()).toEqual({ hand: 'LEFT', background: 'sage' });
      const exported = await a.account.export();
      expect(exported.events.map((e) => e.type)).toEqual([
        'FavouriteAdded',
        'ItemLearned',
        'PracticeLogged',
        'PreferencesChanged',
      ]);
      expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);

      expect(await b.progress.favourites.list()).toEqual([]);
      expect(await b.progress.learned.list()).toEqual([]);
      expect(await b.progress.practice.list({ limit: 10 })).toEqual([]);
      expect(await b.progress.preferences.get()).toEqual({});
      expect((await b.account.export()).events).toEqual([]);
    });

    it("another user cannot touch the owner's stream, even with the owner's event ids", async () => {
      const [ownersEvent] = (await a.account.export()).events;
      const upload = {
        events: [
          {
            eventId: ownersEvent!.eventId,
            type: 'FavouriteRemoved',
            schema: 1,
            data: { item: chord },
            occurredAt: new Date().toISOString(),
          },
        ],
      };
      expect(await codeOf(b.progress.upload(upload))).toBe('CONFLICT');
      expect(await codeOf(send(b, 'FavouriteAdded', { item: chord }, ownersEvent!.eventId))).toBe('CONFLICT');
      expect(await a.progress.favourites.list()).toHaveLength(1);
      expect((await b.account.export()).events).toEqual([]);
    });

    it('the whole state is the owner’s own, as the client’s fold would give it', async () => {
      const state = await a.progress.state();
      expect(state).toMatchObject({
        favourites: [chord],
        learned: [scale],
        practice: { totalMinutes: 10, completedDays: [] },
        preferences: { hand: 'LEFT', background: 'sage' },
        username: null,
        practiceCount: 1,
      });
      expect(state.practice.entries).toEqual([
        expect.objectContaining({ item: scale, minutes: 10, tempo: 90, note: 'clean', eventId: expect.any(String) }),
      ]);
      expect(await b.progress.state()).toEqual({
        favourites: [],
        learned: [],
        practice: { entries: [], totalMinutes: 0, completedDays: [] },
        preferences: {},
        username: null,
        runs: [],
        practiceCount: 0,
      });
    });

    it('a scored run (an exercise, a quiz round, One Minute Changes) is kept once, in its owner’s state only', async () => {
      const eventId = randomUUID();
      const run = { chords: ['G', 'C'], changes: 24, seconds: 60, completedAt: '2025-03-04T18:30:00+01:00' };
      await send(a, 'ChangesCounted', run, eventId);
      await send(a, 'ChangesCounted', run, eventId); // the client's retry, with the same id
      expect((await a.progress.state()).runs).toEqual([{ type: 'ChangesCounted', data: run, eventId }]);
      expect((await b.progress.state()).runs).toEqual([]);
      expect(await codeOf(send(a, 'ChangesCounted', { ...run, chords: ['G', 'G'] }, randomUUID()))).toBe('BAD_REQUEST');
    });

    it('a practice is removed by its owner only, once, and undone by logging it again', async () => {
      const logged = { eventId: randomUUID(), item: chord, minutes: 2.5, practisedAt: '2025-03-03T08:00:00Z' };
      const log = ({ eventId, ...data }: typeof logged) => send(a, 'PracticeLogged', data, eventId);
      const remove = ({ eventId, loggedEventId }: { eventId: string; loggedEventId: string }) =>
        send(a, 'PracticeRemoved', { loggedEventId }, eventId);
      await log(logged);
      expect((await a.progress.state()).practice.totalMinutes).toBe(12.5);

      // Decided on b's own state, which holds no such practice: kept in b's stream (its id stays
      // taken), changing nothing, touching nothing of a's.
      expect(await send(b, 'PracticeRemoved', { loggedEventId: logged.eventId })).toMatchObject({
        changed: false,
        written: 1,
      });
      expect((await a.progress.practice.list({ limit: 10 })).map((p) => p.eventId)).toContain(logged.eventId);

      const removal = { eventId: randomUUID(), loggedEventId: logged.eventId.toUpperCase() };
      expect(await remove(removal)).toMatchObject({ changed: true, written: 1 });
      expect(await remove(removal)).toMatchObject({ changed: false }); // a retry
      expect(await remove({ ...removal, eventId: randomUUID() })).toMatchObject({ changed: false }); // gone already
      const after = await a.progress.state();
      expect(after.practice.entries.map((p) => p.eventId)).not.toContain(logged.eventId);
      expect(after.practice.totalMinutes).toBe(10);

      const { eventId: _old, ...again } = logged;
      await log({ ...again, eventId: randomUUID() });
      expect((await a.progress.state()).practice.totalMinutes).toBe(12.5);
    });

    it('completes a day of daily practice once', async () => {
      const day = { day: '2025-03-03', items: 4 };
      expect(await send(a, 'DailyPracticeCompleted', day)).toMatchObject({ changed: true });
      expect(await send(a, 'DailyPracticeCompleted', { ...day, items: 5 })).toMatchObject({ changed: false });
      expect((await a.progress.state()).practice.completedDays).toEqual(['2025-03-03']);
      expect((await b.progress.state()).practice.completedDays).toEqual([]);
    });

    it('every procedure answers the owner', async () => {
      for (const [name, call] of Object.entries(procedures))
        expect([name, await codeOf(call(a))]).toEqual([name, 'OK']);
    });
  });

  describe('uploads', () => {
    const deviceEvents = () => [
      {
        eventId: randomUUID(),
        type: 'FavouriteAdded',
        schema: 1,
        data: { item: scale },
        occurredAt: '2025-02-01T10:00:00Z',
      },
      {
        eventId: randomUUID(),
        type: 'PracticeLogged',
        schema: 1,
        data: { item: scale, minutes: 3, practisedAt: '2025-02-01T10:05:00+02:00' },
        occurredAt: '2025-02-01T10:05:00+02:00',
      },
      {
        eventId: randomUUID(),
        type: 'DailyPracticeCompleted',
        schema: 1,
        data: { day: '2025-02-01', items: 3 },
        occurredAt: '2025-02-01T11:00:00Z',
      },
    ];

    it('merges a device’s events once: a repeated upload changes nothing', async () => {
      const events = deviceEvents();
      expect(await b.progress.upload({ events })).toMatchObject({ written: 3, alreadyStored: 0 });
      const before = await dumpAll();
      expect(await b.progress.upload({ events })).toMatchObject({ changed: false, written: 0, alreadyStored: 3 });
      expect(await b.progress.upload({ events: [...events].reverse() })).toMatchObject({ written: 0 });
      expect(await dumpAll()).toEqual(before);
      expect(await b.progress.favourites.list()).toEqual([{ ...scale, at: '2025-02-01T10:00:00.000Z' }]);
    });

    it('refuses invalid events with BAD_REQUEST and a message naming them, writing nothing', async () => {
      const before = await dumpAll();
      const [good] = deviceEvents();
      const bad = { ...good!, eventId: randomUUID(), data: { item: { ...scale, ref: 'https://evil.example' } } };
      const error = await b.progress.upload({ events: [good!, bad] }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect(error).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/events\[1\]: FavouriteAdded: data\.item\.ref/),
      });
      const unknownType = { ...good!, eventId: randomUUID(), type: 'RoomOpened' };
      expect(await codeOf(b.progress.upload({ events: [unknownType] }))).toBe('BAD_REQUEST');
      const username = { ...good!, eventId: randomUUID(), type: 'UsernameSet', data: { username: 'taken' } };
      expect(await codeOf(b.progress.upload({ events: [username] }))).toBe('BAD_REQUEST');
      expect(await codeOf(b.progress.upload({ events: [good!, good!] }))).toBe('BAD_REQUEST');
      const tooMany = Array.from({ length: 1001 }, () => ({ ...good!, eventId: randomUUID() }));
      expect(await codeOf(b.progress.upload({ events: tooMany }))).toBe('BAD_REQUEST');
      expect(await dumpAll()).toEqual(before);
    });

    it('refuses an invalid change with BAD_REQUEST, writing nothing', async () => {
      const before = await dumpAll();
      const calls = [
        send(b, 'FavouriteAdded', { item: chord }, 'not-a-uuid'),
        send(b, 'FavouriteAdded', { item: { ...chord, ref: '//evil.example' } }),
        send(b, 'ItemLearned', { item: { ...chord, kind: 'kazoo' } }),
        send(b, 'PracticeLogged', { item: chord, minutes: 0, practisedAt: '2025-03-01T18:30:00Z' }),
        send(b, 'PracticeLogged', { item: chord, minutes: 5, practisedAt: 'yesterday' }),
        send(b, 'PreferencesChanged', { changes: {} }),
        send(b, 'PreferencesChanged', { changes: { hand: 'MIDDLE' } }),
        b.progress.practice.list({ limit: 0 }),
        send(b, 'PracticeRemoved', { loggedEventId: 'last' }),
        send(b, 'DailyPracticeCompleted', { day: '2025-02-30', items: 3 }),
        send(b, 'DailyPracticeCompleted', { day: '2025-03-01', items: -1 }),
      ];
      for (const call of calls) expect(await codeOf(call)).toBe('BAD_REQUEST');
      expect(await dumpAll()).toEqual(before);
    });
  });

  it('a rebuild gives exactly the rows of the inline path', async () => {
    const before = await dumpAll();
    await rebuildProgressProjections(current().db);
    expect(await dumpAll()).toEqual(before);
  });

  async function dumpAll() {
    const { db } = current();
    const tables: Record<string, unknown> = {
      events: await db.sql`select event_id, stream_id, version from events order by position`,
    };
    for (const table of PROGRESS_PROJECTION_TABLES)
      tables[table] = await db.sql`select * from ${db.sql(table)} order by 1, 2`;
    return tables;
  }
});
