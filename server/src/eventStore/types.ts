import type postgres from 'postgres';

/** Anything that runs a query: the pool, or the `tx` of `sql.begin(tx => ...)`. */
export type Queryable = postgres.ISql;

/** An event to append. `eventId` is made by the client, so a retried append is idempotent. */
export interface NewEvent {
  eventId: string;
  type: string;
  /** Version of the event's shape (see events/). */
  schema: number;
  data: unknown;
  metadata: Record<string, unknown>;
}

export interface StoredEvent extends NewEvent {
  /** Global insertion order; not commit order (see readAll). */
  position: number;
  /** Id of the inserting transaction (xid8). */
  txId: number;
  streamId: string;
  /** 1, 2, 3 ... per stream, gapless. */
  version: number;
  recordedAt: Date;
}

/** A number: the stream must be at exactly that version (0 = empty). */
export type ExpectedVersion = number | 'any' | 'no_stream';

export interface AppendResult {
  /** The stream's version after this append: pass it as the next expected version. */
  nextExpectedVersion: number;
  /** Positions of the events, in the order given. */
  positions: number[];
  /** When each event was recorded, in the order given (for a retry: when the first attempt stored it). */
  recordedAt: Date[];
  /** True when every event was already stored (a retry): nothing was written. */
  alreadyStored: boolean;
}

/** Where a cross-stream reader resumes: strictly after this (txId, position). */
export interface Checkpoint {
  txId: number;
  position: number;
}

export const START: Checkpoint = { txId: 0, position: 0 };

export interface StoredEventRow {
  position: string | number;
  tx_id: string | number;
  stream_id: string;
  version: number;
  event_id: string;
  type: string;
  schema: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

export const STORED_EVENT_COLUMNS =
  'position, tx_id::text as tx_id, stream_id, version, event_id, type, schema, data, metadata, recorded_at';

export function toStoredEvent(row: StoredEventRow): StoredEvent {
  return {
    position: Number(row.position),
    txId: Number(row.tx_id),
    streamId: row.stream_id,
    version: row.version,
    eventId: row.event_id,
    type: row.type,
    schema: row.schema,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}
