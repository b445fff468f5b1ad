import postgres from 'postgres';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../db/testDatabases';
import { waitFor } from '../db/waitFor';
import { append } from './append';
import { ConcurrencyError, EventIdConflictError } from './errors';
import { readStream } from './readStream';
import { newStreamId, probeEvent } from './testEvents';

forEachDatabase('append', (current, kind) => {
  it('stores events with gapless versions and reports the next expected version', async () => {
    const { db } = current();
    const streamId = newStreamId();
    const first = await append(db.sql, streamId, 'no_stream', [probeEvent({ n: 1 }), probeEvent({ n: 2 })]);
    expect(first.nextExpectedVersion).toBe(2);
    expect(first.alreadyStored).toBe(false);
    const second = await append(db.sql, streamId, 2, [probeEvent({ n: 3 })]);
    expect(second.nextExpectedVersion).toBe(3);
    expect(second.positions[0]).toBeGreaterThan(first.positions[1]!);
    const events = await readStream(db.sql, streamId);
    expect(events.map((e) => [e.version, e.data])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
      [3, { n: 3 }],
    ]);
    expect(events.map((e) => e.position)).toEqual([...first.positions, ...second.positions]);
  });

  it('answers a stale expected version with a ConcurrencyError naming the actual version', async () => {
    const { db } = current();
    const streamId = newStreamId();
    await append(db.sql, streamId, 'no_stream', [probeEvent()]);
    const error = await append(db.sql, streamId, 'no_stream', [probeEvent()]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ code: 'CONCURRENCY_CONFLICT', streamId, expected: 'no_stream', actual: 1 });
    await expect(append(db.sql, streamId, 5, [probeEvent()])).rejects.toMatchObject({ actual: 1, expected: 5 });
    expect((await append(db.sql, streamId, 'any', [probeEvent()])).nextExpectedVersion).toBe(2);
  });

  it('treats a retry with the same event ids as success and writes nothing new', async () => {
    const { db } = current();
    const streamId = newStreamId();
    const events = [probeEvent({ n: 1 }), probeEvent({ n: 2 })];
    const original = await append(db.sql, streamId, 'no_stream', events);
    // The answer was lost; the client retries the very same append.
    const retry = await append(db.sql, streamId, 'no_stream', events);
    expect(retry).toEqual({ ...original, alreadyStored: true });
    // Even after the stream moved on, the retry is recognised rather than a false conflict.
    await append(db.sql, streamId, 2, [probeEvent()]);
    expect(await append(db.sql, streamId, 'no_stream', events)).toEqual({ ...original, alreadyStored: true });
    expect(await readStream(db.sql, streamId)).toHaveLength(3);
  });

  it('refuses an event id sent again with other content, instead of answering it as saved', async () => {
    const { db } = current();
    const streamId = newStreamId();
    const original = probeEvent({ n: 1 });
    await append(db.sql, streamId, 'no_stream', [original]);
    const reused = { ...original, data: { n: 2 } };
    const error = await append(db.sql, streamId, 'any', [reused]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EventIdConflictError);
    expect(error).toMatchObject({ code: 'EVENT_ID_CONFLICT', message: expect.stringMatching(/a different change/) });
    await expect(append(db.sql, streamId, 'any', [{ ...original, type: 'OtherProbe' }])).rejects.toBeInstanceOf(
      EventIdConflictError,
    );
    // The same content with other metadata (a later retry from another tab) is still the retry it is.
    expect(await append(db.sql, streamId, 'any', [{ ...original, metadata: { retried: true } }])).toMatchObject({
      alreadyStored: true,
    });
    expect((await readStream(db.sql, streamId)).map((e) => e.data)).toEqual([{ n: 1 }]);
  });

  it('refuses an append where only some event ids are stored, writing none of it', async () => {
    const { db } = current();
    const streamId = newStreamId();
    const stored = probeEvent();
    await append(db.sql, streamId, 'no_stream', [stored]);
    await expect(append(db.sql, streamId, 1, [stored, probeEvent()])).rejects.toBeInstanceOf(EventIdConflictError);
    await expect(append(db.sql, newStreamId(), 'no_stream', [stored])).rejects.toThrow(/another stream/);
    expect(await readStream(db.sql, streamId)).toHaveLength(1);
  });

  it('keeps 20 concurrent writers on one stream gapless: every loser gets a ConcurrencyError', async () => {
    const { db } = current();
    const streamId = newStreamId('room');
    const writers = 20;
    const maxAttempts = writers + 5; // each round has one winner, so 20 rounds suffice
    const unexpected: unknown[] = [];
    let conflicts = 0;
    const outcomes = await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        const event = probeEvent({ writer }); // one id per writer, kept across retries
        for (let attempt = 1; attempt <= maxAttempts; attempt++) {
          const [head] = await db.sql<{ v: number }[]>`
            select coalesce(max(version), 0) as v from events where stream_id = ${streamId}`;
          try {
            await append(db.sql, streamId, head!.v, [event]);
            return { writer, attempts: attempt };
          } catch (error) {
            if (error instanceof ConcurrencyError) conflicts++;
            else unexpected.push(error);
          }
        }
        return { writer, attempts: Infinity };
      }),
    );
    expect(unexpected).toEqual([]);
    expect(outcomes.every((o) => Number.isFinite(o.attempts))).toBe(true);
    expect(conflicts).toBeGreaterThan(0);
    expect(conflicts).toBe(outcomes.reduce((sum, o) => sum + o.attempts - 1, 0));
    const events = await readStream(db.sql, streamId);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: writers }, (_, i) => i + 1));
    expect(new Set(events.map((e) => e.eventId)).size).toBe(writers);
    expect(new Set(events.map((e) => (e.data as { writer: number }).writer)).size).toBe(writers);
  });

  it("appends inside a caller's transaction and rolls back with it", async () => {
    const { db } = current();
    const streamId = newStreamId();
    await expect(
      db.sql.begin(async (tx) => {
        await append(tx, streamId, 'no_stream', [probeEvent()]);
        throw new Error('the projection failed');
      }),
    ).rejects.toThrow('the projection failed');
    expect(await readStream(db.sql, streamId)).toEqual([]);
    await db.sql.begin((tx) => append(tx, streamId, 'no_stream', [probeEvent()]));
    expect(await readStream(db.sql, streamId)).toHaveLength(1);
  });

  if (kind === 'server') {
    it('turns a clash on the unique key into the same answers once the other writer commits', async () => {
      const { db, url } = current();
      const streamId = newStreamId();
      const shared = probeEvent();
      const other = postgres(url, { max: 2, onnotice: () => {} });
      try {
        let commit!: () => void;
        const committing = new Promise<void>((resolve) => (commit = resolve));
        let appended!: () => void;
        const inserted = new Promise<void>((resolve) => (appended = resolve));
        const holder = other.begin(async (tx) => {
          await append(tx, streamId, 'no_stream', [shared]);
          appended();
          await committing;
        });
        await inserted;
        // Both pass the version and id checks on their snapshot, then wait on the index entry.
        const sameVersion = append(db.sql, streamId, 'no_stream', [probeEvent()]).catch((e: unknown) => e);
        const sameId = append(db.sql, streamId, 'no_stream', [shared]);
        const inTransaction = db.sql
          .begin((tx) => append(tx, streamId, 'no_stream', [probeEvent()]))
          .catch((e: unknown) => e);
        await waitFor(
          async () => {
            const [row] = await db.sql<{ n: number }[]>`
              select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`;
            return row!.n === 3;
          },
          { description: 'the three appends waiting on the uncommitted index entries' },
        );
        commit();
        await holder;
        expect(await sameVersion).toMatchObject({ name: 'ConcurrencyError', actual: 1 });
        expect(await sameId).toMatchObject({ alreadyStored: true, nextExpectedVersion: 1 });
        expect(await inTransaction).toMatchObject({ name: 'ConcurrencyError', actual: undefined });
        expect(await readStream(db.sql, streamId)).toHaveLength(1);
      } finally {
        await other.end();
      }
    });
  }
});
