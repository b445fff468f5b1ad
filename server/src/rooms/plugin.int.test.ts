import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { forEachDatabase } from '../db/testDatabases';

forEachDatabase('the rooms of an app', (current, kind) => {
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'fretboard-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head></html>');
    await writeFile(join(clientDir, 'routes.json'), JSON.stringify({ patterns: ['^/$'] }));
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  /** This database's connections listening for room signals (a Postgres server's LISTEN). */
  const listening = async () => {
    const rows = await current().db.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and query ilike 'listen%fretboard_rooms%'`;
    return rows[0]!.n;
  };

  it('are made with the app and closed with it', async () => {
    const config = loadConfig({ CLIENT_DIR: clientDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const app = await buildApp({ config, db: current().db, logger: false });
    const rooms = await app.rooms.get();
    expect(await app.rooms.get()).toBe(rooms);
    if (kind === 'server') expect(await listening()).toBe(1);
    await app.close();
    await expect(app.rooms.get()).rejects.toThrow(/closed/);
    if (kind === 'server') expect(await listening()).toBe(0);
  });
});
