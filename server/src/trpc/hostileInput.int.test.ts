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
import type { Database } from '../db/database';
import { forEachDatabase } from '../db/testDatabases';
import { ServerStatus } from '../serverStatus';
import type { AnyTRPCRouter } from '@trpc/server';
import superjson from 'superjson';
import { appRouter } from './router';

const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 60);
const SEED = 20261125;

type ProcedureType = 'query' | 'mutation' | 'subscription';
const router: AnyTRPCRouter = appRouter;
const procedures = Object.entries(router._def.procedures as Record<string, { _def: { type: ProcedureType } }>)
  .map(([path, procedure]) => ({ path, type: procedure._def.type }))
  .filter((p) => p.type !== 'subscription'); // subscriptions travel over the WebSocket only

const hostileText = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\ud800',
  'half \ud83c',
  '\udfb8 tail',
  '',
  ' ',
  'x'.repeat(70_000),
  '__proto__',
  'constructor',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '-1',
  '9'.repeat(400),
  '<script>alert(1)</script>',
  "'; drop table events; --",
  '%00',
  '\\',
);
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', 'a.b', 'json', 'meta');

/** JSON text of a value built from hostile pieces (keys are written as text, so `__proto__` stays a key). */
const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'),
    hostileText.map((t) => JSON.stringify(t)),
    fc.constantFrom('1e400', '-0', '18446744073709551616', 'true', 'null', '[]', '{}'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(hostileKey, fc.string({ maxLength: 8 })), tie('value')), { maxLength: 4 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

/** Bodies and query inputs: envelopes with hostile json, lying meta, and things that are not envelopes at all. */
const hostileInput: fc.Arbitrary<string> = fc.oneof(
  hostileJson.map((json) => `{"json":${json}}`),
  fc.tuple(hostileJson, hostileJson).map(([json, meta]) => `{"json":${json},"meta":${meta}}`),
  fc.tuple(hostileJson, hostileJson).map(([json, values]) => `{"json":${json},"meta":{"values":${values}}}`),
  fc
    .tuple(hostileJson, hostileJson)
    .map(([json, equalities]) => `{"json":${json},"meta":{"referentialEqualities":${equalities}}}`),
  fc
    .tuple(hostileJson, fc.constantFrom('Date', 'Nope', '["class","User"]', '["custom","x"]', '["symbol","s"]', 'map'))
    .map(
      ([json, type]) =>
        `{"json":${json},"meta":{"values":{"a":[${type.startsWith('[') ? type : JSON.stringify(type)}]}}}`,
    ),
  hostileJson,
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '{"json":{},"meta":{"values":"Date"}}',
    '{"json":{"a":{}},"meta":{"values":{"__proto__.polluted":["Date"]}}}',
    '{"json":{"a":{}},"meta":{"values":{"constructor.prototype.polluted":["Date"]}}}',
    '{"json":{"a":{}},"meta":{"referentialEqualities":{"q.r":["a"]}}}',
    '{"json":{"__proto__":{"admin":true}}}',
    '{"json":{"constructor":{"prototype":{"admin":true}}}}',
    `{"json":${deep(5_000)}}`,
    `{"json":{},"meta":{"values":${deep(5_000)}}}`,
    'null',
    '[]',
    '"text"',
    '{"json":null,"meta":null}',
  ),
);

async function tablesFingerprint(db: Database, tables: readonly string[]): Promise<string> {
  const parts = tables.map(
    (table) =>
      db.sql`select ${table} || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as part from ${db.sql(table)} t`,
  );
  const rows = await Promise.all(parts);
  return rows.map((r) => r[0]!.part).join('|');
}

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
    tables = (
      await db.sql<{ name: string }[]>`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`
    ).map((r) => r.name);
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

  it('answers no procedure with 5xx, and a refused call changes no table', async () => {
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
  });

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
