/**
 * For the hostile-input tests (trpc/hostileInput.int.test.ts over HTTP, rooms/hostileFrames.int.test.ts
 * over the WebSocket): the generated malformed values both send, and a fingerprint of the
 * tables to show that a refused call changed nothing.
 */
import fc from 'fast-check';
import type { Database } from '../db/database';

export const hostileText = fc.constantFrom(
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
export const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  'a.b',
  'json',
  'meta',
);

/** JSON text of a value built from hostile pieces (keys are written as text, so `__proto__` stays a key). */
export const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
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

export const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

/** Bodies and query inputs: envelopes with hostile json, lying meta, and things that are not envelopes at all. */
export const hostileInput: fc.Arbitrary<string> = fc.oneof(
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

/** One text per table: its name and an md5 of its rows, so any change to any row shows. */
export async function tablesFingerprint(db: Database, tables: readonly string[]): Promise<string> {
  const parts = tables.map(
    (table) =>
      db.sql`select ${table} || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as part from ${db.sql(table)} t`,
  );
  const rows = await Promise.all(parts);
  return rows.map((r) => r[0]!.part).join('|');
}

/** Every table of the public schema. */
export async function publicTables(db: Database): Promise<string[]> {
  const rows = await db.sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
  return rows.map((r) => r.name);
}
