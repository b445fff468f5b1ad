/** What the Account page says is stored for a user: sizes of their lists and of their stream. */
import { userStream } from '#events/streams';
import type { Queryable } from '../eventStore';

export interface StoredCounts {
  favourites: number;
  learned: number;
  practiceEntries: number;
  events: number;
}

/** One statement, so the four numbers come from one snapshot. */
export async function countStored(sql: Queryable, userId: string): Promise<StoredCounts> {
  const [row] = await sql<StoredCounts[]>`
    select
      (select count(*) from favourites where user_id = ${userId})::int as favourites,
      (select count(*) from learned where user_id = ${userId})::int as learned,
      (select count(*) from practice_log where user_id = ${userId})::int as "practiceEntries",
      (select count(*) from events where stream_id = ${userStream(userId)})::int as events`;
  return row!;
}
