/**
 * Rebuilds the progress projections from the log: empties them and folds every user
 * stream, in version order, with `evolveProgress`, writing the rows each event changes
 * through the same code as the inline path (progressRows.ts, progressProjection.ts).
 *
 * One transaction, holding the projection lock alone: writers take it shared before they
 * append, so while the rebuild runs no progress event commits, and every event it pages
 * through (read committed, page by page) is every event there is. Readers keep seeing
 * the old rows until the rebuild commits.
 */
import { parseStreamId } from '#events/streams';
import type { Database } from '../db/database';
import type { StoredEventRow } from '../eventStore/types';
import { initialProgress, type ProgressState } from '#events/progressState';
import { PROGRESS_PROJECTION_LOCK_KEY } from '../progress/userLock';
import { readBack, writeProgressRows } from './progressProjection';
import { evolveWithRows, ProgressRowChanges } from './progressRows';

export const PROGRESS_PROJECTION_TABLES = [
  'favourites',
  'learned',
  'practice_log',
  'daily_practice',
  'preferences',
  'scored_runs',
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
    /** The state of the stream being folded: a stream can run on into the next page. */
    let state: ProgressState = initialProgress();
    for (;;) {
      // Keyset pages in (stream_id, version) order: the unique index, and each stream in order.
      const rows = await tx<EventRow[]>`
        select stream_id, version, event_id::text as event_id, type, schema, data, metadata, recorded_at
        from events
        where (stream_id, version) > (${after.streamId}, ${after.version}) and stream_id like 'user-%'
        order by stream_id, version
        limit ${batchSize}`;
      if (rows.length === 0) break;
      const changes = new ProgressRowChanges();
      for (const row of rows) {
        const stream = parseStreamId(row.stream_id);
        const first = row.stream_id !== after.streamId;
        if (first) state = initialProgress();
        after = { streamId: row.stream_id, version: row.version };
        if (stream?.kind !== 'user') continue;
        if (first) result.users++;
        const read = readBack(stream.id, { ...row, eventId: row.event_id, recordedAt: row.recorded_at });
        if (!read.ok) {
          result.skipped.push({ eventId: row.event_id, error: read.error });
          continue;
        }
        state = evolveWithRows(state, read.event, changes);
        result.events++;
      }
      await writeProgressRows(tx, changes);
    }
    return result;
  }) as Promise<RebuildResult>;
}
