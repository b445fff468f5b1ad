/**
 * Event append vs its baseline, a raw single-row INSERT into the same `events` table through
 * the same driver and pool, measured in the same run. One event per call, each writer on
 * its own stream with its expected version, 8 and 32 concurrent writers.
 * Target: append >= 60% of the raw insert's ops/s.
 *
 * Server: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * is used to create and drop a scratch database. BENCH_SECONDS sets each measurement's length.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../server/src/db/database';
import { append } from '../server/src/eventStore/append';
import type { Bench } from './run';
import { withScratchEmbeddedDatabase, withScratchServerDatabase } from './scratchDatabases';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WRITERS = [8, 32];

type Op = (writer: number, version: number) => Promise<unknown>;

/** Runs `writers` loops for `seconds`, returns operations per second. */
async function measure(writers: number, seconds: number, op: Op): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  const counts = await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      let version = 0;
      while (performance.now() < deadline) await op(writer, ++version);
      return version;
    }),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - start) / 1000);
}

async function compare(db: Database, label: string, writers: number): Promise<string> {
  const data = JSON.stringify({ fret: 5, string: 3, note: 'A' });
  const metadata = JSON.stringify({ actor: 'bench' });
  const event = {
    type: 'BenchRecorded',
    schema: 1,
    data: { fret: 5, string: 3, note: 'A' },
    metadata: { actor: 'bench' },
  };
  const newStreams = () => Array.from({ length: writers }, () => `bench-${randomUUID()}`);

  const raw =
    (streams: string[]): Op =>
    (w, v) =>
      db.sql`insert into events (stream_id, version, event_id, type, schema, data, metadata)
           values (${streams[w]!}, ${v}, ${randomUUID()}, 'BenchRecorded', 1, ${data}::text::jsonb, ${metadata}::text::jsonb)`;
  const appendOp =
    (streams: string[]): Op =>
    (w, v) =>
      append(db.sql, streams[w]!, v - 1, [{ eventId: randomUUID(), ...event }]);

  await measure(writers, 0.5, raw(newStreams())); // warm-up: connections, plans, caches
  await measure(writers, 0.5, appendOp(newStreams()));
  const rawOps: number[] = [];
  const appendOps: number[] = [];
  for (let round = 0; round < 2; round++) {
    rawOps.push(await measure(writers, SECONDS, raw(newStreams())));
    appendOps.push(await measure(writers, SECONDS, appendOp(newStreams())));
  }
  const rawMean = rawOps.reduce((a, b) => a + b) / rawOps.length;
  const appendMean = appendOps.reduce((a, b) => a + b) / appendOps.length;
  const ratio = (100 * appendMean) / rawMean;
  return `| ${label} | ${writers} | ${rawMean.toFixed(0)} | ${appendMean.toFixed(0)} | ${ratio.toFixed(0)}% ${ratio >= 60 ? '✓' : '✗ below 60%'} |`;
}

async function onServer(): Promise<string[]> {
  return withScratchServerDatabase(async ({ url, version }) => {
    const rows: string[] = [];
    for (const writers of WRITERS) {
      const db = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: writers });
      try {
        rows.push(await compare(db, `Postgres ${version} server (pool ${writers})`, writers));
      } finally {
        await db.close();
      }
    }
    return rows;
  });
}

async function embedded(): Promise<string[]> {
  return withScratchEmbeddedDatabase(async (db) => {
    const rows: string[] = [];
    for (const writers of WRITERS) rows.push(await compare(db, 'embedded PGlite (pool 1)', writers));
    return rows;
  });
}

const bench: Bench = {
  name: 'Event append vs raw INSERT',
  async run() {
    const rows = [...(await onServer()), ...(await embedded())];
    return [
      `One event per call, one stream per writer, expected version checked; ${SECONDS} s per measurement, mean of 2 alternating rounds.`,
      '',
      '| database | writers | raw INSERT ops/s | append ops/s | append / raw |',
      '|---|---:|---:|---:|---:|',
      ...rows,
    ].join('\n');
  },
};

export default bench;
