import { isDeepStrictEqual } from 'node:util';
/**
 * The one way progress is written to an account: the events a client decided (a change
 * made now, or the device's log uploaded at sign-in), each checked by the same deciders
 * the client ran (`decideProgressEvent`) against the account's complete state, appended
 * to the user's stream, and projected in the same transaction (inline), so a read after a
 * write sees it.
 *
 * Idempotent by event id: events already in the stream are neither appended nor
 * projected again. A concurrent writer on the same stream makes the transaction retry
 * (bounded) after reading again.
 */
import { decideProgressEvent } from '#events/progressDecide';
import { userStream } from '#events/streams';
import type { Database } from '../db/database';
import {
  ConcurrencyError,
  createEventStore,
  EventIdConflictError,
  type EventStoreTransaction,
  type NewEvent,
} from '../eventStore';
import { readBack, writeProgressRows } from '../projections/progressProjection';
import { evolveWithRows, ProgressRowChanges } from '../projections/progressRows';
import { loadProgress } from './loadProgress';
import { lockUserForWriting } from './userLock';

const MAX_ATTEMPTS = 5;

export type RecordOutcome =
  | {
      ok: true;
      /** Events appended (and projected) by this call. */
      written: number;
      /** Events that were in the stream already (a retry, or a repeated upload). */
      alreadyStored: number;
      /** Of those written, the events that changed the state (the deciders kept them). */
      changed: number;
    }
  | { ok: false; refusal: 'PROGRESS_BUSY' | 'ID_TAKEN' | 'IDS_TAKEN' };

async function withRetries(
  db: Pick<Database, 'sql' | 'bus'>,
  userId: string,
  /** `locked` settles once the user's locks are held; statements sent after the lock run after it. */
  attempt: (tx: EventStoreTransaction, locked: Promise<unknown>) => Promise<RecordOutcome>,
): Promise<RecordOutcome> {
  const store = createEventStore(db);
  for (let n = 1; ; n++) {
    try {
      return await store.transaction((tx) => attempt(tx, lockUserForWriting(tx.sql, userId)));
    } catch (error) {
      if (error instanceof EventIdConflictError) return { ok: false, refusal: 'ID_TAKEN' };
      if (!(error instanceof ConcurrencyError)) throw error;
      if (n < MAX_ATTEMPTS) continue;
      return { ok: false, refusal: 'PROGRESS_BUSY' };
    }
  }
}

/**
 * Records `newEvents` (each already validated with `parseProgressEvent`, in the order the
 * client decided them) in the user's stream: those whose ids it holds are skipped, the
 * rest are decided again in turn and appended (what the deciders keep, or as sent when
 * it changes nothing), and projected.
 * An id used in another stream (`IDS_TAKEN`), or sent again with another change (`ID_TAKEN`),
 * is refused and nothing is written.
 */
export function recordProgress(
  db: Pick<Database, 'sql' | 'bus'>,
  userId: string,
  newEvents: readonly NewEvent[],
): Promise<RecordOutcome> {
  const streamId = userStream(userId);
  return withRetries(db, userId, async (tx, locked) => {
    if (newEvents.length === 0) {
      await locked;
      return { ok: true, written: 0, alreadyStored: 0, changed: 0 };
    }
    const ids = newEvents.map((e) => e.eventId.toLowerCase());
    const sent = new Map(newEvents.map((e) => [e.eventId.toLowerCase(), e]));
    // The lookup of the sent ids and the state are sent with the lock, in one round trip
    // (they run after it: userLock.ts); the state is read even when every id turns out to
    // be stored, which only a retry or a repeated upload pays for.
    const [, stored, loaded] = await Promise.all([
      locked,
      tx.sql<{ event_id: string; stream_id: string; type: string; data: unknown }[]>`
        select event_id::text as event_id, stream_id, type, data from events
        where event_id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::text::jsonb)::uuid))`,
      loadProgress(tx.sql, userId),
    ]);
    if (stored.some((row) => row.stream_id !== streamId)) return { ok: false, refusal: 'IDS_TAKEN' };
    // A stored id is a retry only when it comes back with the same change: an id reused for
    // another one is refused, not answered as saved (the client would believe it was).
    const sentAgain = (eventId: string) => {
      const event = sent.get(eventId);
      const read = event && readBack(userId, { ...event, version: 0 });
      return read?.ok ? read.event.event : undefined; // as read back: trimmed, ids lower-cased
    };
    // As sent first (a retry sends the very bytes again), then as read back when that differs.
    const isRetry = (row: (typeof stored)[number]) =>
      sameChange(row, sent.get(row.event_id)) || sameChange(row, sentAgain(row.event_id));
    if (!stored.every(isRetry)) return { ok: false, refusal: 'ID_TAKEN' };
    const known = new Set(stored.map((row) => row.event_id));
    const fresh = newEvents.filter((e) => !known.has(e.eventId.toLowerCase()));
    const alreadyStored = newEvents.length - fresh.length;
    if (fresh.length === 0) return { ok: true, written: 0, alreadyStored, changed: 0 };

    let state = loaded.state;
    let changed = 0;
    const changes = new ProgressRowChanges();
    const appending: NewEvent[] = [];
    for (const sent of fresh) {
      const read = readBack(userId, { ...sent, version: 0 });
      if (!read.ok) throw new TypeError(`recordProgress was given an invalid event: ${read.error}`);
      const { eventId, occurredAt } = read.event;
      const [kept] = decideProgressEvent(state, { ...read.event.event, eventId }, occurredAt);
      // An event that changes nothing is stored as sent all the same: its id must stay taken,
      // or a retry after the state moved on would be decided again and could change it (a
      // stale removal applied late). The fold passes over it.
      const event: NewEvent = kept ? { ...kept, metadata: sent.metadata } : sent;
      if (kept) changed++;
      appending.push(event);
      const version = loaded.version + appending.length;
      state = evolveWithRows(state, { ...read.event, version, event: kept ?? read.event.event }, changes);
    }
    // One round trip for both: if the append fails, the transaction is rolled back with the rows.
    await Promise.all([tx.append(streamId, loaded.version, appending), writeProgressRows(tx.sql, changes)]);
    return { ok: true, written: appending.length, alreadyStored, changed };
  });
}

/**
 * Whether a stored event and one sent again carry the same change (metadata aside). What is
 * stored is what the deciders kept, which for preferences is only the fields that differed
 * then: a retry may name more fields, never other values.
 */
export function sameChange(
  stored: { type: string; data: unknown },
  sent: { type: string; data?: unknown } | undefined,
): boolean {
  if (sent === undefined || stored.type !== sent.type) return false;
  const sentData: unknown = JSON.parse(JSON.stringify(sent.data ?? null));
  if (stored.type === 'PreferencesChanged') {
    const storedChanges = (stored.data as { changes?: Record<string, unknown> } | null)?.changes ?? {};
    const sentChanges = (sentData as { changes?: Record<string, unknown> } | null)?.changes ?? {};
    return Object.entries(storedChanges).every(([name, value]) => isDeepStrictEqual(sentChanges[name], value));
  }
  return isDeepStrictEqual(stored.data, sentData);
}
