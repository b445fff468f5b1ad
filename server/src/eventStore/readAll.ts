import {
  START,
  STORED_EVENT_COLUMNS,
  toStoredEvent,
  type Checkpoint,
  type Queryable,
  type StoredEvent,
  type StoredEventRow,
} from './types';

export interface ReadAllResult {
  events: StoredEvent[];
  /** Resume point: the last event returned, or the given checkpoint when none was. */
  checkpoint: Checkpoint;
}

/**
 * Events of every stream after `checkpoint`, for async projections and rebuilds.
 * `position` alone is not a safe resume point: a transaction holding a lower position can
 * commit after one holding a higher. So events are read in (tx_id, position) order and
 * only from transactions older than every transaction still running (below the snapshot's
 * xmin): those can no longer be joined by anything that sorts before them. A slow
 * transaction delays readers (any long one in the cluster does); it is never skipped.
 */
export async function readAll(sql: Queryable, checkpoint: Checkpoint = START, limit = 1000): Promise<ReadAllResult> {
  const rows = await sql<StoredEventRow[]>`
    select ${sql.unsafe(STORED_EVENT_COLUMNS)} from events
    where (tx_id, position) > (${String(checkpoint.txId)}::xid8, ${checkpoint.position}::bigint)
      and tx_id < pg_snapshot_xmin(pg_current_snapshot())
    order by tx_id, position
    limit ${limit}`;
  const events = rows.map(toStoredEvent);
  const last = events.at(-1);
  return { events, checkpoint: last ? { txId: last.txId, position: last.position } : checkpoint };
}
