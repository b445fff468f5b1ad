import { describe, expect, it } from 'vitest';
import { parseProgressEvent, progressUpcasters, type RawEvent, type UpcasterRegistry } from './parseProgressEvent';

const item = { kind: 'scale', ref: '/scales/A/minor-pentatonic', title: 'A minor pentatonic' } as const;

describe('reading a progress event back', () => {
  it('returns a valid current event as it is', () => {
    const raw = { type: 'ItemLearned', schema: 1, data: { item } };
    expect(parseProgressEvent(raw)).toEqual({ ok: true, event: raw });
  });

  it('says where the data is wrong, naming the type and the field', () => {
    const result = parseProgressEvent({
      type: 'FavouriteAdded',
      schema: 1,
      data: { item: { ...item, ref: 'scales/A' } },
    });
    expect(result).toEqual({
      ok: false,
      error: "FavouriteAdded: data.item.ref: ref must be a page path starting with '/'",
    });
  });

  it('refuses an unknown type, a schema newer than this build, and a malformed schema', () => {
    expect(parseProgressEvent({ type: 'FavoriteAdded', schema: 1, data: { item } })).toEqual({
      ok: false,
      error: 'unknown progress event type "FavoriteAdded"',
    });
    expect(parseProgressEvent({ type: 'toString', schema: 1, data: {} }).ok).toBe(false);
    const newer = parseProgressEvent({ type: 'ItemLearned', schema: 2, data: { item } });
    expect(newer).toEqual({
      ok: false,
      error: 'ItemLearned: schema 2 is newer than this app knows (1); reload to update',
    });
    expect(parseProgressEvent({ type: 'ItemLearned', schema: 1.5, data: { item } }).ok).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    for (const raw of [null, undefined, 42, 'x', {}, { type: 'UsernameSet' }, { type: 'UsernameSet', schema: 1 }]) {
      expect(() => parseProgressEvent(raw as unknown as RawEvent)).not.toThrow();
      expect(parseProgressEvent(raw as unknown as RawEvent).ok).toBe(false);
    }
  });

  it('has no upcasters today: every progress event is at schema 1', () => {
    expect(progressUpcasters).toEqual({});
    expect(parseProgressEvent({ type: 'ItemLearned', schema: 0, data: { item } })).toEqual({
      ok: false,
      error: 'ItemLearned: no upcaster from schema 0 to 1',
    });
  });
});

describe('upcasting an older shape', () => {
  // A pretend schema 0 of FavouriteAdded: { kind, path, name } at the top level.
  const upcasters: UpcasterRegistry = {
    FavouriteAdded: {
      0: (data) => {
        const old = data as { kind: string; path: string; name: string };
        if (typeof old.path !== 'string') throw new Error('path is missing');
        return { item: { kind: old.kind, ref: old.path, title: old.name } };
      },
    },
  };

  it('lifts a stored schema-0 event to the current shape without touching the stored data', () => {
    const stored = { type: 'FavouriteAdded', schema: 0, data: { kind: 'chord', path: '/chords/G/7', name: 'G7' } };
    const copy = structuredClone(stored);
    expect(parseProgressEvent(stored, upcasters)).toEqual({
      ok: true,
      event: { type: 'FavouriteAdded', schema: 1, data: { item: { kind: 'chord', ref: '/chords/G/7', title: 'G7' } } },
    });
    expect(stored).toEqual(copy);
  });

  it('validates what the upcaster made, and reports an upcaster that fails', () => {
    const bad = parseProgressEvent(
      { type: 'FavouriteAdded', schema: 0, data: { kind: 'chord', path: 'chords', name: 'G7' } },
      upcasters,
    );
    expect(bad).toEqual({
      ok: false,
      error: "FavouriteAdded: data.item.ref: ref must be a page path starting with '/'",
    });
    const thrown = parseProgressEvent({ type: 'FavouriteAdded', schema: 0, data: {} }, upcasters);
    expect(thrown).toEqual({ ok: false, error: 'FavouriteAdded: upcasting from schema 0 failed: path is missing' });
  });

  it('upcasts only the type it is registered for', () => {
    expect(
      parseProgressEvent(
        { type: 'FavouriteRemoved', schema: 0, data: { kind: 'chord', path: '/c', name: 'C' } },
        upcasters,
      ).ok,
    ).toBe(false);
  });
});
