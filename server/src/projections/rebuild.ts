/**
 * Rebuilds the progress projections from the log: empties them and replays every user
 * stream, in version order, through the same apply function as the inline path.
 *
 * One transaction, holding the projection lock alone: writers take it shared before they
 * append, so while the rebuild runs no progress event commits, and every event it pages
 * through (read committed, page by page) is every event there is. Readers keep seeing
 * the old rows until the rebuild commits.
 */
import { parseStreamId } from '../../../events/streams';
import type { Database } from '../db/database';
import type { StoredEventRow } from '../eventStore/types';
import { applyProgressBatch, type UserProjectableEvent } from './progress';
import { PROGRESS_PROJECTION_LOCK_KEY } from './progressService';

export const PROGRESS_PROJECTION_TABLES = [
  'favourites',
  'learned',
  'practice_log',
  'daily_practice',
  'preferences',
] as const;

export interface RebuildResult {
  events: number;
  users: number;
  skipped: { eventId: string; error: string }[];
}

/** A row of `events` as the rebuild reads it: everything but the global ordering columns. */
type EventRow = Omit<StoredEventRow, 'position' | 'tx_id'>;

export async function rebuildProgressProjections(
  db: Pick<Database, 'sql'>,
  { batchSize = 5000 } = {},
): Promise<RebuildResult> {
  return db.sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${PROGRESS_PROJECTION_LOCK_KEY}::bigint)`;
    // delete, not truncate: readers are not blocked, and it is transactional everywhere.
    for (const table of PROGRESS_PROJECTION_TABLES) await tx`delete from ${tx(table)}`;

    const result: RebuildResult = { events: 0, users: 0, skipped: [] };
    let after = { streamId: '', version: 0 };
    for (;;) {
      // Keyset pages in (stream_id, version) order: the unique index, and each stream in order.
      const rows = await tx<EventRow[]>`
        select stream_id, version, event_id::text as event_id, type, schema, data, metadata, recorded_at
        from events
        where (stream_id, version) > (${after.streamId}, ${after.version}) and stream_id like 'user-%'
        order by stream_id, version
        limit ${batchSize}`;
      if (rows.length === 0) break;
      const batch: UserProjectableEvent[] = [];
      for (const row of rows) {
        const stream = parseStreamId(row.stream_id);
        if (stream?.kind !== 'user') continue;
        if (row.stream_id !== after.streamId) result.users++;
        after = { streamId: row.stream_id, version: row.version };
        batch.push({
          userId: stream.id,
          eventId: row.event_id,
          version: row.version,
          type: row.type,
          schema: row.schema,
          data: row.data,
          metadata: row.metadata,
          recordedAt: row.recorded_at,
        });
      }
      const last = rows.at(-1)!;
      after = { streamId: last.stream_id, version: last.version };
      const applied = await applyProgressBatch(tx, batch);
      result.events += applied.applied;
      result.skipped.push(...applied.skipped);
    }
    return result;
  }) as Promise<RebuildResult>;
}
