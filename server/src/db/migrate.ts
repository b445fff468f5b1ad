import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';

/** `migrations/` at the repo root, found from this file so the working directory does not matter. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));

// Any fixed 64-bit key; it only has to differ from other advisory locks we take.
const MIGRATION_LOCK_KEY = 4_817_301_526_001;
const FILE_NAME = /^(\d{4,})_[a-z0-9_]+\.sql$/;

export interface MigrationFile {
  version: string; // file name without `.sql`, e.g. `0001_events`
  sql: string;
  checksum: string;
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      if (!FILE_NAME.test(name)) throw new Error(`Migration file name must look like 0001_name.sql: ${name}`);
      const sql = await readFile(join(dir, name), 'utf8');
      return { version: name.slice(0, -4), sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies pending migrations in file-name order, each in its own transaction, and records
 * them in `schema_migrations`. Every transaction first takes one advisory lock, so several
 * instances starting at once apply each file exactly once (the others wait, then skip).
 * An applied file whose content changed is an error: migrations are forward-only.
 * Returns the versions applied by this call.
 */
export async function migrate(sql: postgres.Sql, opts: { dir?: string } = {}): Promise<string[]> {
  const files = await listMigrations(opts.dir);
  const applied: string[] = [];
  for (const file of files) {
    const didApply = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`;
      await tx`
        create table if not exists schema_migrations (
          version     text primary key,
          checksum    text not null,
          applied_at  timestamptz not null default now()
        )`;
      const [done] = await tx<{ checksum: string }[]>`
        select checksum from schema_migrations where version = ${file.version}`;
      if (done) {
        if (done.checksum !== file.checksum) {
          throw new Error(`Migration ${file.version} was changed after it was applied; add a new migration instead.`);
        }
        return false;
      }
      await tx.unsafe(file.sql).simple();
      await tx`insert into schema_migrations (version, checksum) values (${file.version}, ${file.checksum})`;
      return true;
    });
    if (didApply) applied.push(file.version);
  }
  return applied;
}
