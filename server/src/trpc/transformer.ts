/**
 * superjson, with one addition: a `tracked` item that hands a room feed over to direct
 * writes (directFeed.ts) is noted as it is encoded, so the WebSocket encoder can tell the
 * feed its subscription id. Everything is encoded exactly as superjson does.
 *
 * Most answers are plain JSON already (strings, numbers, lists and objects: the progress
 * state, lists, preferences), and superjson's walk over them, which records a path for
 * every value in case one needs a note, cost the signed-in state query 14% of the server's
 * CPU under load (bench/load.bench.ts). A much cheaper walk finds those answers first and
 * sends them as superjson would (`{ json }`, no meta); anything else goes to superjson.
 */
import type { CombinedDataTransformer } from '@trpc/server';
import { isPlainJson } from './plainJson';
import superjson, { type SuperJSONResult } from 'superjson';
import { encodeIfHandoff } from './directFeed';
import { deserializeInput } from './inputEnvelope';

/** tRPC's WebSocket adapter wraps each `tracked` item as `{ id, data }`. */
function isTrackedWrapper(value: object): value is { id: string; data: unknown } {
  return 'id' in value && 'data' in value && typeof value.id === 'string' && Object.keys(value).length === 2;
}

/** superjson's encoding, skipping its walk when the value is plain JSON already. */
function serialize(value: unknown) {
  if (isPlainJson(value)) return { json: value as SuperJSONResult['json'] };
  return superjson.serialize(value);
}

export const transformer: CombinedDataTransformer = {
  // Inputs are checked for shape before superjson reads them (inputEnvelope.ts).
  input: { serialize: (value: unknown) => superjson.serialize(value), deserialize: deserializeInput },
  output: {
    serialize(value: unknown) {
      if (typeof value === 'object' && value !== null && isTrackedWrapper(value))
        return encodeIfHandoff(value) ?? serialize(value);
      return serialize(value);
    },
    deserialize: (value) => superjson.deserialize(value),
  },
};
