/**
 * A user's complete progress state, as the deciders need it, practice entries included,
 * with the stream version it reflects (the expected version of the next append).
 *
 * Read from the projections, not folded from the stream on every write: their rows are
 * the fold's (progressRows.ts derives them from `evolveProgress`; a property test checks
 * rows against `foldProgress(stream)` inline and rebuilt), and under the user's lock they
 * reflect every event of the stream. Folding the whole stream per call made an upload of a
 * long history quadratic (bench/uploadMerge.bench.ts).
 */
import type { ProgressState } from '#events/progressState';
import { userStream } from '#events/streams';
import type { Queryable } from '../eventStore';
import { loadProgressState } from '../projections/progressQueries';

export interface LoadedProgress {
  state: ProgressState;
  /** The stream version the state reflects (0 for an empty stream). */
  version: number;
}

/** Call it holding the user's lock (userLock.ts), in the transaction that appends. */
export async function loadProgress(sql: Queryable, userId: string): Promise<LoadedProgress> {
  // Both sent at once: in a writer's transaction they share one round trip.
  const [[row], { practiceCount: _count, ...state }] = await Promise.all([
    sql<{ version: number; username: string | null }[]>`
      select (select coalesce(max(version), 0) from events where stream_id = ${userStream(userId)}) as version,
             (select username from users where id = ${userId}) as username`,
    loadProgressState(sql, userId, { practiceLimit: null }),
  ]);
  return { state: { ...state, username: row?.username ?? null }, version: Number(row!.version) };
}
