/**
 * The service's queue and cached state against a real log: commands decided on what this
 * instance remembers of a room must still see what another instance did.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../db/testDatabases';
import type { Bus } from '../eventStore';
import { RoomService } from './roomService';

/** A bus that never announces anything: another instance's appends stay unheard of. */
const deafBus: Bus = { notify: () => {}, subscribe: () => () => {}, close: async () => {} };

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
    expect(await here.command(code, host, { type: 'changeTempo', bpm: 90 }, randomUUID())).toEqual({ ok: true, value: { changed: true } });
    expect(await here.command(code, host, { type: 'changeTempo', bpm: 90 }, randomUUID())).toEqual({ ok: true, value: { changed: false } });
    const joined = await elsewhere.join('test', code, { guestName: 'Late' }, randomUUID());
    if (!joined.ok) throw new Error(joined.message);
    const guest = { userId: null, guestToken: joined.value.guestToken };
    expect(await here.command(code, guest, { type: 'raiseHand' }, randomUUID())).toEqual({ ok: true, value: { changed: true } });
    expect(await here.command(code, guest, { type: 'raiseHand' }, randomUUID())).toEqual({ ok: true, value: { changed: false } });
    // And a change this instance missed is not answered "no change" from memory.
    expect(await elsewhere.command(code, host, { type: 'changeTempo', bpm: 120 }, randomUUID())).toEqual({ ok: true, value: { changed: true } });
    expect(await here.command(code, host, { type: 'changeTempo', bpm: 90 }, randomUUID())).toEqual({ ok: true, value: { changed: true } });
    here.dispose();
    elsewhere.dispose();
  });
});
