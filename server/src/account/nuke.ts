/**
 * Nuke: deletes a user's account and everything of it in one transaction (ARCHITECTURE.md,
 * "The event log"): their event stream, every progress projection row, their sessions
 * (so they are signed out everywhere), linked sign-in accounts, magic links still waiting
 * for their address, and the users row. The one deliberate exception to the append-only log.
 * Rooms keep their history, but lose every link to the account: rooms the user hosts and
 * left open are closed, the user leaves the others, and the rows that tied a member id to
 * the account are cut (server/src/rooms/roomRecords.ts `forgetUserInRooms`).
 *
 * It takes the same locks as every writer of the user's stream first (server/src/progress/userLock.ts),
 * so no write can slip in between the deletes or commit after them into a stream that no
 * longer belongs to anyone.
 *
 * Confirmation: the user types their username, compared ignoring case. A user who has not
 * chosen a username types their e-mail address instead (also ignoring case); one with
 * neither must choose a username first.
 */
import { userStream } from '#events/streams';
import { announceUserRevoked } from '../auth/revocation';
import type { Database } from '../db/database';
import { ConcurrencyError } from '../eventStore';
import { forgetUserInRooms } from '../rooms';
import { inTransaction } from '../db/transaction';
import { lockUserForWriting } from '../progress/userLock';
import { PROGRESS_PROJECTION_TABLES } from '../projections/rebuild';

type ProjectionTable = (typeof PROGRESS_PROJECTION_TABLES)[number];

/** Rows deleted, per table. */
export type NukedRows = Record<
  'events' | ProjectionTable | 'sessions' | 'accounts' | 'verification_tokens' | 'users',
  number
>;

export type NukeOutcome =
  | { ok: true; deleted: NukedRows }
  | {
      ok: false;
      /** What the user must type: their username, or their e-mail address when they have no username; 'none' when neither exists. */
      expected: 'username' | 'email' | 'none';
    };

/** Attempts before giving up when a room the user is in is written at the same moment. */
const ROOM_RACE_ATTEMPTS = 3;

export async function nukeAccount(
  db: Pick<Database, 'sql' | 'bus'>,
  userId: string,
  confirmation: string,
): Promise<NukeOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await nukeOnce(db, userId, confirmation);
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= ROOM_RACE_ATTEMPTS) throw error;
    }
  }
}

async function nukeOnce(db: Pick<Database, 'sql' | 'bus'>, userId: string, confirmation: string): Promise<NukeOutcome> {
  let roomStreams: { streamId: string; version: number }[] = [];
  // Not sql.begin: see db/transaction.ts.
  const outcome = (await inTransaction(db.sql, async (tx): Promise<NukeOutcome> => {
    await lockUserForWriting(tx, userId);
    const [user] = await tx<{ username: string | null; email: string | null }[]>`
      select username, email from users where id = ${userId} for update`;
    // No row: a nuke that raced this one has deleted it; what may be left goes all the same.
    if (user) {
      const expected = user.username !== null ? 'username' : user.email !== null ? 'email' : 'none';
      const typed = confirmation.toLowerCase();
      const matches = (user.username ?? user.email)?.toLowerCase() === typed;
      if (!matches) return { ok: false, expected };
    }

    roomStreams = (await forgetUserInRooms(tx, userId)).streams;
    const deleted = {} as NukedRows;
    deleted.events = (await tx`delete from events where stream_id = ${userStream(userId)}`).count;
    for (const table of PROGRESS_PROJECTION_TABLES)
      deleted[table] = (await tx`delete from ${tx(table)} where user_id = ${userId}`).count;
    // The foreign keys would cascade these from users; deleting them by name keeps the list here complete.
    deleted.sessions = (await tx`delete from sessions where user_id = ${userId}`).count;
    deleted.accounts = (await tx`delete from accounts where user_id = ${userId}`).count;
    deleted.verification_tokens = user?.email
      ? (await tx`delete from verification_tokens where lower(identifier) = lower(${user.email})`).count
      : 0;
    deleted.users = (await tx`delete from users where id = ${userId}`).count;
    return { ok: true, deleted };
  })) as NukeOutcome;
  // After the commit: the user's open WebSockets, on every instance, close now.
  if (outcome.ok) {
    announceUserRevoked(db.bus, userId);
    for (const { streamId, version } of roomStreams) db.bus.publish({ type: 'appended', streamId, version });
  }
  return outcome;
}
