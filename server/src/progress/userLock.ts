/**
 * The locks around a user's progress stream. Every writer of the stream (progress
 * changes and uploads, Set Username, Nuke) takes the projection lock shared and then the
 * user's own lock, so one writer per user at a time decides against the state its append
 * will follow; the rebuild takes the projection lock alone, so no progress is written
 * while the projections are rebuilt.
 */
import { userStream } from '#events/streams';
import type { Queryable } from '../eventStore';

/** Writers share it, the rebuild takes it alone. */
export const PROGRESS_PROJECTION_LOCK_KEY = 4_817_301_526_002;

/** The first key of the two-key advisory locks, one per user stream ('prog'). */
const USER_LOCK_CLASS = 0x70726f67;

/**
 * Takes both locks in the caller's transaction; they are released when it ends.
 * The statement is sent at once (`execute`), ahead of anything the caller asks next, so a
 * caller may send its reads without waiting for this answer (recordProgress does, a
 * round trip less per write): Postgres runs a connection's statements in the order sent,
 * and under READ COMMITTED each statement takes its snapshot as it starts, once the locks
 * are held, so the reads still see every earlier writer's commit.
 */
export function lockUserForWriting(tx: Queryable, userId: string): Promise<unknown> {
  return tx`
    select pg_advisory_xact_lock_shared(${PROGRESS_PROJECTION_LOCK_KEY}::bigint),
           pg_advisory_xact_lock(${USER_LOCK_CLASS}::integer, hashtext(${userStream(userId)}))`.execute();
}
