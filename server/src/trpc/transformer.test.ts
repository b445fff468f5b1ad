import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { handoffItem } from './directFeed';
import { transformer } from './transformer';

describe('the API transformer', () => {
  it('encodes like superjson, dates and sets included, so the client reads it back unchanged', () => {
    const value = { at: new Date('2026-11-21T10:00:00Z'), tags: new Set(['a']), n: 1 };
    const form = transformer.output.serialize(value);
    expect(form).toEqual(superjson.serialize(value));
    expect(superjson.deserialize(form)).toEqual(value);
  });

  it('encodes a tracked item, a hand-over one included, exactly as superjson would', () => {
    const plain = { id: '4', data: { kind: 'event', at: new Date(0) } };
    expect(transformer.output.serialize(plain)).toEqual(superjson.serialize(plain));
    const handoff = { id: '5', data: handoffItem({ kind: 'presence', memberId: 'm', present: true }, () => {}) };
    expect(transformer.output.serialize(handoff)).toEqual(superjson.serialize(handoff));
  });

  it('encodes plain JSON answers exactly as superjson does (its walk skipped), refusing the keys it refuses', () => {
    const outcome = (encode: () => unknown) => {
      try {
        return { form: encode() };
      } catch (error) {
        return { refused: (error as Error).message };
      }
    };
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(outcome(() => transformer.output.serialize(value))).toEqual(outcome(() => superjson.serialize(value)));
      }),
      { seed: 14, numRuns: 300 },
    );
  });

  it('leaves everything superjson notes to superjson, nested deep or not', () => {
    const shared = { ref: '/chords/C/maj7' };
    const holes: unknown[] = [1];
    holes[2] = 3;
    const odd: unknown[] = [
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -0,
      10n,
      new Date(0),
      /x/,
      new Set([1]),
      new Map([[1, 2]]),
      new URL('https://example.com/'),
      new Error('no'),
      { a: undefined },
      { twice: [shared, shared] },
    ];
    for (const value of odd) {
      const nested = { state: { favourites: [{ kind: 'chord', value }] } };
      for (const v of [value, nested]) {
        const form = transformer.output.serialize(v);
        expect(form).toEqual(superjson.serialize(v));
        expect(form).toHaveProperty('meta');
      }
    }
    // Shapes superjson encodes its own way without a note: the same from the transformer.
    for (const value of [{ holes }, { bare: Object.assign(Object.create(null) as object, { a: 1 }) }])
      expect(transformer.output.serialize(value)).toEqual(superjson.serialize(value));
  });
});
