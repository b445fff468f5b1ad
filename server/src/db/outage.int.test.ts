/**
 * The app outlives its database connections being cut (Postgres restarted, backends
 * terminated): no 500, no crash; the next request finds new connections.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ServerStatus } from '../serverStatus';
import { forEachDatabase } from './testDatabases';

forEachDatabase(
  'a database outage',
  (current) => {
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

    it('answers through its connections being terminated, as if nothing happened', async () => {
      const admin = postgres(current().url, { max: 1, onnotice: () => {} });
      try {
        for (let round = 0; round < 5; round++) {
          // Warm the pool, then cut every connection of the app (all but this admin's).
          await Promise.all(Array.from({ length: 8 }, () => app.inject({ url: '/api/trpc/system.health' })));
          const [terminated] = await admin<{ cut: number }[]>`
            select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`;
          expect(terminated?.cut).toBeGreaterThan(0);
          const answers = await Promise.all(
            Array.from({ length: 8 }, () => app.inject({ url: '/api/trpc/system.health' })),
          );
          expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
        }
      } finally {
        await admin.end();
      }
    });
  },
  { kinds: ['server'] },
);
