/**
 * superjson, with one saving for fan-out: a value marked with `serializeOnce` is turned
 * into superjson's form the first time and that form is reused for every other
 * subscriber it is sent to. A room's change goes to up to 50 members; without this each
 * member's socket would walk and encode the same event again (bench/rooms.bench.ts).
 * Only values marked are cached, and a marked value must not change afterwards.
 */
import type { CombinedDataTransformer } from '@trpc/server';
import superjson from 'superjson';
import { encodeIfHandoff } from './directFeed';

const shared = new WeakSet<object>();
const encoded = new WeakMap<object, ReturnType<typeof superjson.serialize>>();

/** Marks `value` (never changed again) as sent to many: it is encoded once. Returns it. */
export function serializeOnce<T extends object>(value: T): T {
  shared.add(value);
  return value;
}

function encodeOnce(value: object): ReturnType<typeof superjson.serialize> {
  let form = encoded.get(value);
  if (!form) encoded.set(value, (form = superjson.serialize(value)));
  return form;
}

/**
 * tRPC's WebSocket adapter wraps each `tracked` item as `{ id, data }`, a new object per
 * subscriber; when `data` is marked and plain JSON (no meta), the wrapper's form is built
 * around the one already made. A hand-over item (directFeed.ts) is noted for the encoder.
 */
function trackedWrapperForm(value: object): ReturnType<typeof superjson.serialize> | null {
  const keys = Object.keys(value);
  if (keys.length !== 2 || !('id' in value) || !('data' in value) || typeof value.id !== 'string') return null;
  const handoff = encodeIfHandoff(value as { id: string; data: unknown });
  if (handoff) return handoff;
  const { data } = value;
  if (typeof data !== 'object' || data === null || !shared.has(data)) return null;
  const inner = encodeOnce(data);
  return inner.meta ? null : { json: { id: value.id, data: inner.json } };
}

export const transformer: CombinedDataTransformer = {
  input: superjson,
  output: {
    serialize(value: unknown) {
      if (typeof value !== 'object' || value === null) return superjson.serialize(value);
      if (shared.has(value)) return encodeOnce(value);
      return trackedWrapperForm(value) ?? superjson.serialize(value);
    },
    deserialize: (value) => superjson.deserialize(value),
  },
};
