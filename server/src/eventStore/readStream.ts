import { STORED_EVENT_COLUMNS, toStoredEvent, type Queryable, type StoredEvent, type StoredEventRow } from './types';

/** Events of one stream from `fromVersion` (inclusive) in version order; resume by version. */
export async function readStream(
  sql: Queryable,
  streamId: string,
  fromVersion = 1,
  limit?: number,
): Promise<StoredEvent[]> {
  const rows = await sql<StoredEventRow[]>`
    select ${sql.unsafe(STORED_EVENT_COLUMNS)} from events
    where stream_id = ${streamId} and version >= ${fromVersion}
    order by version
    limit ${limit ?? null}`;
  return rows.map(toStoredEvent);
}
