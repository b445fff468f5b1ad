import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterEach, expect, it } from 'vitest';
import { listMigrations, migrate } from './migrate';
import { forEachDatabase } from './testDatabases';

let dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  dirs = [];
});

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fretboard-migrations-'));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
  return dir;
}

forEachDatabase('migrate', (current) => {
  it('has applied every migration file once and finds nothing left to do', async () => {
    const { db } = current();
    const files = await listMigrations();
    const rows = await db.sql<{ version: string }[]>`select version from schema_migrations order by version`;
    expect(rows.map((r) => r.version)).toEqual(expect.arrayContaining(files.map((f) => f.version)));
    expect(await migrate(db.sql)).toEqual([]);
  });

  it('lets two instances migrate at once: both succeed and each file runs once', async () => {
    const { db, url } = current();
    // Not idempotent on purpose: a second run of either file would fail.
    const dir = await migrationsDir({
      '9001_race_a.sql': 'create table race_a (id int primary key); insert into race_a values (1);',
      '9002_race_b.sql': 'create table race_b (id int primary key); insert into race_b select id from race_a;',
    });
    const one = postgres(url, { max: 1, onnotice: () => {} });
    const two = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [a, b] = await Promise.all([migrate(one, { dir }), migrate(two, { dir })]);
      expect([...a, ...b].sort()).toEqual(['9001_race_a', '9002_race_b']);
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
    const [counts] = await db.sql<{ a: number; b: number; recorded: number }[]>`
      select (select count(*) from race_a) as a, (select count(*) from race_b) as b,
             (select count(*) from schema_migrations where version like '900%') as recorded`;
    expect(counts).toEqual({ a: 1, b: 1, recorded: 2 });
  });

  it('refuses a migration whose file changed after it was applied', async () => {
    const { db } = current();
    const dir = await migrationsDir({ '9101_changed.sql': 'create table changed (id int);' });
    expect(await migrate(db.sql, { dir })).toEqual(['9101_changed']);
    await writeFile(join(dir, '9101_changed.sql'), 'create table changed (id bigint);');
    await expect(migrate(db.sql, { dir })).rejects.toThrow(/changed after it was applied/);
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    const { db } = current();
    const dir = await migrationsDir({ '9201_broken.sql': 'create table broken (id int); select no_such_function();' });
    await expect(migrate(db.sql, { dir })).rejects.toThrow();
    const rows =
      await db.sql`select to_regclass('broken') as t, (select count(*) from schema_migrations where version = '9201_broken') as n`;
    expect(rows[0]).toEqual({ t: null, n: 0 });
  });
});
