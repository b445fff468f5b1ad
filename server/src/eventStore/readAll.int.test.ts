import { expect, it } from 'vitest';
import { forEachDatabase } from '../db/testDatabases';
import { waitFor } from '../db/waitFor';
import { append } from './append';
import { readAll } from './readAll';
import { newStreamId, probeEvent } from './testEvents';
import type { Checkpoint, Queryable, StoredEvent } from './types';
import { START } from './types';

/** Reads to the current end, returning every event and the final checkpoint. */
async function drain(
  sql: Queryable,
  from: Checkpoint,
  limit = 1000,
): Promise<{ events: StoredEvent[]; checkpoint: Checkpoint }> {
  const events: StoredEvent[] = [];
  let checkpoint = from;
  for (;;) {
    const page = await readAll(sql, checkpoint, limit);
    events.push(...page.events);
    checkpoint = page.checkpoint;
    if (page.events.length < limit) return { events, checkpoint };
  }
}

/**
 * On a Postgres server the reader stops below the oldest transaction still open anywhere
 * in the cluster (so a late commit is never skipped): another test's open transaction can
 * hold it back for a moment. Read again until `done` holds; a reader may lag, never skip.
 */
async function drainUntil(
  sql: Queryable,
  from: Checkpoint,
  done: (events: StoredEvent[]) => boolean,
  limit = 1000,
): Promise<{ events: StoredEvent[]; checkpoint: Checkpoint }> {
  let result = await drain(sql, from, limit);
  await waitFor(
    async () => {
      if (done(result.events)) return true;
      result = await drain(sql, from, limit);
      return done(result.events);
    },
    { description: 'the reader to reach the events appended', intervalMs: 50 },
  );
  return result;
}

forEachDatabase('readAll', (current, kind) => {
  it('reads every stream in commit order and resumes strictly after its checkpoint', async () => {
    const { db } = current();
    const start = (await drain(db.sql, START)).checkpoint;
    const a = newStreamId();
    const b = newStreamId();
    await append(db.sql, a, 'no_stream', [probeEvent({ n: 1 })]);
    await append(db.sql, b, 'no_stream', [probeEvent({ n: 2 }), probeEvent({ n: 3 })]);
    await append(db.sql, a, 1, [probeEvent({ n: 4 })]);

    // Pages of two: page edges must not repeat or skip.
    const paged = await drainUntil(db.sql, start, (events) => events.length >= 4, 2);
    expect(paged.events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    expect((await readAll(db.sql, paged.checkpoint)).events).toEqual([]);
    const last = paged.events.at(-1)!;
    expect(paged.checkpoint).toEqual({ txId: last.txId, position: last.position });
  });

  it('does not show a transaction its own uncommitted events, and shows them once it commits', async () => {
    const { db } = current();
    const start = (await drain(db.sql, START)).checkpoint;
    const streamId = newStreamId();
    const seenInside = await db.sql.begin(async (tx) => {
      await append(tx, streamId, 'no_stream', [probeEvent()]);
      return (await readAll(tx, start)).events.filter((e) => e.streamId === streamId);
    });
    expect(seenInside).toEqual([]);
    const after = await drainUntil(db.sql, start, (events) => events.some((e) => e.streamId === streamId));
    expect(after.events.filter((e) => e.streamId === streamId)).toHaveLength(1);
  });

  if (kind === 'server') {
    it('never skips an event whose transaction commits after a later one', async () => {
      const { db } = current();
      let checkpoint = (await drain(db.sql, START)).checkpoint;
      const streamA = newStreamId('late');
      const streamB = newStreamId('early');
      let commitA!: () => void;
      const aMayCommit = new Promise<void>((resolve) => (commitA = resolve));
      let aAppended!: () => void;
      const aHasAppended = new Promise<void>((resolve) => (aAppended = resolve));

      const txA = db.sql.begin(async (tx) => {
        await append(tx, streamA, 'no_stream', [probeEvent({ tx: 'A' })]); // lower position, older tx
        aAppended();
        await aMayCommit;
      });
      await aHasAppended;
      await db.sql.begin((tx) => append(tx, streamB, 'no_stream', [probeEvent({ tx: 'B' })])); // commits first

      const seen: StoredEvent[] = [];
      const whileAOpen = await readAll(db.sql, checkpoint);
      seen.push(...whileAOpen.events);
      checkpoint = whileAOpen.checkpoint;
      // B is committed but sorts after A, which is still running: it must wait for A.
      expect(seen.filter((e) => e.streamId === streamA || e.streamId === streamB)).toEqual([]);

      commitA();
      await txA;
      // Any other open transaction in the cluster also holds xmin back, so read until B comes.
      await waitFor(
        async () => {
          const page = await readAll(db.sql, checkpoint);
          seen.push(...page.events);
          checkpoint = page.checkpoint;
          return seen.some((e) => e.streamId === streamB);
        },
        { description: 'B to be read once A committed', intervalMs: 50 },
      );
      const ours = seen.filter((e) => e.streamId === streamA || e.streamId === streamB);
      expect(ours.map((e) => e.data)).toEqual([{ tx: 'A' }, { tx: 'B' }]);
      expect(ours[0]!.position).toBeLessThan(ours[1]!.position);
      expect(ours[0]!.txId).toBeLessThan(ours[1]!.txId);
    });
  }
});
