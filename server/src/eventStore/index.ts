import type postgres from 'postgres';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { append } from './append';
import { appendMany, type StreamAppend, type StreamAppendOutcome } from './appendMany';
import { readAll, type ReadAllResult } from './readAll';
import { readStream } from './readStream';
import type { AppendResult, Checkpoint, ExpectedVersion, NewEvent, StoredEvent } from './types';

export { append } from './append';
export { appendMany, type StreamAppend, type StreamAppendOutcome } from './appendMany';
export { AppendBatcher } from './appendBatcher';
export { readStream } from './readStream';
export { readAll, type ReadAllResult } from './readAll';
export { ConcurrencyError, EventIdConflictError } from './errors';
export { START } from './types';
export type { AppendResult, Checkpoint, ExpectedVersion, NewEvent, Queryable, StoredEvent } from './types';

/** A wake-up after an append: the receiver re-reads the stream from its last version. */
export interface StreamNotification {
  streamId: string;
  version: number;
}

/** Appends inside a caller's transaction (inline projections share it). */
export interface EventStoreTransaction {
  sql: postgres.TransactionSql;
  append(streamId: string, expectedVersion: ExpectedVersion, events: readonly NewEvent[]): Promise<AppendResult>;
}

/** The event log bound to one database and its bus. */
export interface EventStore {
  /** Appends in its own transaction, then wakes subscribers (unless nothing was written). */
  append(streamId: string, expectedVersion: ExpectedVersion, events: readonly NewEvent[]): Promise<AppendResult>;
  /** Appends to several streams in one statement, each judged on its own (appendMany.ts); wakes subscribers of those written. */
  appendMany(appends: readonly StreamAppend[]): Promise<StreamAppendOutcome[]>;
  /**
   * Runs `fn` in one transaction; the streams it appended to are notified after the commit.
   * Inside, use `tx.sql` and `tx.append` only, never the pool (see database.ts).
   */
  transaction<T>(fn: (tx: EventStoreTransaction) => Promise<T>): Promise<T>;
  readStream(streamId: string, fromVersion?: number, limit?: number): Promise<StoredEvent[]>;
  readAll(checkpoint?: Checkpoint, limit?: number): Promise<ReadAllResult>;
  /** Wake-ups (stream id and version) after appends, from this and, on a server, other instances. */
  subscribe(listener: (notification: StreamNotification) => void): () => void;
}

export function createEventStore(db: Pick<Database, 'sql' | 'bus'>): EventStore {
  const { sql, bus } = db;
  const appended = (streamId: string, version: number) => bus.publish({ type: 'appended', streamId, version });
  return {
    async append(streamId, expectedVersion, events) {
      const result = await append(sql, streamId, expectedVersion, events);
      if (!result.alreadyStored && events.length > 0) appended(streamId, result.nextExpectedVersion);
      return result;
    },
    async appendMany(appends) {
      const outcomes = await appendMany(sql, appends);
      outcomes.forEach((o, i) => {
        if (o.ok && !o.result.alreadyStored) appended(appends[i]!.streamId, o.result.nextExpectedVersion);
      });
      return outcomes;
    },
    async transaction(fn) {
      const written = new Map<string, number>();
      // Not sql.begin: see db/transaction.ts (a crash under load, and a round trip).
      const result = await inTransaction(sql, async (tx) =>
        fn({
          sql: tx,
          async append(streamId, expectedVersion, events) {
            const r = await append(tx, streamId, expectedVersion, events);
            if (!r.alreadyStored && events.length > 0) written.set(streamId, r.nextExpectedVersion);
            return r;
          },
        }),
      );
      for (const [streamId, version] of written) appended(streamId, version);
      return result as Awaited<ReturnType<typeof fn>>;
    },
    readStream: (streamId, fromVersion, limit) => readStream(sql, streamId, fromVersion, limit),
    readAll: (checkpoint, limit) => readAll(sql, checkpoint, limit),
    subscribe: (listener) => bus.subscribe('appended', ({ streamId, version }) => listener({ streamId, version })),
  };
}
