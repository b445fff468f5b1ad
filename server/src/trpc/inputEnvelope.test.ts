import { TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { deserializeInput, pathSegments } from './inputEnvelope';

const refused = (envelope: unknown) => {
  try {
    deserializeInput(envelope);
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    return (error as TRPCError).message;
  }
  throw new Error(`accepted: ${JSON.stringify(envelope)}`);
};

describe('a tRPC input envelope', () => {
  it('reads back everything the client sends', () => {
    const inputs: unknown[] = [
      undefined,
      null,
      { code: 'ABCD-EFGH-JKLM', title: 'Am7 ♪ "open"', tags: ['a.b', 'c\\d'] },
      { at: new Date('2026-11-25T10:00:00Z'), missing: undefined, nan: NaN, big: 12n, neg: -0 },
      { 'dotted.key': { 'back\\slash': new Date(0) } },
      { map: new Map([['a', new Date(1)]]), set: new Set([1, 2]) },
      [{ when: new Date(2) }, { when: new Date(3) }],
      new Date(5),
    ];
    for (const input of inputs) expect(deserializeInput(superjson.serialize(input))).toEqual(input);
    // As the client's links send them: through JSON text, where `{ json: undefined }` becomes `{}`.
    for (const input of inputs.filter((i) => !(i instanceof Map) && typeof i !== 'bigint')) {
      expect(deserializeInput(JSON.parse(JSON.stringify(superjson.serialize(input)) ?? 'null'))).toEqual(input);
    }
  });

  it('refuses a string where the tree of types belongs, cheaply, instead of overflowing the stack', () => {
    // The 36-byte anonymous request that used to cost milliseconds and answer 500.
    expect(refused(JSON.parse('{"json":{},"meta":{"values":"Date"}}'))).toMatch(/malformed tree/);
  });

  it('refuses what is not an envelope', () => {
    for (const envelope of [null, 'x', 1, [], { meta: {} }, { jsn: 1 }]) refused(envelope);
    refused({ json: 1, meta: 'x' });
    refused({ json: 1, meta: { values: ['Date'], extra: 1 } });
    refused({ json: 1, meta: { v: 99 } });
  });

  it('refuses types the client never sends: unknown, class, symbol, custom, typed arrays, errors, regexps', () => {
    for (const annotation of [
      'Nope',
      ['class', 'User'],
      ['symbol', 's'],
      ['custom', 'x'],
      ['typed-array', 'Int8Array'],
      'Error',
      'regexp',
      42,
    ]) {
      refused({ json: { a: 1 }, meta: { values: { a: [annotation] } } });
    }
  });

  it('refuses paths through prototypes, in values and in referential equalities', () => {
    for (const path of ['__proto__', 'a.__proto__', 'constructor.prototype', 'a.constructor', 'x\\q']) {
      refused({ json: { a: {} }, meta: { values: { [path]: ['undefined'] } } });
      refused({ json: { a: {} }, meta: { referentialEqualities: { a: [path] } } });
    }
  });

  it('refuses garbage referential equalities and annotations that point nowhere', () => {
    for (const equalities of ['a', 1, [], [1], [['a'], 'b'], { a: 'b' }, { a: [1] }]) {
      refused({ json: { a: {} }, meta: { referentialEqualities: equalities } });
    }
    // Well formed, but superjson would throw reading them against this json.
    refused({ json: { a: 1 }, meta: { values: { a: ['map'] } } });
    refused({ json: { a: {} }, meta: { referentialEqualities: { 'q.r': ['a'] } } });
  });

  it('refuses trees too deep or too large, without walking them recursively', () => {
    let deep: unknown = ['undefined'];
    for (let i = 0; i < 100_000; i++) deep = ['map', { 0: deep }];
    expect(refused({ json: [], meta: { values: deep } })).toMatch(/too deeply/);
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, ['undefined']]));
    expect(refused({ json: {}, meta: { values: wide } })).toMatch(/too many/);
  });

  it('splits superjson paths on unescaped dots', () => {
    expect(pathSegments('a.b\\.c.d\\\\')).toEqual(['a', 'b.c', 'd\\']);
    expect(pathSegments('a\\x')).toBeUndefined();
  });
});

describe('text in any input', () => {
  it('refuses a NUL character, naming the field, and keeps every other character', () => {
    expect(refused(superjson.serialize({ item: { title: 'a\u0000b' } }))).toMatch(/item\.title holds a NUL character/);
    expect(refused(superjson.serialize({ events: [{ data: { note: 'x' } }, { data: { note: '\u0000' } }] }))).toMatch(
      /events\.1\.data\.note/,
    );
    expect(refused(superjson.serialize({ ['k\u0000']: 1 }))).toMatch(/NUL/);
    expect(refused(superjson.serialize('\u0000'))).toMatch(/the input holds a NUL/);
    const text = 'Übung — 練習 🎸 "quoted" \\ tab\t new\nline';
    expect(deserializeInput(superjson.serialize({ text }))).toEqual({ text });
  });

  it('replaces a lone surrogate (a cut emoji) with the replacement character, keeping whole pairs', () => {
    expect(deserializeInput(superjson.serialize({ message: 'half \ud83c then 🎸', more: ['\udfb8'] }))).toEqual({
      message: 'half \ufffd then 🎸',
      more: ['\ufffd'],
    });
  });
});
