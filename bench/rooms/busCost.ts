/**
 * The cross-instance bus's cost: appends to room streams through the event store with the
 * Postgres bus (each commit followed by a NOTIFY on `fretboard_bus`, one statement per
 * tick; a second instance LISTENs and counts them) vs the same store with a bus that sends
 * nothing, on the same pool, measured alternately in the same run.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { roomStream } from '#events/streams';
import { openDatabase } from '../../server/src/db/database';
import type { Bus } from '../../server/src/db/bus';
import { BUS_CHANNEL } from '../../server/src/db/postgresBus';
import { createEventStore, type EventStore } from '../../server/src/eventStore';
import { withScratchServerDatabase } from '../scratchDatabases';

const silentBus: Bus = {
  instance: 'silent',
  publish: () => {},
  subscribe: () => () => {},
  onResume: () => () => {},
  close: async () => {},
};

async function measure(store: EventStore, writers: number, seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  const counts = await Promise.all(
    Array.from({ length: writers }, async () => {
      const stream = roomStream(randomUUID());
      let version = 0;
      while (performance.now() < deadline) {
        await store.append(stream, version === 0 ? 'no_stream' : version, [
          {
            eventId: randomUUID(),
            type: 'NotesMarked',
            schema: 1,
            data: { notes: [{ string: 2, fret: 5 }] },
            metadata: { actor: 'bench' },
          },
        ]);
        version++;
      }
      return version;
    }),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - start) / 1000);
}

export interface BusCostRow {
  writers: number;
  silent: number;
  notifying: number;
  /** Notifications the other instance received per second while notifying. */
  heard: number;
}

export async function busCost(
  seconds: number,
  writerCounts: number[],
): Promise<{ version: string; rows: BusCostRow[] }> {
  return withScratchServerDatabase(async ({ url, version }) => {
    const rows: BusCostRow[] = [];
    for (const writers of writerCounts) {
      const db = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: writers });
      const other = postgres(url, { max: 1, onnotice: () => {} });
      let heard = 0;
      const listening = await other.listen(BUS_CHANNEL, () => void heard++);
      try {
        const notifying = createEventStore(db);
        const silent = createEventStore({ sql: db.sql, bus: silentBus });
        await measure(silent, writers, 0.5); // warm-up: connections, plans
        await measure(notifying, writers, 0.5);
        const silentOps: number[] = [];
        const notifyingOps: number[] = [];
        let heardPerSecond = 0;
        for (let round = 0; round < 2; round++) {
          silentOps.push(await measure(silent, writers, seconds));
          heard = 0;
          const t = performance.now();
          notifyingOps.push(await measure(notifying, writers, seconds));
          heardPerSecond += heard / ((performance.now() - t) / 1000) / 2;
        }
        const mean = (xs: number[]) => xs.reduce((a, b) => a + b) / xs.length;
        rows.push({ writers, silent: mean(silentOps), notifying: mean(notifyingOps), heard: heardPerSecond });
      } finally {
        await listening.unlisten();
        await other.end();
        await db.close();
      }
    }
    return { version, rows };
  });
}
