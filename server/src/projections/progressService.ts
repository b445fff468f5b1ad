/**
 * Writing a user's progress: events appended to the user's stream and the projections
 * updated in the same transaction (inline), so a read after a write sees it. Idempotent
 * by event id: events already in the stream are neither appended nor applied again. A
 * concurrent writer on the same stream makes the transaction retry (bounded) after
 * reading again.
 */
import type { DecidedEvent } from '../../../events/progressDecide';
import type { ProgressState } from '../../../events/progressState';
import { userStream } from '../../../events/streams';
import type { Database } from '../db/database';
import {
  ConcurrencyError,
  createEventStore,
  EventIdConflictError,
  type EventStoreTransaction,
  type NewEvent,
  type Queryable,
} from '../eventStore';
import { applyProgressEvents } from './progress';
import { loadDecisionState } from './progressQueries';

/** Writers share it, the rebuild takes it alone: no progress is written while projections are rebuilt. */
export const PROGRESS_PROJECTION_LOCK_KEY = 4_817_301_526_002;

/** The first key of the two-key advisory locks, one per user stream ('prog'). */
const USER_LOCK_CLASS = 0x70726f67;

const MAX_ATTEMPTS = 5;

export type RecordOutcome =
  | {
      ok: true;
      /** Events appended (and projected) by this call. */
      written: number;
      /** Events that were in the stream already (a retry, or a repeated upload). */
      alreadyStored: number;
    }
  | { ok: false; refusal: 'PROGRESS_BUSY' | 'ID_TAKEN' | 'IDS_TAKEN' };

type Attempt = (tx: EventStoreTransaction) => Promise<RecordOutcome>;

/**
 * The locks every writer of a user's stream takes first, in its transaction: the
 * projection lock shared (the rebuild takes it alone), then the user's own lock, so one
 * writer per user at a time decides against the state its append will follow. Writers
 * outside this file (Set Username, Nuke) take the same ones through this function.
 */
export async function lockUserForWriting(tx: Queryable, userId: string): Promise<void> {
  await tx`
    select pg_advisory_xact_lock_shared(${PROGRESS_PROJECTION_LOCK_KEY}::bigint),
           pg_advisory_xact_lock(${USER_LOCK_CLASS}::integer, hashtext(${userStream(userId)}))`;
}

async function withRetries(
  db: Pick<Database, 'sql' | 'bus'>,
  userId: string,
  attempt: Attempt,
): Promise<RecordOutcome> {
  const store = createEventStore(db);
  for (let n = 1; ; n++) {
    try {
      return await store.transaction(async (tx) => {
        await lockUserForWriting(tx.sql, userId);
        return attempt(tx);
      });
    } catch (error) {
      if (error instanceof EventIdConflictError) {
        return { ok: false, refusal: 'ID_TAKEN' };
      }
      if (!(error instanceof ConcurrencyError)) throw error;
      if (n < MAX_ATTEMPTS) continue;
      return { ok: false, refusal: 'PROGRESS_BUSY' };
    }
  }
}

async function appendAndProject(
  tx: EventStoreTransaction,
  userId: string,
  expected: number | 'any',
  events: readonly NewEvent[],
) {
  const result = await tx.append(userStream(userId), expected, events);
  if (result.alreadyStored) return { written: 0, alreadyStored: events.length };
  const first = result.nextExpectedVersion - events.length + 1;
  await applyProgressEvents(
    tx.sql,
    userId,
    events.map((event, i) => ({ ...event, version: first + i })),
  );
  return { written: events.length, alreadyStored: 0 };
}

/**
 * Appends `newEvents` (already validated progress events) to the user's stream, skipping
 * those whose ids it holds already, and projects them. An id used in another stream is
 * refused (`IDS_TAKEN`) and nothing is written.
 */
export function recordProgress(
  db: Pick<Database, 'sql' | 'bus'>,
  userId: string,
  newEvents: readonly NewEvent[],
): Promise<RecordOutcome> {
  const streamId = userStream(userId);
  return withRetries(db, userId, async (tx) => {
    if (newEvents.length === 0) return { ok: true, written: 0, alreadyStored: 0 };
    const ids = newEvents.map((e) => e.eventId.toLowerCase());
    const stored = await tx.sql<{ event_id: string; stream_id: string }[]>`
      select event_id::text as event_id, stream_id from events
      where event_id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::text::jsonb)::uuid))`;
    if (stored.some((row) => row.stream_id !== streamId)) {
      return { ok: false, refusal: 'IDS_TAKEN' };
    }
    const known = new Set(stored.map((row) => row.event_id));
    const fresh = newEvents.filter((e) => !known.has(e.eventId.toLowerCase()));
    if (fresh.length === 0) return { ok: true, written: 0, alreadyStored: newEvents.length };
    const { written } = await appendAndProject(tx, userId, 'any', fresh);
    return { ok: true, written, alreadyStored: newEvents.length - written };
  });
}

/**
 * Decides a command against the user's current state (from the projections) and records
 * the events it gives, expecting the stream at the version that state reflects. Nothing
 * to record is success with `written: 0`. The state holds no practice entries but those
 * named in `stateOptions.practiceEventIds`.
 */
export function decideProgress(
  db: Pick<Database, 'sql' | 'bus'>,
  userId: string,
  decide: (state: ProgressState) => DecidedEvent[],
  stateOptions: Parameters<typeof loadDecisionState>[2] = {},
): Promise<RecordOutcome> {
  return withRetries(db, userId, async (tx) => {
    const { state, version } = await loadDecisionState(tx.sql, userId, stateOptions);
    const events = decide(state);
    if (events.length === 0) return { ok: true, written: 0, alreadyStored: 0 };
    return { ok: true, ...(await appendAndProject(tx, userId, version, events)) };
  });
}
