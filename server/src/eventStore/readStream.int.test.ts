import { expect, it } from 'vitest';
import { forEachDatabase } from '../db/testDatabases';
import { append } from './append';
import { readStream } from './readStream';
import { newStreamId, probeEvent } from './testEvents';

forEachDatabase('readStream', (current) => {
  it('reads one stream in version order from a version, with an optional limit', async () => {
    const { db } = current();
    const streamId = newStreamId();
    const events = [1, 2, 3, 4].map((n) => probeEvent({ n }));
    await append(db.sql, streamId, 'no_stream', events);
    await append(db.sql, newStreamId(), 'no_stream', [probeEvent({ other: true })]);

    const all = await readStream(db.sql, streamId);
    expect(all.map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
    expect(all[0]).toMatchObject({
      streamId,
      version: 1,
      type: 'ProbeRecorded',
      schema: 1,
      metadata: { actor: 'test' },
    });
    expect(all[0]!.recordedAt).toBeInstanceOf(Date);
    expect(typeof all[0]!.position).toBe('number');
    expect(typeof all[0]!.txId).toBe('number');
    expect((await readStream(db.sql, streamId, 3)).map((e) => e.version)).toEqual([3, 4]);
    expect((await readStream(db.sql, streamId, 2, 2)).map((e) => e.version)).toEqual([2, 3]);
    expect(await readStream(db.sql, newStreamId())).toEqual([]);
  });
});
