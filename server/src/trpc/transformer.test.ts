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
});
