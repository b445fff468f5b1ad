import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { append } from '../eventStore/append';
import { readStream } from '../eventStore/readStream';
import { openDatabase, type Database } from './database';
import { startEmbedded } from './embedded';
import { migrate } from './migrate';
import { waitFor } from './waitFor';

// Behaviour of the embedded database itself (PGlite behind pglite-socket), see embedded.ts.
describe('embedded database', () => {
  let dataDir: string;
  let db: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fretboard-embedded-'));
    db = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps its data across a stop and a start', async () => {
    const streamId = `user-${randomUUID()}`;
    const eventId = randomUUID();
    await append(db.sql, streamId, 'no_stream', [{ eventId, type: 'Probe', schema: 1, data: { n: 1 }, metadata: {} }]);
    await db.close();

    db = await openDatabase({ dataDir });
    expect(db.mode).toBe('embedded');
    expect(await migrate(db.sql)).toEqual([]);
    const events = await readStream(db.sql, streamId);
    expect(events.map((e) => [e.eventId, e.version, e.data])).toEqual([[eventId, 1, { n: 1 }]]);
  });

  it('holds back other connections while one connection is inside a transaction', async () => {
    // Straight on a socket server of its own, whose queue shows when a query is held back.
    const embedded = await startEmbedded({ dataDir: join(dataDir, 'held-back') });
    const holder = postgres(embedded.url, { max: 1, onnotice: () => {} });
    const other = postgres(embedded.url, { max: 1, onnotice: () => {} });
    try {
      await other`select 1`; // connected before the transaction starts
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let inside!: () => void;
      const entered = new Promise<void>((resolve) => (inside = resolve));
      const tx = holder.begin(async (t) => {
        await t`create table held (id int)`;
        inside();
        await released;
      });
      await entered;

      let answered = false;
      const query = other`select to_regclass('held')::text as t`.then((rows) => {
        answered = true;
        return rows;
      });
      await waitFor(() => embedded.queuedMessages() > 0, { description: "the other connection's query to arrive" });
      expect(answered).toBe(false); // queued behind the open transaction, not run inside it
      release();
      await tx;
      expect(await query).toEqual([{ t: 'held' }]);
    } finally {
      await other.end();
      await holder.end();
      await embedded.close();
    }
  });

  it('shares one session between all connections (a SET on one is seen by the other)', async () => {
    const other = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      await other`select set_config('fretboard.probe', 'from-other', false)`;
      const [row] = await db.sql`select current_setting('fretboard.probe', true) as v`;
      expect(row?.v).toBe('from-other');
    } finally {
      await other.end();
    }
  });
});
