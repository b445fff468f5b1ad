import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomStream } from '#events/streams';
import { loadConfig } from '../../config';
import { forEachDatabase } from '../../db/testDatabases';
import { forgetUserInRooms, roomsOnDemand, type RoomsOnDemand } from '../../rooms';
import { ServerStatus } from '../../serverStatus';
import type { Context, SessionUser } from '../context';
import { codeOf, createCaller, type Caller } from '../callerTesting';

const cMajor = { kind: 'chord', root: 'C', type: 'major' } as const;

forEachDatabase('rooms router', (current) => {
  const teacher: SessionUser = { id: randomUUID(), name: 'Teacher', email: null, username: 'teacher' };
  const student: SessionUser = { id: randomUUID(), name: 'Student', email: null, username: 'student' };
  let callerFor: (user: SessionUser | null, headers?: Record<string, string>) => Caller;
  let anonymous: Caller;
  let host: Caller;
  let signedIn: Caller;

  let rooms: RoomsOnDemand;

  beforeAll(async () => {
    const { db } = current();
    rooms = roomsOnDemand(db, {
      limits: {
        perClient: { max: 1000, windowMs: 60_000 },
        perCode: { max: 1000, windowMs: 60_000 },
        failuresPerClient: { max: 5, windowMs: 60_000 },
      },
    });
    const services: Context['services'] = {
      config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }),
      db,
      status: new ServerStatus(),
      rooms,
    };
    callerFor = (user, headers = {}) => createCaller({ services, user, headers } as Context);
    anonymous = callerFor(null);
    host = callerFor(teacher);
    signedIn = callerFor(student);
    await db.sql`insert into users (id, name, username) values (${teacher.id}, 'Teacher', 'teacher'), (${student.id}, 'Student', 'student')`;
  });

  afterAll(async () => rooms.close());

  const open = async () => (await host.rooms.open({ eventId: randomUUID(), title: 'Tuesday lesson' })).code;
  async function joinAsGuest(code: string, name = 'Sam') {
    const joined = await anonymous.rooms.join({ code, eventId: randomUUID(), guestName: name });
    if (!joined.joined || !joined.guestToken) throw new Error(`guest could not join: ${JSON.stringify(joined)}`);
    return { guestToken: joined.guestToken, memberId: joined.memberId };
  }

  it('only a signed-in user opens a room, and gets an unguessable 12-character code', async () => {
    expect(await codeOf(anonymous.rooms.open({ eventId: randomUUID() }))).toBe('UNAUTHORIZED');
    const code = await open();
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{12}$/);
    expect(await open()).not.toBe(code);
  });

  it('a retried open (same event id) answers the same room', async () => {
    const eventId = randomUUID();
    const first = await host.rooms.open({ eventId });
    expect(await host.rooms.open({ eventId })).toEqual(first);
    expect(await codeOf(signedIn.rooms.open({ eventId }))).toBe('CONFLICT');
  });

  it('someone neither signed in nor named cannot join', async () => {
    expect(await codeOf(anonymous.rooms.join({ code: await open(), eventId: randomUUID() }))).toBe('UNAUTHORIZED');
  });

  it('a guest cannot lead until handed the lead, and then can', async () => {
    const code = await open();
    const guest = await joinAsGuest(code);
    expect(
      await codeOf(
        anonymous.rooms.command({
          code,
          guestToken: guest.guestToken,
          eventId: randomUUID(),
          command: { type: 'showPattern', pattern: cMajor },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        anonymous.rooms.signal({
          code,
          guestToken: guest.guestToken,
          signal: { type: 'pointer', at: { string: 1, fret: 3 } },
        }),
      ),
    ).toBe('FORBIDDEN');
    await host.rooms.command({ code, eventId: randomUUID(), command: { type: 'handOverLead', to: guest.memberId } });
    expect(
      await anonymous.rooms.command({
        code,
        guestToken: guest.guestToken,
        eventId: randomUUID(),
        command: { type: 'showPattern', pattern: cMajor },
      }),
    ).toEqual({ changed: true });
    expect(
      await codeOf(host.rooms.command({ code, eventId: randomUUID(), command: { type: 'changeTempo', bpm: 100 } })),
    ).toBe('FORBIDDEN');
    await host.rooms.command({ code, eventId: randomUUID(), command: { type: 'takeLead' } });
    expect(
      await host.rooms.command({ code, eventId: randomUUID(), command: { type: 'changeTempo', bpm: 100 } }),
    ).toEqual({ changed: true });
  });

  it('a guest token works only in its own room', async () => {
    const guest = await joinAsGuest(await open());
    const other = await open();
    expect(
      await codeOf(
        anonymous.rooms.command({
          code: other,
          guestToken: guest.guestToken,
          eventId: randomUUID(),
          command: { type: 'raiseHand' },
        }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('a non-member can neither send nor watch', async () => {
    const code = await open();
    expect(
      await codeOf(
        signedIn.rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text: 'hello' } }),
      ),
    ).toBe('FORBIDDEN');
    expect(await codeOf(signedIn.rooms.command({ code, eventId: randomUUID(), command: { type: 'raiseHand' } }))).toBe(
      'FORBIDDEN',
    );
    expect(
      await codeOf(
        anonymous.rooms.command({
          code,
          guestToken: 'x'.repeat(43),
          eventId: randomUUID(),
          command: { type: 'raiseHand' },
        }),
      ),
    ).toBe('FORBIDDEN');
    const watch = (await signedIn.rooms.watch({ code })) as AsyncIterable<unknown>;
    expect(
      await codeOf(
        (async () => {
          for await (const _ of watch) break;
        })(),
      ),
    ).toBe('FORBIDDEN');
  });

  it('a member who left can no longer send, and comes back by joining again', async () => {
    const code = await open();
    await signedIn.rooms.join({ code, eventId: randomUUID() });
    await signedIn.rooms.leave({ code, eventId: randomUUID() });
    expect(await codeOf(signedIn.rooms.command({ code, eventId: randomUUID(), command: { type: 'raiseHand' } }))).toBe(
      'FORBIDDEN',
    );
    await signedIn.rooms.join({ code, eventId: randomUUID() });
    expect(await signedIn.rooms.command({ code, eventId: randomUUID(), command: { type: 'raiseHand' } })).toEqual({
      changed: true,
    });
  });

  it('a member who has just acted (their membership briefly cached) is still refused after leaving or once the room closes', async () => {
    const code = await open();
    await signedIn.rooms.join({ code, eventId: randomUUID() });
    expect(await signedIn.rooms.command({ code, eventId: randomUUID(), command: { type: 'raiseHand' } })).toEqual({
      changed: true,
    });
    await signedIn.rooms.leave({ code, eventId: randomUUID() });
    expect(
      await codeOf(
        signedIn.rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text: 'still here?' } }),
      ),
    ).toBe('FORBIDDEN');
    const guest = await joinAsGuest(code);
    expect(
      await anonymous.rooms.command({
        code,
        guestToken: guest.guestToken,
        eventId: randomUUID(),
        command: { type: 'raiseHand' },
      }),
    ).toEqual({
      changed: true,
    });
    await host.rooms.close({ code, eventId: randomUUID() });
    expect(
      await codeOf(
        anonymous.rooms.command({
          code,
          guestToken: guest.guestToken,
          eventId: randomUUID(),
          command: { type: 'postMessage', text: 'hello?' },
        }),
      ),
    ).toMatch(/^(PRECONDITION_FAILED|FORBIDDEN)$/);
  });

  it('a closed room accepts nothing: no commands, no joins, no signals', async () => {
    const code = await open();
    const guest = await joinAsGuest(code);
    await signedIn.rooms.join({ code, eventId: randomUUID() });
    expect(await codeOf(signedIn.rooms.close({ code, eventId: randomUUID() }))).toBe('FORBIDDEN');
    expect(await host.rooms.close({ code, eventId: randomUUID() })).toEqual({ changed: true });
    expect(
      await codeOf(
        host.rooms.command({ code, eventId: randomUUID(), command: { type: 'showPattern', pattern: cMajor } }),
      ),
    ).toBe('PRECONDITION_FAILED');
    expect(
      await codeOf(
        signedIn.rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text: 'hello?' } }),
      ),
    ).toBe('PRECONDITION_FAILED');
    expect(await codeOf(host.rooms.signal({ code, signal: { type: 'sounded', at: { string: 0, fret: 0 } } }))).toBe(
      'PRECONDITION_FAILED',
    );
    // The guest's token died with the room.
    expect(
      await codeOf(
        anonymous.rooms.command({
          code,
          guestToken: guest.guestToken,
          eventId: randomUUID(),
          command: { type: 'raiseHand' },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(await anonymous.rooms.join({ code, eventId: randomUUID(), guestName: 'Late' })).toEqual({
      joined: false,
      reason: 'CLOSED',
      message: 'This room has been closed.',
    });
  });

  it('the 51st member is told the room is full', async () => {
    const code = await open();
    for (let i = 1; i < 50; i++) await joinAsGuest(code, `Guest ${i}`);
    expect(await anonymous.rooms.join({ code, eventId: randomUUID(), guestName: 'One too many' })).toEqual({
      joined: false,
      reason: 'FULL',
      message: 'This room is full (50 people).',
    });
    expect(await anonymous.rooms.peek({ code })).toEqual({
      exists: true,
      title: 'Tuesday lesson',
      closed: false,
      members: 50,
    });
  });

  it('a retried command (same event id) is recorded once', async () => {
    const code = await open();
    const message = { code, eventId: randomUUID(), command: { type: 'postMessage', text: 'try it slower' } } as const;
    expect(await host.rooms.command(message)).toEqual({ changed: true });
    expect(await host.rooms.command(message)).toEqual({ changed: false });
    const { roomId } = (
      await current().db.sql<{ room_id: string }[]>`select room_id from rooms where code = ${code}`
    ).map((r) => ({ roomId: r.room_id }))[0]!;
    const posted = await current().db
      .sql`select 1 from events where stream_id = ${roomStream(roomId)} and type = 'MessagePosted'`;
    expect(posted).toHaveLength(1);
  });

  it('a retried guest join (the answer was lost) is the same member with a new token', async () => {
    const code = await open();
    const eventId = randomUUID();
    const first = await anonymous.rooms.join({ code, eventId, guestName: 'Sam' });
    const again = await anonymous.rooms.join({ code, eventId, guestName: 'Sam' });
    expect(again.joined && first.joined && again.memberId === first.memberId).toBe(true);
    const token = again.joined ? again.guestToken : undefined;
    expect(
      await anonymous.rooms.command({ code, guestToken: token, eventId: randomUUID(), command: { type: 'raiseHand' } }),
    ).toEqual({
      changed: true,
    });
  });

  it('a class of 50 joins from one school address within a minute; a flood from it is stopped', async () => {
    // The default limits, as a deployed server has them.
    const schoolRooms = roomsOnDemand(current().db);
    try {
      const services: Context['services'] = {
        config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }),
        db: current().db,
        status: new ServerStatus(),
        rooms: schoolRooms,
      };
      const fromSchool = (user: SessionUser | null) =>
        createCaller({ services, user, headers: {}, clientAddress: '198.51.100.7' });
      const { code } = await fromSchool(teacher).rooms.open({ eventId: randomUUID(), title: 'Class 4B' });
      const student = fromSchool(null);
      const joined: boolean[] = [];
      for (let n = 0; n < 49; n++) {
        // As the room page does: a look-up, then the join; every fifth student reloads once.
        for (let visit = 0; visit < (n % 5 === 0 ? 2 : 1); visit++) await student.rooms.peek({ code });
        const answer = await student.rooms.join({ code, eventId: randomUUID(), guestName: `Student ${n + 1}` });
        joined.push(answer.joined);
      }
      expect(joined).toEqual(Array(49).fill(true));
      const flood: string[] = [];
      for (let n = 0; n < 300; n++) flood.push(await codeOf(student.rooms.peek({ code })));
      expect(flood).toContain('TOO_MANY_REQUESTS');
    } finally {
      await schoolRooms.close();
    }
  });

  it('guessing codes is cut short: after a few misses the client is told to wait', async () => {
    const guesser = callerFor(null, { 'x-forwarded-for': '203.0.113.9' });
    const outcomes: string[] = [];
    for (let i = 0; i < 7; i++) {
      outcomes.push(
        await codeOf(
          guesser.rooms.join({
            code: `zzzzzzzzzz${String(i).padStart(2, '0')}`,
            eventId: randomUUID(),
            guestName: 'Guess',
          }),
        ),
      );
    }
    expect(outcomes.slice(0, 5)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']); // answered "no such room"
    expect(outcomes.slice(5)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });

  it('refuses bad input with a sentence, not a stack trace', async () => {
    const code = await open();
    expect(
      await codeOf(host.rooms.command({ code, eventId: randomUUID(), command: { type: 'changeTempo', bpm: 999 } })),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        host.rooms.command({
          code,
          eventId: randomUUID(),
          command: { type: 'markNotes', notes: Array.from({ length: 25 }, (_, i) => ({ string: i % 6, fret: i })) },
        }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        host.rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text: 'x'.repeat(301) } }),
      ),
    ).toBe('BAD_REQUEST');
    expect(await codeOf(anonymous.rooms.join({ code, eventId: randomUUID(), guestName: 'x'.repeat(41) }))).toBe(
      'BAD_REQUEST',
    );
  });

  describe('when an account is deleted', () => {
    it('its open rooms close, it leaves the others, and no room row points at it any more', async () => {
      const { db } = current();
      const hosted = await open();
      const joinedCode = (await signedIn.rooms.open({ eventId: randomUUID() })).code;
      await host.rooms.join({ code: joinedCode, eventId: randomUUID() });
      const { streams } = await db.sql.begin((tx) => forgetUserInRooms(tx, teacher.id));
      expect(streams.length).toBeGreaterThan(1);
      expect(await db.sql`select 1 from room_members where user_id = ${teacher.id}`).toHaveLength(0);
      expect(await db.sql`select 1 from rooms where host_user_id = ${teacher.id}`).toHaveLength(0);
      expect(
        await codeOf(
          signedIn.rooms.command({
            code: hosted,
            eventId: randomUUID(),
            command: { type: 'postMessage', text: 'anyone?' },
          }),
        ),
      ).toBe('FORBIDDEN');
      const peeked = await signedIn.rooms.peek({ code: hosted });
      expect(peeked).toMatchObject({ exists: true, closed: true });
      const other = await signedIn.rooms.peek({ code: joinedCode });
      expect(other).toMatchObject({ exists: true, closed: false, members: 1 });
    });
  });
});
