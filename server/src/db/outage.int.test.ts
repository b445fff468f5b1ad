/**
 * The app outlives its database connections being cut (Postgres restarted, backends
 * terminated; the embedded database's socket server closed and back): no 500, no crash;
 * the next request finds new connections, and writes sent again are stored once.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import superjson from 'superjson';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ServerStatus } from '../serverStatus';
import { signedInUser } from '../auth/signedInUser';
import { RETRY_AFTER_SECONDS } from './unavailable';
import { forEachDatabase } from './testDatabases';

forEachDatabase('a database outage', (current) => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fretboard-outage-'));
    app = await buildApp({
      config: loadConfig({ CLIENT_DIR: join(dataDir, 'none'), DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      db: current().db,
      status: new ServerStatus(),
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Cuts every connection of the app, as a restart of the database would. */
  async function cutEveryConnection(): Promise<void> {
    const { db, url } = current();
    if (db.interrupt) return db.interrupt(300); // embedded: its socket server closes and comes back
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [terminated] = await admin<{ cut: number }[]>`
          select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`;
      expect(terminated?.cut).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
  }

  it('answers through its connections being cut, as if nothing happened', async () => {
    for (let round = 0; round < 5; round++) {
      // Warm the pool, then cut every connection of the app.
      await Promise.all(Array.from({ length: 8 }, () => app.inject({ url: '/api/trpc/system.health' })));
      await cutEveryConnection();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => app.inject({ url: '/api/trpc/system.health' })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    }
  });

  it('through a cut in a burst of signed-in writes: no 500, each write stored once when sent again as the client does', async () => {
    const { db } = current();
    const learner = await signedInUser(db.sql);
    const writes = Array.from({ length: 30 }, (_, i) => ({
      events: [
        {
          eventId: randomUUID(),
          type: 'FavouriteAdded',
          schema: 1,
          data: { item: { kind: 'root', ref: `/roots/burst-${i}`, title: `Burst ${i}` } },
          occurredAt: '2026-11-25T10:00:00Z',
        },
      ],
    }));
    const statuses: number[] = [];
    // As the browser's progress remote does: a 503 is sent again, same event ids, after a wait.
    const send = async (input: (typeof writes)[number]) => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/trpc/progress.upload',
          headers: { cookie: learner.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(superjson.serialize(input)),
        });
        statuses.push(response.statusCode);
        if (response.statusCode !== 503) return response.statusCode;
        expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return 503;
    };
    const sent = writes.map((input, i) => new Promise((resolve) => setTimeout(resolve, i * 8)).then(() => send(input)));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cutEveryConnection();
    expect(await Promise.all(sent)).toEqual(writes.map(() => 200));
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const eventIds = writes.map((w) => w.events[0]!.eventId);
    const [stored] = await db.sql<
      { n: number }[]
    >`select count(*)::int as n from events where event_id = any(${eventIds}::uuid[])`;
    expect(stored?.n).toBe(writes.length);
    const favourites = await db.sql<{ ref: string }[]>`
        select ref from favourites where user_id = ${learner.userId} and ref like '/roots/burst-%'`;
    expect(favourites).toHaveLength(writes.length);
  });
});
