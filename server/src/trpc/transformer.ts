/**
 * superjson, with one addition: a `tracked` item that hands a room feed over to direct
 * writes (directFeed.ts) is noted as it is encoded, so the WebSocket encoder can tell the
 * feed its subscription id. Everything is encoded exactly as superjson does.
 */
import type { CombinedDataTransformer } from '@trpc/server';
import superjson from 'superjson';
import { encodeIfHandoff } from './directFeed';
import { deserializeInput } from './inputEnvelope';

/** tRPC's WebSocket adapter wraps each `tracked` item as `{ id, data }`. */
function isTrackedWrapper(value: object): value is { id: string; data: unknown } {
  return 'id' in value && 'data' in value && typeof value.id === 'string' && Object.keys(value).length === 2;
}

export const transformer: CombinedDataTransformer = {
  // Inputs are checked for shape before superjson reads them (inputEnvelope.ts).
  input: { serialize: (value: unknown) => superjson.serialize(value), deserialize: deserializeInput },
  output: {
    serialize(value: unknown) {
      if (typeof value === 'object' && value !== null && isTrackedWrapper(value))
        return encodeIfHandoff(value) ?? superjson.serialize(value);
      return superjson.serialize(value);
    },
    deserialize: (value) => superjson.deserialize(value),
  },
};
