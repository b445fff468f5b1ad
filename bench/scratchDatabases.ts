/**
 * Throw-away databases for benchmarks: a uniquely named database on the Postgres server
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local test server), and an
 * embedded PGlite in a temp directory. Each is removed when the callback ends.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase, type Database } from '../server/src/db/database';

const BASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `fn` with the URL and version of a fresh database on the Postgres server. */
export async function withScratchServerDatabase<T>(
  fn: (scratch: { url: string; version: string }) => Promise<T>,
): Promise<T> {
  const name = `fretboard_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(BASE_URL, { max: 1, onnotice: () => {} });
  await admin`create database ${admin(name)}`;
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  try {
    const [{ version } = { version: '?' }] = await admin<
      { version: string }[]
    >`select current_setting('server_version') as version`;
    return await fn({ url: url.href, version });
  } finally {
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin.end();
  }
}

/** Runs `fn` with a fresh, migrated embedded database. */
export async function withScratchEmbeddedDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fretboard-bench-'));
  const db = await openDatabase({ dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
