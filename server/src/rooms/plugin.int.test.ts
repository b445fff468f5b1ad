import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { forEachDatabase } from '../db/testDatabases';

forEachDatabase('the rooms of an app', (current) => {
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'fretboard-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head></html>');
    await writeFile(join(clientDir, 'routes.json'), JSON.stringify({ patterns: ['^/$'] }));
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  /** The database handle the app gets, with its bus counting the subscriptions still open. */
  const counted = () => {
    const { db } = current();
    let open = 0;
    const bus: typeof db.bus = Object.create(db.bus);
    bus.subscribe = (types, listener) => {
      const stop = db.bus.subscribe(types, listener);
      open++;
      let stopped = false;
      return () => {
        if (!stopped) open--;
        stopped = true;
        stop();
      };
    };
    return { db: { ...db, bus } as typeof db, open: () => open };
  };

  it('are made with the app and closed with it, letting go of the bus', async () => {
    const config = loadConfig({ CLIENT_DIR: clientDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const { db, open } = counted();
    const app = await buildApp({ config, db, logger: false });
    const before = open();
    const rooms = await app.rooms.get();
    expect(await app.rooms.get()).toBe(rooms);
    // The hub hears rooms grow, and signals and presence, through the bus.
    expect(open()).toBeGreaterThan(before);
    await app.close();
    await expect(app.rooms.get()).rejects.toThrow(/closed/);
    expect(open()).toBe(0);
  });
});
