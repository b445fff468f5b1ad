/**
 * The service's queue and cached state against a real log: commands decided on what this
 * instance remembers of a room must still see what another instance did.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../db/testDatabases';
import type { Bus } from '../db/bus';
import { readRoomEvents } from './roomLog';
import { RoomService } from './roomService';

/** A bus that never announces anything: another instance's appends stay unheard of. */
const deafBus: Bus = {
  instance: 'deaf',
  publish: () => {},
  subscribe: () => () => {},
  onResume: () => () => {},
  close: async () => {},
};

forEachDatabase('room service', (current) => {
  it('a member who joined through another instance is not refused on a remembered state', async () => {
    const { db } = current();
    const here = new RoomService({ sql: db.sql, bus: deafBus });
    const elsewhere = new RoomService(db);
    const hostId = randomUUID();
    await db.sql`insert into users (id, name, username) values (${hostId}, 'Host', ${`host_${hostId.slice(0, 8)}`})`;
    const opened = await elsewhere.open(hostId, { eventId: randomUUID() });
    if (!opened.ok) throw new Error(opened.message);
    const { code } = opened.value;
    // This instance now remembers the room as read (the second, unchanging command read
    // it), and hears nothing of what follows.
    const host = { userId: hostId };
    expect(await here.command(code, host, { type: 'changeTempo', bpm: 90 }, randomUUID())).toEqual({
      ok: true,
      value: { changed: true },
    });
    expect(await here.command(code, host, { type: 'changeTempo', bpm: 90 }, randomUUID())).toEqual({
      ok: true,
      value: { changed: false },
    });
    const joined = await elsewhere.join('test', code, { guestName: 'Late' }, randomUUID());
    if (!joined.ok) throw new Error(joined.message);
    const guest = { userId: null, guestToken: joined.value.guestToken };
    expect(await here.command(code, guest, { type: 'raiseHand' }, randomUUID())).toEqual({
      ok: true,
      value: { changed: true },
    });
    expect(await here.command(code, guest, { type: 'raiseHand' }, randomUUID())).toEqual({
      ok: true,
      value: { changed: false },
    });
    // And a change this instance missed is not answered "no change" from memory.
    expect(await elsewhere.command(code, host, { type: 'changeTempo', bpm: 120 }, randomUUID())).toEqual({
      ok: true,
      value: { changed: true },
    });
    expect(await here.command(code, host, { type: 'changeTempo', bpm: 90 }, randomUUID())).toEqual({
      ok: true,
      value: { changed: true },
    });
    here.dispose();
    elsewhere.dispose();
  });

  it("tells this instance's hub of its commands' events exactly as a read of the log gives them", async () => {
    const { db } = current();
    const service = new RoomService(db);
    const heard: { roomId: string; events: unknown[] }[] = [];
    const stop = service.onCommitted((roomId, events) => void heard.push({ roomId, events }));
    const hostId = randomUUID();
    await db.sql`insert into users (id, name, username) values (${hostId}, 'Host', ${`host_${hostId.slice(0, 8)}`})`;
    const opened = await service.open(hostId, { eventId: randomUUID() });
    if (!opened.ok) throw new Error(opened.message);
    const { code, roomId } = opened.value;
    const host = { userId: hostId };
    expect(await service.command(code, host, { type: 'changeTempo', bpm: 90 }, randomUUID())).toMatchObject({
      ok: true,
    });
    // Commands sent at once (the caller now known) are committed together; each still arrives in order, once.
    const answers = await Promise.all([
      service.command(
        code,
        host,
        { type: 'showPattern', pattern: { kind: 'chord', root: 'A', type: 'm7', voicing: 2 } },
        randomUUID(),
      ),
      service.command(code, host, { type: 'markNotes', notes: [{ string: 0, fret: 5 }] }, randomUUID()),
      service.command(code, host, { type: 'postMessage', text: 'Try it slower' }, randomUUID()),
    ]);
    expect(answers.every((a) => a.ok && a.value.changed)).toBe(true);
    const read = await readRoomEvents(db.sql, roomId, 1);
    const told = heard.flatMap((h) => h.events);
    expect(heard.every((h) => h.roomId === roomId)).toBe(true);
    expect(told).toEqual(read.slice(-told.length));
    expect(told.map((e) => (e as { type: string }).type)).toEqual([
      'TempoChanged',
      'PatternShown',
      'NotesMarked',
      'MessagePosted',
    ]);
    expect(heard.map((h) => h.events.length)).toEqual([1, 3]); // the three made at once: one append
    stop();
    service.dispose();
  });
});
