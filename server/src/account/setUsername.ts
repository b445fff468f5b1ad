/**
 * Set Username: the name on the users row (unique ignoring case, decided by its index)
 * and a `UsernameSet` event in the user's stream, written in one transaction under the
 * same user lock as every other writer of that stream. Idempotent by event id: a retry of
 * a stored event changes nothing, and setting the name the user already has appends none.
 * A change is announced as `userChanged`, so cached sessions (sessionCache.ts) read it again.
 */
import { decideSetUsername } from '#events/progressDecide';
import { initialProgress } from '#events/progressState';
import { userStream } from '#events/streams';
import { createPostgresAdapter } from '../auth/adapter';
import { announceUserChanged } from '../auth/revocation';
import type { Database } from '../db/database';
import { createEventStore, EventIdConflictError } from '../eventStore';
import { lockUserForWriting } from '../progress/userLock';

export type SetUsernameOutcome =
  { ok: true; changed: boolean } | { ok: false; refusal: 'USERNAME_TAKEN' | 'USERNAME_INVALID' | 'ID_TAKEN' };

/** Thrown inside the transaction so it rolls back: a taken name has aborted it already. */
class UsernameRefused extends Error {
  constructor(readonly reason: 'taken' | 'invalid') {
    super(`username ${reason}`);
  }
}

export async function setUsername(
  db: Pick<Database, 'sql' | 'bus'>,
  userId: string,
  username: string,
  { eventId, now }: { eventId: string; now: string },
): Promise<SetUsernameOutcome> {
  const streamId = userStream(userId);
  try {
    const outcome = await createEventStore(db).transaction(async (tx): Promise<SetUsernameOutcome> => {
      await lockUserForWriting(tx.sql, userId);
      const [stored] = await tx.sql<
        { stream_id: string }[]
      >`select stream_id from events where event_id = ${eventId}::uuid`;
      if (stored)
        return stored.stream_id === streamId ? { ok: true, changed: false } : { ok: false, refusal: 'ID_TAKEN' };

      const [user] = await tx.sql<{ username: string | null }[]>`select username from users where id = ${userId}`;
      if (!user) throw new Error(`setUsername: there is no user ${userId}`);
      // The users row is where the username lives; the decider only needs that field.
      const events = decideSetUsername({ ...initialProgress(), username: user.username }, username, { eventId, now });
      if (events.length === 0) return { ok: true, changed: false };

      const result = await createPostgresAdapter(tx.sql).setUsername(userId, username);
      if (!result.ok) throw new UsernameRefused(result.reason);
      // No projection to update: UsernameSet is folded by no progress table (see progress.ts).
      await tx.append(streamId, 'any', events);
      return { ok: true, changed: true };
    });
    // After the commit: sessions carry the username, so their cached copies are stale
    // (on this instance before the answer goes out, on others through the bus).
    if (outcome.ok && outcome.changed) announceUserChanged(db.bus, userId);
    return outcome;
  } catch (error) {
    if (error instanceof UsernameRefused)
      return { ok: false, refusal: error.reason === 'taken' ? 'USERNAME_TAKEN' : 'USERNAME_INVALID' };
    if (error instanceof EventIdConflictError) return { ok: false, refusal: 'ID_TAKEN' };
    throw error;
  }
}
