import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { userStream } from '#events/streams';
import { initialProgress } from '#events/progressState';
import { createPostgresAdapter } from '../../auth/adapter';
import { loadConfig } from '../../config';
import { forEachDatabase } from '../../db/testDatabases';
import { waitFor } from '../../db/waitFor';
import { roomsOnDemand, type RoomsOnDemand } from '../../rooms';
import { append } from '../../eventStore';
import { lockUserForWriting } from '../../progress/userLock';
import { projectProgressEvents } from '../../projections/progressProjection';
import { ServerStatus } from '../../serverStatus';
import { createContextFactory, type Context } from '../context';
import { appRouter } from '../router';
import { createCallerFactory } from '../trpc';
import { USERNAME_RULE, USERNAME_TAKEN } from './account';

const createCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createCaller>;

const DAY = 24 * 60 * 60 * 1000;
const chord = { kind: 'chord', ref: '/chords/C/maj7', title: 'C major 7' } as const;
const scale = { kind: 'scale', ref: '/scales/A/minor-pentatonic', title: 'A minor pentatonic' } as const;

async function errorOf(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

const codeOf = async (call: Promise<unknown>) => (await errorOf(call)).code;

interface Member {
  id: string;
  email: string;
  /** The session cookie's token: callers are made from it, as for a real request. */
  sessionToken: string;
}

forEachDatabase('account router', (current, kind) => {
  let callerFor: (member: Member | null) => Promise<Caller>;
  let rooms: RoomsOnDemand;
  afterAll(() => rooms.close());

  beforeAll(() => {
    const { db } = current();
    const services: Context['services'] = {
      config: loadConfig({ NODE_ENV: 'test' }),
      db,
      status: new ServerStatus(),
      rooms: (rooms = roomsOnDemand(db)),
    };
    const createContext = createContextFactory(services);
    callerFor = async (member) =>
      createCaller(
        await createContext({
          req: { headers: member ? { cookie: `authjs.session-token=${member.sessionToken}` } : {} },
        }),
      );
  });

  /** A user as sign-in leaves them: the users row, a linked account, a session and a magic link waiting. */
  async function signUp(name: string): Promise<Member> {
    const adapter = createPostgresAdapter(current().db.sql);
    const email = `${name.toLowerCase()}-${randomUUID()}@example.com`;
    const user = await adapter.createUser({ id: randomUUID(), name, email, emailVerified: new Date(), image: null });
    await adapter.linkAccount({
      userId: user.id,
      type: 'oauth',
      provider: 'github',
      providerAccountId: randomUUID(),
      access_token: `gho_${user.id}`,
    });
    const sessionToken = randomUUID();
    await adapter.createSession({ sessionToken, userId: user.id, expires: new Date(Date.now() + DAY) });
    await adapter.createVerificationToken({
      identifier: email,
      token: randomUUID(),
      expires: new Date(Date.now() + DAY),
    });
    return { id: user.id, email, sessionToken };
  }

  /** Progress in every projection table. */
  async function recordProgress(caller: Caller): Promise<void> {
    const change = (type: string, data: unknown, occurredAt = '2025-03-01T19:00:00Z') => ({
      eventId: randomUUID(),
      type,
      schema: 1,
      data,
      occurredAt,
    });
    await caller.progress.upload({
      events: [
        change('FavouriteAdded', { item: chord }),
        change('ItemLearned', { item: scale }),
        change('PracticeLogged', { item: scale, minutes: 10, tempo: 90, practisedAt: '2025-03-01T18:30:00+01:00' }),
        change('PreferencesChanged', { changes: { hand: 'LEFT' } }),
      ],
    });
    await caller.progress.upload({ events: [change('DailyPracticeCompleted', { day: '2025-03-01', items: 3 })] });
  }

  /** Every table of the schema (but the migration ledger), found by asking the database, not listed here. */
  async function allTables(): Promise<string[]> {
    const { sql } = current().db;
    const rows = await sql<{ table_name: string }[]>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'
      order by table_name`;
    return rows.map((r) => r.table_name);
  }

  /** Per table, the rows (as text) in which any of `needles` appears, ignoring case, in any column. */
  async function rowsMentioning(needles: string[]): Promise<Record<string, string[]>> {
    const { sql } = current().db;
    const found: Record<string, string[]> = {};
    for (const table of await allTables()) {
      const rows = await sql<{ row: string }[]>`
        select t::text as row from ${sql(table)} as t
        where exists (select 1 from unnest(${sql.array(needles.map((n) => n.toLowerCase()))}::text[]) as needle
                      where strpos(lower(t::text), needle) > 0)
        order by 1`;
      if (rows.length > 0) found[table] = rows.map((r) => r.row);
    }
    return found;
  }

  /** Until some transaction waits for an advisory lock, or `stop` (polled: no timing is asserted). */
  async function waitForAdvisoryLockWaiter(stop: () => boolean): Promise<void> {
    const { sql } = current().db;
    await waitFor(
      async () => {
        if (stop()) return true;
        const [row] = await sql<
          { n: number }[]
        >`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
        return row!.n > 0;
      },
      { description: 'a transaction waiting for an advisory lock' },
    );
  }

  const everyTableOfAUser = [
    'accounts',
    'daily_practice',
    'events',
    'favourites',
    'learned',
    'practice_log',
    'preferences',
    'room_members',
    'rooms',
    'sessions',
    'users',
    'verification_tokens',
  ];

  let ana: Member; // chooses a username
  let ben: Member; // never chooses one: confirms with his e-mail address
  let cleo: Member; // a bystander whose data must survive both nukes
  let cleosRows: Record<string, string[]>;

  beforeAll(async () => {
    ana = await signUp('Ana');
    ben = await signUp('Ben');
    cleo = await signUp('Cleo');
    // Rooms: each hosts one; Cleo sits in Ana's, Ana in Cleo's. Nuking Ana must close her
    // room, take her out of Cleo's, and leave Cleo's rows as they were.
    const [a, b, c] = await Promise.all([ana, ben, cleo].map((member) => callerFor(member)));
    const anasRoom = await a!.rooms.open({ eventId: randomUUID(), title: 'Ana teaches' });
    await b!.rooms.open({ eventId: randomUUID() });
    const cleosRoom = await c!.rooms.open({ eventId: randomUUID() });
    await c!.rooms.join({ code: anasRoom.code, eventId: randomUUID() });
    await a!.rooms.join({ code: cleosRoom.code, eventId: randomUUID() });
  });

  describe('an anonymous caller', () => {
    it('is refused me, setUsername and nuke with UNAUTHORIZED, and nothing changes', async () => {
      const before = await rowsMentioning([ana.id, ben.id, cleo.id]);
      const anonymous = await callerFor(null);
      expect(await codeOf(anonymous.account.me())).toBe('UNAUTHORIZED');
      expect(await codeOf(anonymous.account.setUsername({ eventId: randomUUID(), username: 'sneaky' }))).toBe(
        'UNAUTHORIZED',
      );
      expect(await codeOf(anonymous.account.nuke({ confirmUsername: 'sneaky' }))).toBe('UNAUTHORIZED');
      expect(await rowsMentioning([ana.id, ben.id, cleo.id])).toEqual(before);
    });
  });

  describe('setUsername', () => {
    it('sets the username and records one UsernameSet event; a retry changes nothing', async () => {
      const a = await callerFor(ana);
      const command = { eventId: randomUUID(), username: 'Riff_Master' };
      expect(await a.account.setUsername(command)).toEqual({ username: 'Riff_Master', changed: true });
      expect(await a.account.setUsername(command)).toEqual({ username: 'Riff_Master', changed: false });
      expect(await a.account.setUsername({ eventId: randomUUID(), username: 'Riff_Master' })).toEqual({
        username: 'Riff_Master',
        changed: false,
      });
      // A request after the change (the session is read per request) sees the new name.
      expect((await (await callerFor(ana)).account.me()).username).toBe('Riff_Master');
      const { events } = await a.account.export();
      expect(events.map((e) => [e.eventId, e.type, e.data])).toEqual([
        [command.eventId, 'UsernameSet', { username: 'Riff_Master' }],
      ]);
    });

    it('refuses a name another user holds, ignoring case, with CONFLICT and the sentence to try another', async () => {
      const c = await callerFor(cleo);
      const error = await errorOf(c.account.setUsername({ eventId: randomUUID(), username: 'riff_MASTER' }));
      expect(error).toMatchObject({ code: 'CONFLICT', message: USERNAME_TAKEN });
      expect(await c.account.me()).toMatchObject({ username: null, counts: { events: 0 } });
      expect(await (await callerFor(ana)).account.me()).toMatchObject({ username: 'Riff_Master' });
    });

    it('refuses a malformed name with BAD_REQUEST saying what a username is, writing nothing', async () => {
      const c = await callerFor(cleo);
      for (const username of ['ab', 'x'.repeat(31), 'has space', 'émile', 'semi;colon', '']) {
        const error = await errorOf(c.account.setUsername({ eventId: randomUUID(), username }));
        expect(error.code).toBe('BAD_REQUEST');
        expect(error.cause).toBeInstanceOf(ZodError);
        expect((error.cause as ZodError).issues.map((i) => i.message)).toEqual([USERNAME_RULE]);
      }
      expect(await codeOf(c.account.setUsername({ eventId: 'not-a-uuid', username: 'cleo' }))).toBe('BAD_REQUEST');
      expect(await c.account.me()).toMatchObject({ username: null, counts: { events: 0 } });
    });

    it('refuses an event id already used in another stream, changing nothing', async () => {
      const [anasEvent] = (await (await callerFor(ana)).account.export()).events;
      const c = await callerFor(cleo);
      expect(await codeOf(c.account.setUsername({ eventId: anasEvent!.eventId, username: 'cleo_c' }))).toBe('CONFLICT');
      expect(await c.account.me()).toMatchObject({ username: null, counts: { events: 0 } });
    });
  });

  describe('me', () => {
    it('says who the caller is and counts what is stored', async () => {
      for (const member of [ana, ben, cleo]) await recordProgress(await callerFor(member));
      expect(await (await callerFor(ana)).account.me()).toEqual({
        id: ana.id,
        name: 'Ana',
        email: ana.email,
        username: 'Riff_Master',
        counts: { favourites: 1, learned: 1, practiceEntries: 1, events: 6 },
      });
      expect(await (await callerFor(ben)).account.me()).toEqual({
        id: ben.id,
        name: 'Ben',
        email: ben.email,
        username: null,
        counts: { favourites: 1, learned: 1, practiceEntries: 1, events: 5 },
      });
    });
  });

  describe('nuke', () => {
    it('the scan finds each user in every table before anything is deleted', async () => {
      expect(Object.keys(await rowsMentioning([ana.id, ana.email, 'Riff_Master']))).toEqual(everyTableOfAUser);
      expect(Object.keys(await rowsMentioning([ben.id, ben.email]))).toEqual(everyTableOfAUser);
      cleosRows = await rowsMentioning([cleo.id, cleo.email]);
      expect(Object.keys(cleosRows)).toEqual(everyTableOfAUser);
    });

    it('refuses without the exact username, with BAD_REQUEST, deleting nothing', async () => {
      const before = await rowsMentioning([ana.id, ben.id, cleo.id, ana.email, ben.email, cleo.email]);
      const a = await callerFor(ana);
      for (const confirmUsername of ['', 'Riff_Maste', ' Riff_Master', ana.email, 'Ana']) {
        expect(await errorOf(a.account.nuke({ confirmUsername }))).toMatchObject({
          code: 'BAD_REQUEST',
          message: 'Type your username exactly to confirm.',
        });
      }
      // Without a username, the e-mail address is what to type, and a username is not it.
      const b = await callerFor(ben);
      expect(await errorOf(b.account.nuke({ confirmUsername: 'Riff_Master' }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Type your e-mail address exactly to confirm.',
      });
      expect(await rowsMentioning([ana.id, ben.id, cleo.id, ana.email, ben.email, cleo.email])).toEqual(before);
    });

    it('deletes the account and everything of it: no row in any table mentions the user, and they are signed out', async () => {
      const a = await callerFor(ana);
      expect(await a.account.nuke({ confirmUsername: 'rIFF_mASTER' })).toEqual({ deleted: true });
      expect(await rowsMentioning([ana.id, ana.email, 'Riff_Master'])).toEqual({});
      // The session went with the account: the same cookie is nobody now.
      expect(await codeOf((await callerFor(ana)).account.me())).toBe('UNAUTHORIZED');
    });

    it('a user without a username confirms with their e-mail address, ignoring case', async () => {
      const b = await callerFor(ben);
      expect(await b.account.nuke({ confirmUsername: ben.email.toUpperCase() })).toEqual({ deleted: true });
      expect(await rowsMentioning([ben.id, ben.email])).toEqual({});
    });

    // The embedded database has one connection, so a second writer cannot hold the lock there.
    it.runIf(kind === 'server')(
      'waits for a writer holding the user lock, then deletes what it wrote too',
      async () => {
        const dan = await signUp('Dan');
        const writer = postgres(current().url, { max: 1, onnotice: () => {} });
        try {
          let release!: () => void;
          const released = new Promise<void>((resolve) => (release = resolve));
          let holding!: () => void;
          const locked = new Promise<void>((resolve) => (holding = resolve));
          const write = writer.begin(async (tx) => {
            await lockUserForWriting(tx, dan.id);
            holding();
            await released;
            const event = {
              eventId: randomUUID(),
              type: 'FavouriteAdded',
              schema: 1,
              data: { item: chord },
              metadata: { occurredAt: new Date().toISOString() },
            };
            const { nextExpectedVersion } = await append(tx, userStream(dan.id), 'any', [event]);
            await projectProgressEvents(tx, dan.id, initialProgress(), [{ ...event, version: nextExpectedVersion }]);
          });
          await locked;
          let settled = false;
          const nuked = (await callerFor(dan)).account
            .nuke({ confirmUsername: dan.email })
            .finally(() => (settled = true));
          await waitForAdvisoryLockWaiter(() => settled); // a nuke that took no lock would settle instead
          release();
          await write;
          expect(await nuked).toEqual({ deleted: true });
          expect(await rowsMentioning([dan.id, dan.email])).toEqual({});
        } finally {
          await writer.end();
        }
      },
    );

    it("leaves another user's data exactly as it was", async () => {
      expect(await rowsMentioning([cleo.id, cleo.email])).toEqual(cleosRows);
      expect(await (await callerFor(cleo)).account.me()).toMatchObject({
        id: cleo.id,
        counts: { favourites: 1, learned: 1, practiceEntries: 1, events: 5 },
      });
      expect(await (await callerFor(cleo)).progress.favourites.list()).toEqual([{ ...chord, at: expect.any(String) }]);
    });
  });
});
