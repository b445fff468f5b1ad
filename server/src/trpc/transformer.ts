/**
 * superjson, with one saving for fan-out: a value marked with `serializeOnce` is turned
 * into superjson's form the first time and that form is reused for every other
 * subscriber it is sent to. A room's change goes to up to 50 members; without this each
 * member's socket would walk and encode the same event again (bench/rooms.bench.ts).
 * Only values marked are cached, and a marked value must not change afterwards.
 */
import type { CombinedDataTransformer } from '@trpc/server';
import superjson from 'superjson';

const shared = new WeakSet<object>();
const encoded = new WeakMap<object, ReturnType<typeof superjson.serialize>>();

/** Marks `value` (never changed again) as sent to many: it is encoded once. Returns it. */
export function serializeOnce<T extends object>(value: T): T {
  shared.add(value);
  return value;
}

export const transformer: CombinedDataTransformer = {
  input: superjson,
  output: {
    serialize(value: unknown) {
      if (typeof value !== 'object' || value === null || !shared.has(value)) return superjson.serialize(value);
      let form = encoded.get(value);
      if (!form) encoded.set(value, (form = superjson.serialize(value)));
      return form;
    },
    deserialize: (value) => superjson.deserialize(value),
  },
};
