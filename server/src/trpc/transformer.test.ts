import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { serializeOnce, transformer } from './transformer';

describe('the API transformer', () => {
  it('encodes like superjson, dates and sets included, so the client reads it back unchanged', () => {
    const value = { at: new Date('2026-11-21T10:00:00Z'), tags: new Set(['a']), n: 1 };
    const form = transformer.output.serialize(value);
    expect(form).toEqual(superjson.serialize(value));
    expect(superjson.deserialize(form)).toEqual(value);
  });

  it('encodes a value marked as sent to many only once: every socket gets the same form', () => {
    const item = serializeOnce({ kind: 'event', event: { version: 3, data: { bpm: 90 } } });
    const first = transformer.output.serialize(item);
    expect(transformer.output.serialize(item)).toBe(first);
    expect(superjson.deserialize(first)).toEqual(item);
  });

  it("builds a tracked item's wrapper around the shared form, exactly as superjson would", () => {
    const item = serializeOnce({ kind: 'event', event: { version: 4, type: 'TempoChanged', data: { bpm: 100 } } });
    const wrapped = { id: '4', data: item };
    const form = transformer.output.serialize(wrapped);
    expect(form).toEqual(superjson.serialize(wrapped));
    expect((form as { json: { data: unknown } }).json.data).toBe(transformer.output.serialize(item).json);
    // With values superjson must annotate (a Date), the wrapper is encoded in full instead.
    const dated = { id: '5', data: serializeOnce({ at: new Date(0) }) };
    expect(superjson.deserialize(transformer.output.serialize(dated))).toEqual(dated);
  });

  it('never reuses the form of an unmarked value, which may change between sends', () => {
    const value = { count: 1 };
    const first = transformer.output.serialize(value);
    value.count = 2;
    expect(superjson.deserialize(transformer.output.serialize(value))).toEqual({ count: 2 });
    expect(superjson.deserialize(first)).toEqual({ count: 1 });
  });
});
