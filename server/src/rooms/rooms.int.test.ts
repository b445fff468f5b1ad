/**
 * Rooms end to end over the WebSocket: real apps listening on loopback, real tRPC
 * clients (wsLink with its own reconnect loop), both databases; two instances on one
 * Postgres server for the cross-instance tests.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RoomFeedItem } from '#events/roomSignals';
import { roomStream } from '#events/streams';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { forEachDatabase, TEST_DATABASE_URL } from '../db/testDatabases';
import type { Context } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { feedEvents, memberClient, postedMessages, type Tracked } from '../trpc/roomClientTesting';
import { createCallerFactory } from '../trpc/trpc';

const createCaller = createCallerFactory(appRouter);

async function fakeClientBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fretboard-client-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body></body></html>');
  await writeFile(join(dir, 'routes.json'), JSON.stringify({ patterns: ['^/$'] }));
  return dir;
}

interface Instance {
  app: FastifyInstance;
  db: Database;
  url: string;
  /** Calls straight into this instance's router, as a given user. */
  as(userId: string | null): ReturnType<typeof createCaller>;
}

async function startInstance(db: Database, clientDir: string): Promise<Instance> {
  const config = loadConfig({ CLIENT_DIR: clientDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/trpc`,
    as: (userId) =>
      createCaller({
        services: app.services,
        user: userId ? { id: userId, name: null, email: null, username: null } : null,
        headers: {},
      } as Context),
  };
}

/** A signed-in user: a users row and a live session, and the cookie that names it. */
async function signedInUser(db: Database, username: string): Promise<{ id: string; cookie: string }> {
  const id = randomUUID();
  const token = randomUUID();
  await db.sql`insert into users (id, name, username) values (${id}, ${username}, ${username})`;
  await db.sql`insert into sessions (session_token, user_id, expires) values (${token}, ${id}, now() + interval '1 day')`;
  return { id, cookie: `authjs.session-token=${token}` };
}

const events = feedEvents;
const versions = (items: Tracked[]) => events(items).map((e) => e.event.version);
const messages = postedMessages;
const increasing = (numbers: number[]) => numbers.every((n, i) => i === 0 || n > numbers[i - 1]!);

forEachDatabase('rooms over the WebSocket', (current) => {
  let clientDir: string;
  let server: Instance;

  beforeAll(async () => {
    clientDir = await fakeClientBuild();
    server = await startInstance(current().db, clientDir);
  });
  afterAll(async () => {
    await server.app.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('a student whose socket drops while the teacher makes ten changes gets all ten on return, in order, once', async () => {
    const teacher = await signedInUser(current().db, `teacher_${Date.now()}`);
    const { code } = await server.as(teacher.id).rooms.open({ eventId: randomUUID() });
    const student = memberClient(server.url);
    const joined = await student.client.rooms.join.mutate({ code, eventId: randomUUID(), guestName: 'Student' });
    if (!joined.joined) throw new Error('could not join');
    const subscription = student.watch({ code, guestToken: joined.guestToken });
    await student.until((items) => items.some((i) => i.data.kind === 'snapshot'), 'the snapshot');
    const snapshot = student.items[0]!.data as Extract<RoomFeedItem, { kind: 'snapshot' }>;
    expect(snapshot.state.members.map((m) => m.memberId)).toContain(joined.memberId);
    expect(snapshot.names[joined.memberId]).toBe('Student');
    const before = snapshot.state.version;

    student.drop();
    const tempos = [60, 65, 70, 75, 80, 85, 90, 95, 100, 105];
    for (const bpm of tempos)
      await server.as(teacher.id).rooms.command({ code, eventId: randomUUID(), command: { type: 'changeTempo', bpm } });
    student.reconnect();

    await student.until((items) => versions(items).includes(before + 10), 'the tenth change');
    expect(versions(student.items)).toEqual(tempos.map((_, i) => before + i + 1));
    expect(events(student.items).map((e) => (e.event.type === 'TempoChanged' ? e.event.data.bpm : null))).toEqual(
      tempos,
    );
    // Resumed, not started again: one snapshot only, and each id is the room version.
    expect(student.items.filter((i) => i.data.kind === 'snapshot')).toHaveLength(1);
    expect(student.items.filter((i) => i.data.kind === 'event').map((i) => Number(i.id))).toEqual(
      versions(student.items),
    );
    subscription.unsubscribe();
    await student.close();
  });

  it('twenty changes the leader sends at once all land, in the order sent, none refused as busy', async () => {
    const teacher = await signedInUser(current().db, `teacher_${Date.now()}`);
    const as = server.as(teacher.id);
    const { code } = await as.rooms.open({ eventId: randomUUID() });
    await as.rooms.command({ code, eventId: randomUUID(), command: { type: 'changeTempo', bpm: 100 } });
    const tempos = Array.from({ length: 20 }, (_, i) => 60 + i);
    const answers = await Promise.allSettled(
      tempos.map((bpm) => as.rooms.command({ code, eventId: randomUUID(), command: { type: 'changeTempo', bpm } })),
    );
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : String(a.reason)))).toEqual(
      tempos.map(() => ({ changed: true })),
    );
    const [{ room_id: roomId }] = await current().db.sql<
      [{ room_id: string }]
    >`select room_id from rooms where code = ${code}`;
    const stored = await current().db.sql<{ bpm: number }[]>`
      select (data->>'bpm')::int as bpm from events where stream_id = ${roomStream(roomId)} and type = 'TempoChanged' order by version`;
    expect(stored.map((r) => r.bpm)).toEqual([100, ...tempos]);
  });

  it('a retried change sent together with new ones is stored once, and the new ones still land', async () => {
    const teacher = await signedInUser(current().db, `teacher_${Date.now()}`);
    const as = server.as(teacher.id);
    const { code } = await as.rooms.open({ eventId: randomUUID() });
    const first = randomUUID();
    expect(await as.rooms.command({ code, eventId: first, command: { type: 'postMessage', text: 'one' } })).toEqual({
      changed: true,
    });
    const racing = randomUUID();
    // Sent at once, so all but the first wait behind it and are appended together: the
    // retry of "one", a call and its own retry racing it, and two new messages.
    const answers = await Promise.all([
      as.rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text: 'two' } }),
      as.rooms.command({ code, eventId: first, command: { type: 'postMessage', text: 'one' } }),
      as.rooms.command({ code, eventId: racing, command: { type: 'postMessage', text: 'three' } }),
      as.rooms.command({ code, eventId: racing, command: { type: 'postMessage', text: 'three' } }),
      as.rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text: 'four' } }),
    ]);
    expect(answers.map((a) => a.changed)).toEqual([true, false, true, false, true]);
    const [{ room_id: roomId }] = await current().db.sql<
      [{ room_id: string }]
    >`select room_id from rooms where code = ${code}`;
    const stored = await current().db.sql<{ text: string }[]>`
      select data->>'text' as text from events where stream_id = ${roomStream(roomId)} and type = 'MessagePosted' order by version`;
    expect(stored.map((r) => r.text)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('a late joiner starts from the current state, then follows live', async () => {
    const teacher = await signedInUser(current().db, `teacher_${Date.now()}`);
    const as = server.as(teacher.id);
    const { code } = await as.rooms.open({ eventId: randomUUID() });
    await as.rooms.command({
      code,
      eventId: randomUUID(),
      command: { type: 'showPattern', pattern: { kind: 'scale', root: 'A', type: 'minor pentatonic', position: 5 } },
    });
    await as.rooms.command({
      code,
      eventId: randomUUID(),
      command: { type: 'markNotes', notes: [{ string: 0, fret: 5 }] },
    });
    const student = memberClient(server.url);
    const joined = await student.client.rooms.join.mutate({ code, eventId: randomUUID(), guestName: 'Late' });
    if (!joined.joined) throw new Error('could not join');
    student.watch({ code, guestToken: joined.guestToken });
    await student.until((items) => items.length > 0, 'the snapshot');
    const first = student.items[0]!.data;
    expect(first.kind).toBe('snapshot');
    if (first.kind !== 'snapshot') return;
    expect(first.state.view).toMatchObject({
      pattern: { root: 'A', type: 'minor pentatonic' },
      markedNotes: [{ string: 0, fret: 5 }],
    });
    expect(first.present).toContain(joined.memberId);

    await as.rooms.command({
      code,
      eventId: randomUUID(),
      command: { type: 'showPattern', pattern: { kind: 'chord', root: 'E', type: 'minor' } },
    });
    await student.until((items) => events(items).some((e) => e.event.type === 'PatternShown'), 'the new chord');
    expect(versions(student.items)).toEqual([first.state.version + 1]);
    await student.close();
  });

  it('the leader’s pointer reaches the members, and a flood of pointer moves is thinned, not queued', async () => {
    const teacher = await signedInUser(current().db, `teacher_${Date.now()}`);
    const teacherClient = memberClient(server.url, teacher.cookie);
    const { code, memberId: teacherId } = await teacherClient.client.rooms.open.mutate({ eventId: randomUUID() });
    const student = memberClient(server.url);
    const joined = await student.client.rooms.join.mutate({ code, eventId: randomUUID(), guestName: 'Student' });
    if (!joined.joined) throw new Error('could not join');
    student.watch({ code, guestToken: joined.guestToken });
    await student.until((items) => items.length > 0, 'the snapshot');
    const sent = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        teacherClient.client.rooms.signal.mutate({
          code,
          signal: { type: 'pointer', at: { string: i % 6, fret: i % 25 } },
        }),
      ),
    );
    const delivered = sent.filter((s) => s.delivered).length;
    expect(delivered).toBeGreaterThanOrEqual(30);
    expect(delivered).toBeLessThan(60);
    await student.until(
      (items) => items.filter((i) => i.data.kind === 'signal').length >= delivered,
      'the pointer moves',
    );
    const signals = student.items.filter((i) => i.data.kind === 'signal').map((i) => i.data);
    expect(signals.every((s) => s.kind === 'signal' && s.signal.type === 'pointer' && s.from === teacherId)).toBe(true);
    // Signals are never stored: the room's stream holds only its opening and the join.
    const [{ room_id: roomId }] = await current().db.sql<
      [{ room_id: string }]
    >`select room_id from rooms where code = ${code}`;
    const stored = await current().db.sql<
      { type: string }[]
    >`select type from events where stream_id = ${roomStream(roomId)} order by version`;
    expect(stored.map((r) => r.type)).toEqual(['RoomOpened', 'MemberJoined', 'MemberJoined']);
    await Promise.all([student.close(), teacherClient.close()]);
  });

  it('a client sending garbage gets an error, one sending a 1 MB frame is cut off, and the room carries on', async () => {
    const teacher = await signedInUser(current().db, `teacher_${Date.now()}`);
    const as = server.as(teacher.id);
    const { code } = await as.rooms.open({ eventId: randomUUID() });
    const student = memberClient(server.url);
    const joined = await student.client.rooms.join.mutate({ code, eventId: randomUUID(), guestName: 'Student' });
    if (!joined.joined) throw new Error('could not join');
    student.watch({ code, guestToken: joined.guestToken });
    await student.until((items) => items.length > 0, 'the snapshot');

    const rogue = new WebSocket(server.url);
    await new Promise((resolve, reject) => rogue.once('open', resolve).once('error', reject));
    const reply = new Promise<string>((resolve) => rogue.once('message', (data) => resolve(String(data))));
    rogue.send('{"this is": not json');
    expect(JSON.parse(await reply)).toMatchObject({ error: { json: { data: { code: 'PARSE_ERROR' } } } });
    const closed = new Promise<number>((resolve) => rogue.once('close', (code) => resolve(code)));
    rogue.send('x'.repeat(1024 * 1024));
    expect(await closed).toBe(1009); // "message too big"

    await as.rooms.command({ code, eventId: randomUUID(), command: { type: 'changeTempo', bpm: 123 } });
    await student.until((items) => events(items).some((e) => e.event.type === 'TempoChanged'), 'the tempo change');
    expect(student.errors).toEqual([]);
    await student.close();
  });
});

forEachDatabase(
  'rooms across two server instances',
  (current) => {
    let clientDir: string;
    let a: Instance;
    let b: Instance;
    let secondDb: Database;

    beforeAll(async () => {
      clientDir = await fakeClientBuild();
      // Each instance has its own connection pool and bus, as two processes would.
      secondDb = await openDatabase({ databaseUrl: current().url, dataDir: '', migrate: false });
      a = await startInstance(current().db, clientDir);
      b = await startInstance(secondDb, clientDir);
    });
    afterAll(async () => {
      await a.app.close();
      await b.app.close();
      await secondDb.close();
      await rm(clientDir, { recursive: true, force: true });
    });

    it('changes sent at once through two instances to one room all land', async () => {
      const teacher = await signedInUser(current().db, `teacher_${Date.now()}`);
      const { code } = await a.as(teacher.id).rooms.open({ eventId: randomUUID() });
      const sent = Array.from({ length: 20 }, (_, i) => ({ via: i % 2 === 0 ? a : b, text: `message ${i}` }));
      const answers = await Promise.allSettled(
        sent.map(({ via, text }) =>
          via.as(teacher.id).rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text } }),
        ),
      );
      expect(answers.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual(
        sent.map(() => ({ changed: true })),
      );
      const [{ room_id: roomId }] = await current().db.sql<
        [{ room_id: string }]
      >`select room_id from rooms where code = ${code}`;
      const stored = await current().db.sql<{ text: string }[]>`
        select data->>'text' as text from events where stream_id = ${roomStream(roomId)} and type = 'MessagePosted' order by version`;
      expect(stored.map((r) => r.text).sort()).toEqual(sent.map((m) => m.text).sort());

      // Someone joins through A and acts through B at once: B may not have heard of the join
      // yet, and must not refuse them on what it remembers of the room.
      const guest = await a.as(null).rooms.join({ code, eventId: randomUUID(), guestName: 'Quick' });
      if (!guest.joined) throw new Error('could not join');
      expect(
        await b
          .as(null)
          .rooms.command({ code, guestToken: guest.guestToken, eventId: randomUUID(), command: { type: 'raiseHand' } }),
      ).toEqual({
        changed: true,
      });
    });

    /** A teacher watching on A and a student on B, both caught up. */
    async function roomAcrossInstances() {
      const teacher = await signedInUser(current().db, `teacher_${Date.now()}`);
      const teacherClient = memberClient(a.url, teacher.cookie);
      const { code, memberId: teacherId } = await teacherClient.client.rooms.open.mutate({ eventId: randomUUID() });
      teacherClient.watch({ code });
      await teacherClient.until((items) => items.length > 0, 'the teacher’s snapshot');
      const student = memberClient(b.url);
      const joined = await student.client.rooms.join.mutate({ code, eventId: randomUUID(), guestName: 'Student' });
      if (!joined.joined) throw new Error('could not join');
      student.watch({ code, guestToken: joined.guestToken });
      await student.until((items) => items.length > 0, 'the student’s snapshot');
      await teacherClient.until(
        (items) => events(items).some((e) => e.event.type === 'MemberJoined'),
        'the student’s join on A',
      );
      return { teacher, teacherId, teacherClient, student, joined, code };
    }

    it('members on different instances see each other’s changes, pointer and presence', async () => {
      const { teacherId, teacherClient, student, joined, code } = await roomAcrossInstances();

      // The teacher (on A) learns that the student joined and is present (on B).
      await teacherClient.until(
        (items) => events(items).some((e) => e.event.type === 'MemberJoined' && e.name === 'Student'),
        'the join',
      );
      await teacherClient.until(
        (items) =>
          items.some((i) => i.data.kind === 'presence' && i.data.memberId === joined.memberId && i.data.present),
        'the student’s presence',
      );
      // The student (on B) sees the teacher present, from the snapshot or a presence item.
      await student.until(
        (items) =>
          items.some(
            (i) =>
              (i.data.kind === 'snapshot' && i.data.present.includes(teacherId)) ||
              (i.data.kind === 'presence' && i.data.memberId === teacherId && i.data.present),
          ),
        'the teacher’s presence',
      );

      await teacherClient.client.rooms.command.mutate({
        code,
        eventId: randomUUID(),
        command: { type: 'showPattern', pattern: { kind: 'chord', root: 'G', type: 'major' } },
      });
      await student.until((items) => events(items).some((e) => e.event.type === 'PatternShown'), 'the chord on B');

      await student.client.rooms.command.mutate({
        code,
        guestToken: joined.guestToken,
        eventId: randomUUID(),
        command: { type: 'raiseHand' },
      });
      await teacherClient.until(
        (items) => events(items).some((e) => e.event.type === 'HandRaised'),
        'the raised hand on A',
      );

      await teacherClient.client.rooms.signal.mutate({ code, signal: { type: 'sounded', at: { string: 5, fret: 3 } } });
      await student.until(
        (items) => items.some((i) => i.data.kind === 'signal' && i.data.signal.type === 'sounded'),
        'the sounded note on B',
      );

      // The student's connection ends: the teacher sees them away, not gone.
      await student.close();
      await teacherClient.until(
        (items) =>
          items.some((i) => i.data.kind === 'presence' && i.data.memberId === joined.memberId && !i.data.present),
        'the student away',
      );
      expect(events(teacherClient.items).some((e) => e.event.type === 'MemberLeft')).toBe(false);
      await teacherClient.close();
    });

    it('after the bus lost its connections, a member on the other instance gets what was sent meanwhile', async () => {
      const { teacher, teacherClient, student, code } = await roomAcrossInstances();
      const database = new URL(current().url).pathname.slice(1);
      const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
      // A's pool is kept open, so it can write while no new connection is let in.
      await Promise.all(Array.from({ length: 10 }, () => a.db.sql`select pg_sleep(0.02)`));
      try {
        // Both instances' listening connections are cut and cannot come back until allowed:
        // what A commits meanwhile is announced to nobody.
        await admin`alter database ${admin(database)} allow_connections false`;
        const [cut] = await admin<{ n: number }[]>`
          select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = ${database} and query like 'listen %'`;
        expect(cut?.n).toBe(2);
        for (const text of ['sent while cut 1', 'sent while cut 2'])
          await a.as(teacher.id).rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text } });
      } finally {
        await admin`alter database ${admin(database)} allow_connections true`;
        await admin.end();
      }
      // B listens again, reads the room up to its newest version, and its member carries on.
      await student.until((items) => messages(items).includes('sent while cut 2'), 'what was sent during the cut');
      await b.as(teacher.id).rooms.command({
        code,
        eventId: randomUUID(),
        command: { type: 'postMessage', text: 'sent after' },
      });
      await teacherClient.until((items) => messages(items).includes('sent after'), 'the message sent through B');
      await student.until((items) => messages(items).includes('sent after'), 'the message sent through B, on B');
      for (const member of [teacherClient, student]) {
        expect(messages(member.items)).toEqual(['sent while cut 1', 'sent while cut 2', 'sent after']);
        expect(increasing(versions(member.items))).toBe(true);
      }
      await teacherClient.close();
      await student.close();
    });

    it('through every connection of both instances cut in a burst of writes: each acknowledged once, no 500, both feeds resume', async () => {
      const { teacher, teacherClient, student, code } = await roomAcrossInstances();
      const admin = postgres(current().url, { max: 1, onnotice: () => {} });
      const sent = Array.from({ length: 40 }, (_, i) => ({
        via: i % 2 === 0 ? a : b,
        text: `burst ${i}`,
        eventId: randomUUID(),
      }));
      const refusals: string[] = [];
      // As the browser does: a refusal that says the server is reconnecting is sent again, same event id.
      const send = async ({ via, text, eventId }: (typeof sent)[number]) => {
        for (;;) {
          try {
            return await via.as(teacher.id).rooms.command({ code, eventId, command: { type: 'postMessage', text } });
          } catch (error) {
            const refusal = (error as { code?: string }).code ?? String(error);
            refusals.push(refusal);
            if (refusal !== 'SERVICE_UNAVAILABLE') throw error;
          }
        }
      };
      try {
        const writes = sent.map((message, i) =>
          new Promise((resolve) => setTimeout(resolve, i * 5)).then(() => send(message)),
        );
        await new Promise((resolve) => setTimeout(resolve, 60));
        await admin`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`;
        expect(await Promise.all(writes)).toEqual(sent.map(() => ({ changed: true })));
      } finally {
        await admin.end();
      }
      expect(refusals.filter((r) => r !== 'SERVICE_UNAVAILABLE')).toEqual([]);
      const [{ room_id: roomId }] = await current().db.sql<
        [{ room_id: string }]
      >`select room_id from rooms where code = ${code}`;
      const stored = await current().db.sql<{ text: string }[]>`
        select data->>'text' as text from events where stream_id = ${roomStream(roomId)} and type = 'MessagePosted'`;
      expect(stored.map((r) => r.text).sort()).toEqual(sent.map((m) => m.text).sort());
      const everything = (items: Tracked[]) => messages(items).length === sent.length;
      await teacherClient.until(everything, 'every message on A');
      await student.until(everything, 'every message on B');
      for (const member of [teacherClient, student]) {
        expect(messages(member.items).sort()).toEqual(sent.map((m) => m.text).sort());
        expect(increasing(versions(member.items))).toBe(true);
      }
      await teacherClient.close();
      await student.close();
    });
  },
  { kinds: ['server'] },
);
