import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nukeAccount } from '../../account/nuke';
import { loadConfig } from '../../config';
import { forEachDatabase } from '../../db/testDatabases';
import { roomsOnDemand, type RoomsOnDemand } from '../../rooms';
import { FORMER_MEMBER_NAME, UNNAMED_MEMBER_NAME } from '../../rooms/roomRecords';
import { ServerStatus } from '../../serverStatus';
import type { Context, SessionUser } from '../context';
import { codeOf, createCaller, type Caller } from '../callerTesting';

const aMinor7 = { kind: 'chord', root: 'A', type: 'm7', voicing: 1 } as const;

forEachDatabase('room history router', (current) => {
  const user = (name: string): SessionUser => ({ id: randomUUID(), name, email: null, username: name.toLowerCase() });
  const teacher = user('Teacher');
  const student = user('Student');
  const stranger = user('Stranger');
  let callerFor: (who: SessionUser | null) => Caller;
  let anonymous: Caller;
  let host: Caller;
  let member: Caller;
  let outsider: Caller;

  let rooms: RoomsOnDemand;

  beforeAll(async () => {
    const { db } = current();
    rooms = roomsOnDemand(db, {
      limits: {
        perClient: { max: 1000, windowMs: 60_000 },
        perCode: { max: 1000, windowMs: 60_000 },
        failuresPerClient: { max: 50, windowMs: 60_000 },
      },
    });
    const services: Context['services'] = {
      config: loadConfig({ NODE_ENV: 'test' }),
      db,
      status: new ServerStatus(),
      rooms,
    };
    callerFor = (who) => createCaller({ services, user: who, headers: {}, clientAddress: null } as Context);
    anonymous = callerFor(null);
    host = callerFor(teacher);
    member = callerFor(student);
    outsider = callerFor(stranger);
    for (const u of [teacher, student, stranger])
      await db.sql`insert into users (id, name, username) values (${u.id}, ${u.name}, ${u.username})`;
  });

  afterAll(async () => rooms.close());

  /** A lesson: the teacher opens, the student joins, a chord and a message, then the room closes. */
  async function closedLesson(title = 'Tuesday lesson') {
    const { code } = await host.rooms.open({ eventId: randomUUID(), title });
    await member.rooms.join({ code, eventId: randomUUID() });
    await host.rooms.command({ code, eventId: randomUUID(), command: { type: 'showPattern', pattern: aMinor7 } });
    await host.rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text: 'try it slower' } });
    await member.rooms.command({ code, eventId: randomUUID(), command: { type: 'postMessage', text: 'got it' } });
    await host.rooms.close({ code, eventId: randomUUID() });
    return code;
  }

  it('the host and a signed-in member both see the timeline of a closed room, with names', async () => {
    const code = await closedLesson();
    for (const caller of [host, member]) {
      const review = await caller.roomHistory.review({ code });
      expect(review).toMatchObject({ code, title: 'Tuesday lesson', nextAfter: null });
      expect(review.closedAt).toBeInstanceOf(Date);
      expect(review.events.map((e) => e.type)).toEqual([
        'RoomOpened',
        'MemberJoined',
        'MemberJoined',
        'PatternShown',
        'MessagePosted',
        'MessagePosted',
        'RoomClosed',
      ]);
      expect(review.events.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(review.events.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
      const shown = review.events.find((e) => e.type === 'PatternShown');
      expect(shown?.data).toEqual({ pattern: aMinor7 });
      const messages = review.events.flatMap((e) =>
        e.type === 'MessagePosted' ? [`${review.names[e.data.from]}: ${e.data.text}`] : [],
      );
      expect(messages).toEqual(['teacher: try it slower', 'student: got it']);
      expect(review.state).toMatchObject({ closed: true, version: 7, view: { pattern: aMinor7 } });
    }
    expect((await host.roomHistory.review({ code })).hosted).toBe(true);
    expect((await member.roomHistory.review({ code })).hosted).toBe(false);
  });

  it('a signed-in stranger and an anonymous caller cannot see it, and cannot tell it from no room', async () => {
    const code = await closedLesson();
    expect(await codeOf(outsider.roomHistory.review({ code }))).toBe('NOT_FOUND');
    expect(await codeOf(outsider.roomHistory.review({ code: 'zzzzzzzzzzzz' }))).toBe('NOT_FOUND');
    expect(await codeOf(anonymous.roomHistory.review({ code }))).toBe('UNAUTHORIZED');
    expect(await codeOf(anonymous.roomHistory.review({ code, guestToken: 'x'.repeat(43) }))).toBe('NOT_FOUND');
    expect(await codeOf(anonymous.roomHistory.mine())).toBe('UNAUTHORIZED');
  });

  it('a guest reviews with their token while the room is open, and no longer once it closes', async () => {
    const { code } = await host.rooms.open({ eventId: randomUUID() });
    const joined = await anonymous.rooms.join({ code, eventId: randomUUID(), guestName: 'Sam' });
    if (!joined.joined || !joined.guestToken) throw new Error('the guest could not join');
    const open = await anonymous.roomHistory.review({ code, guestToken: joined.guestToken });
    expect(open.names[joined.memberId]).toBe('Sam');
    await host.rooms.close({ code, eventId: randomUUID() });
    expect(await codeOf(anonymous.roomHistory.review({ code, guestToken: joined.guestToken }))).toBe('NOT_FOUND');
  });

  it('lists the rooms a user hosted or joined, newest first, open and closed', async () => {
    const older = await closedLesson('Older lesson');
    const { code: newer } = await host.rooms.open({ eventId: randomUUID(), title: 'Open now' });
    const hosted = (await host.roomHistory.mine()).rooms;
    const codes = hosted.map((r) => r.code);
    expect(codes.indexOf(newer)).toBeLessThan(codes.indexOf(older));
    expect(hosted.find((r) => r.code === newer)).toMatchObject({
      title: 'Open now',
      closedAt: null,
      hosted: true,
      memberCount: 1,
    });
    expect(hosted.find((r) => r.code === older)).toMatchObject({ title: 'Older lesson', hosted: true, memberCount: 2 });
    expect(hosted.find((r) => r.code === older)?.closedAt).toBeInstanceOf(Date);
    const joined = (await member.roomHistory.mine()).rooms;
    expect(joined.find((r) => r.code === older)).toMatchObject({ hosted: false });
    expect(joined.some((r) => r.code === newer)).toBe(false);
    expect((await outsider.roomHistory.mine()).rooms.some((r) => r.code === older)).toBe(false);
  });

  it('a member signed in without a username or name is shown as such, not as a former member', async () => {
    const { db } = current();
    const quiet: SessionUser = { id: randomUUID(), name: null, email: null, username: null };
    await db.sql`insert into users (id, email) values (${quiet.id}, ${`quiet-${quiet.id}@example.com`})`;
    const { code } = await host.rooms.open({ eventId: randomUUID() });
    await callerFor(quiet).rooms.join({ code, eventId: randomUUID() });
    const review = await host.roomHistory.review({ code });
    const joined = review.events.filter((e) => e.type === 'MemberJoined').at(-1)!;
    const memberId = (joined.data as { memberId: string }).memberId;
    expect(review.names[memberId]).toBe(UNNAMED_MEMBER_NAME);
  });

  describe('after a member deletes their account', () => {
    it('the room keeps its history, but no longer their name', async () => {
      const { db } = current();
      const ada = user('Ada');
      await db.sql`insert into users (id, name, username) values (${ada.id}, ${ada.name}, ${ada.username})`;
      const asAda = callerFor(ada);
      const { code } = await host.rooms.open({ eventId: randomUUID() });
      await asAda.rooms.join({ code, eventId: randomUUID() });
      await asAda.rooms.command({
        code,
        eventId: randomUUID(),
        command: { type: 'postMessage', text: 'hello from Ada' },
      });
      const before = await host.roomHistory.review({ code });
      const adaId = before.events.find((e) => e.type === 'MessagePosted')!.actor!;
      expect(before.names[adaId]).toBe('ada');

      expect(await nukeAccount(db, ada.id, 'ada')).toMatchObject({ ok: true });
      await host.rooms.close({ code, eventId: randomUUID() });
      const after = await host.roomHistory.review({ code });
      expect(after.names[adaId]).toBe(FORMER_MEMBER_NAME);
      expect(Object.values(after.names)).not.toContain('ada');
      expect(after.events.some((e) => e.type === 'MessagePosted' && e.data.text === 'hello from Ada')).toBe(true);
      expect(await codeOf(asAda.roomHistory.review({ code }))).toBe('NOT_FOUND');
    });
  });
});
