/**
 * Integration-test harness: run a suite against BOTH databases, a real Postgres server
 * and the embedded PGlite. Each suite gets its own fresh, migrated database, shared by
 * the tests inside it and removed afterwards.
 *
 *   forEachDatabase('favourites projection', (current, kind) => {
 *     it('adds a favourite', async () => {
 *       const { db } = current();
 *       ...
 *     });
 *   });
 *
 * Server: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used only
 * to CREATE and DROP a uniquely named database. Embedded: a temp directory, deleted after.
 * TEST_DATABASES=server (or =embedded) runs one kind only. PGlite takes a few seconds to
 * start, so open one per suite (this does), not one per test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type Database } from './database';

export type DatabaseKind = 'server' | 'embedded';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The kinds to run, from TEST_DATABASES (comma separated), default both. */
export const databaseKinds: DatabaseKind[] = (process.env.TEST_DATABASES ?? 'server,embedded')
  .split(',')
  .map((k) => k.trim())
  .filter((k): k is DatabaseKind => k === 'server' || k === 'embedded');

export interface TestDatabase {
  kind: DatabaseKind;
  db: Database;
  /** Connect a second, independent client with `postgres(url)` (close it yourself). */
  url: string;
  /** Closes the database and deletes it (server) or its directory (embedded). */
  dispose(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind, opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  return kind === 'server' ? createServerDatabase(opts) : createEmbeddedDatabase(opts);
}

async function createServerDatabase(opts: { migrate?: boolean }): Promise<TestDatabase> {
  const name = `fretboard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin`create database ${admin(name)}`;
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    const db = await openDatabase({ databaseUrl: url.href, dataDir: '', migrate: opts.migrate ?? true });
    return {
      kind: 'server',
      db,
      url: url.href,
      async dispose() {
        await db.close();
        await admin`drop database if exists ${admin(name)} with (force)`;
        await admin.end();
      },
    };
  } catch (error) {
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin.end();
    throw error;
  }
}

async function createEmbeddedDatabase(opts: { migrate?: boolean }): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fretboard-test-'));
  try {
    const db = await openDatabase({ dataDir, migrate: opts.migrate ?? true });
    return {
      kind: 'embedded',
      db,
      url: db.url,
      async dispose() {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Declares `describe('<name> [server]')` and `describe('<name> [embedded]')`, each with a
 * fresh database opened before its tests and disposed after. `current()` returns it
 * (call it inside tests or hooks, not while declaring).
 */
export function forEachDatabase(
  name: string,
  declare: (current: () => TestDatabase, kind: DatabaseKind) => void,
  opts: { kinds?: DatabaseKind[]; migrate?: boolean } = {},
): void {
  for (const kind of (opts.kinds ?? databaseKinds).filter((k) => databaseKinds.includes(k))) {
    describe(`${name} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind, { migrate: opts.migrate });
      });
      afterAll(async () => {
        await database?.dispose();
      });
      declare(() => {
        if (!database) throw new Error('The test database is not open yet: call current() inside a test or hook.');
        return database;
      }, kind);
    });
  }
}
