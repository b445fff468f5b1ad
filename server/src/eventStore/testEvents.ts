import { randomUUID } from 'node:crypto';
import type { NewEvent } from './types';

/** A throwaway event for tests. */
export function probeEvent(data: unknown = {}, eventId: string = randomUUID()): NewEvent {
  return { eventId, type: 'ProbeRecorded', schema: 1, data, metadata: { actor: 'test' } };
}

export function newStreamId(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}
