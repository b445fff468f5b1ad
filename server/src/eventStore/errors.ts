import type { ExpectedVersion } from './types';

/** The stream is not at the expected version: re-read, decide again, retry (bounded). */
export class ConcurrencyError extends Error {
  readonly code = 'CONCURRENCY_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** The stream's version when the append was refused; undefined when only the unique key saw the clash. */
    readonly actual: number | undefined,
  ) {
    super(`Stream ${streamId} is at version ${actual ?? 'unknown (concurrent append)'}, expected ${String(expected)}.`);
    this.name = 'ConcurrencyError';
  }
}

/**
 * Some of the events' ids are stored already, but not all of them (or in another stream):
 * this is not a retry of one earlier append, so it is refused rather than half written.
 */
export class EventIdConflictError extends Error {
  readonly code = 'EVENT_ID_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly storedEventIds: string[],
    detail: string,
  ) {
    super(`Append to ${streamId} refused: ${detail} (already stored: ${storedEventIds.join(', ')}).`);
    this.name = 'EventIdConflictError';
  }
}
