/**
 * Every procedure of the API, found by walking the router (a new one is covered without
 * anyone remembering), is sent generated malformed input over HTTP, as an anonymous caller
 * and as a signed-in one: wrong types, huge and deep values, NUL and lone surrogates,
 * prototype keys, and superjson envelopes whose `meta` lies. None may answer 5xx, none
 * that is refused may change a table, and the server still answers afterwards.
 *
 * A fixed seed and HOSTILE_INPUT_RUNS cases per procedure and caller (default 60; the
 * long run is `npm run fuzz`, 500 each).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signedInUser } from '../auth/signedInUser';
import { loadConfig } from '../config';
import { forEachDatabase } from '../db/testDatabases';
import { ServerStatus } from '../serverStatus';
import type { AnyTRPCRouter } from '@trpc/server';
import superjson from 'superjson';
import { hostileInput, publicTables, tablesFingerprint } from './hostileTesting';
import { appRouter } from './router';

const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 60);
/**
 * A guard against a hang, not a speed check. A case of every procedure, both callers, takes
 * about 0.2 s on a quiet machine; on a busy 2-core one the default 60 took over 60 s, so the
 * guard allows fifteen times that (`npm run fuzz` scales it with its runs).
 */
const TIMEOUT_MS = Math.max(300_000, RUNS * 3_000);
const SEED = 20261125;

type ProcedureType = 'query' | 'mutation' | 'subscription';
const router: AnyTRPCRouter = appRouter;
const procedures = Object.entries(router._def.procedures as Record<string, { _def: { type: ProcedureType } }>)
  .map(([path, procedure]) => ({ path, type: procedure._def.type }))
  .filter((p) => p.type !== 'subscription'); // subscriptions travel over the WebSocket only

forEachDatabase('hostile input to every procedure', (current) => {
  let app: FastifyInstance;
  let dataDir: string;
  let tables: string[];
  let cookie: string;

  beforeAll(async () => {
    const { db } = current();
    dataDir = await mkdtemp(join(tmpdir(), 'fretboard-hostile-'));
    app = await buildApp({
      config: loadConfig({ CLIENT_DIR: join(dataDir, 'no-client'), DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      db,
      status: new ServerStatus(),
      logger: false,
    });
    tables = await publicTables(db);
    ({ cookie } = await signedInUser(db.sql));
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (path: string, type: ProcedureType, input: string, signedIn: boolean) => {
    const headers: Record<string, string> = signedIn ? { cookie } : {};
    return type === 'query'
      ? app.inject({ url: `/api/trpc/${path}?input=${encodeURIComponent(input)}`, headers })
      : app.inject({
          method: 'POST',
          url: `/api/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: input,
        });
  };

  it(
    'answers no procedure with 5xx, and a refused call changes no table',
    async () => {
      expect(procedures.length).toBeGreaterThan(15);
      const { db } = current();
      let before = await tablesFingerprint(db, tables);
      for (const { path, type } of procedures) {
        for (const signedIn of [false, true]) {
          await fc.assert(
            fc.asyncProperty(hostileInput, async (input) => {
              const response = await call(path, type, input, signedIn);
              const where = `${path} (${signedIn ? 'signed in' : 'anonymous'}) with ${input.slice(0, 200)}`;
              expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
              const after = await tablesFingerprint(db, tables);
              if (response.statusCode >= 400) expect(after, `${where} was refused but changed a table`).toBe(before);
              before = after;
            }),
            { seed: SEED, numRuns: RUNS, endOnFailure: true },
          );
        }
      }
      const health = await app.inject({ url: '/api/trpc/system.health' });
      expect(health.statusCode).toBe(200);
    },
    TIMEOUT_MS,
  );

  it('answers 400 for valid-looking calls with one bad field, and stores nothing', async () => {
    const { db } = current();
    const item = (title: string) => ({ kind: 'chord', ref: '/chords/C/major', title });
    const upload = (type: string, data: unknown) => ({
      events: [{ eventId: randomUUID(), type, schema: 1, data, occurredAt: '2026-11-25T10:00:00Z' }],
    });
    const cases: Array<[string, unknown]> = [
      ['progress.upload', upload('FavouriteAdded', { item: item('C \u0000major') })],
      ['progress.upload', upload('DailyPracticeCompleted', { day: '0000-01-01', items: 3 })],
      [
        'progress.upload',
        upload('PracticeLogged', { item: item('C'), minutes: 5, practisedAt: '0000-01-01T10:00:00Z' }),
      ],
      [
        'progress.upload',
        upload('PracticeLogged', { item: item('C'), minutes: 5, practisedAt: '2026-11-25T10:00:00Z', note: 'a\u0000' }),
      ],
      ['account.setUsername', { eventId: randomUUID(), username: 'ada\u0000' }],
    ];
    const before = await tablesFingerprint(db, tables);
    for (const [path, input] of cases) {
      const response = await call(path, 'mutation', JSON.stringify(superjson.serialize(input)), true);
      expect(response.statusCode, `${path} ${JSON.stringify(input)}: ${response.body.slice(0, 300)}`).toBe(400);
    }
    expect(await tablesFingerprint(db, tables)).toBe(before);
  });
});
