/**
 * The progress projections (favourites, learned, practice_log, daily_practice,
 * preferences) written from the row changes that `evolveProgress` makes (progressRows.ts).
 * Both paths use it: inline, in the transaction of the append (server/src/progress/), and
 * the rebuild from the log (rebuild.ts), so both give the same rows, and both agree with
 * the fold the browser runs.
 *
 * A batch is folded in memory first and written with a few set-based statements per
 * table, whatever its size: an upload writes up to a thousand events per call and the
 * rebuild thousands per page.
 */
import { parseProgressEvent } from '#events/parseProgressEvent';
import type { ProgressState } from '#events/progressState';
import type { Queryable } from '../eventStore/types';
import {
  evolveWithRows,
  ProgressRowChanges,
  splitRowKey,
  type ItemRow,
  type TableChanges,
  type VersionedProgressEvent,
} from './progressRows';

/** A progress event as stored (or about to be): what the projections are made from. */
export interface ProjectableEvent {
  eventId: string;
  /** The event's version in the user's stream. */
  version: number;
  type: string;
  schema: number;
  data: unknown;
  metadata: Record<string, unknown>;
  /** When the store recorded it; the fallback when metadata has no `occurredAt`. */
  recordedAt?: Date;
}

/** When the event happened: the client's time in its metadata, else the store's. */
export function occurredAt(event: Pick<ProjectableEvent, 'eventId' | 'metadata' | 'recordedAt'>): string {
  const given = event.metadata?.occurredAt;
  if (typeof given === 'string' && !Number.isNaN(Date.parse(given))) return given;
  if (event.recordedAt) return event.recordedAt.toISOString();
  throw new TypeError(`Event ${event.eventId} has no occurredAt and no recordedAt`);
}

export type ReadBack = { ok: true; event: VersionedProgressEvent } | { ok: false; error: string };

/** A stored event of `userId`'s stream read back (upcast, validated), ready to fold. */
export function readBack(userId: string, stored: ProjectableEvent): ReadBack {
  const parsed = parseProgressEvent(stored);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    event: {
      userId,
      eventId: stored.eventId.toLowerCase(),
      version: stored.version,
      occurredAt: occurredAt(stored),
      event: parsed.event,
    },
  };
}

export interface ProjectResult {
  /** The state after the events. */
  state: ProgressState;
  applied: number;
  /** Events that do not parse as progress events: left out, with the reason. */
  skipped: { eventId: string; error: string }[];
}

/**
 * Projects one user's stored events (in stream order) onto the rows of `before`, the
 * user's complete state up to them.
 */
export async function projectProgressEvents(
  sql: Queryable,
  userId: string,
  before: ProgressState,
  events: readonly ProjectableEvent[],
): Promise<ProjectResult> {
  const changes = new ProgressRowChanges();
  const skipped: ProjectResult['skipped'] = [];
  let state = before;
  for (const stored of events) {
    const read = readBack(userId, stored);
    if (read.ok) state = evolveWithRows(state, read.event, changes);
    else skipped.push({ eventId: stored.eventId, error: read.error });
  }
  await writeProgressRows(sql, changes);
  return { state, applied: events.length - skipped.length, skipped };
}

const keysOf = (table: TableChanges<unknown>) =>
  table.deletes().map((key) => {
    const [user_id, id] = splitRowKey(key);
    return { user_id, id };
  });

/**
 * Writes a batch's changes: each table's removed keys deleted, then its new rows inserted.
 * In a transaction the statements are sent together, without waiting for each answer (one
 * round trip instead of one per statement): its one connection runs them in the order
 * sent, a table's deletes before its inserts. On a pool they would race, so one by one.
 */
export async function writeProgressRows(sql: Queryable, changes: ProgressRowChanges): Promise<void> {
  const statements = progressRowStatements(sql, changes);
  if ('savepoint' in sql) await Promise.all(statements);
  else for (const statement of statements) await statement;
}

/** The statements (not yet sent: postgres.js sends a query when it is awaited) that write `changes`. */
function progressRowStatements(sql: Queryable, changes: ProgressRowChanges): PromiseLike<unknown>[] {
  const statements = [
    ...itemListStatements(sql, 'favourites', 'added_at', changes.favourites),
    ...itemListStatements(sql, 'learned', 'learned_at', changes.learned),
  ];

  const practiceDeletes = keysOf(changes.practice);
  if (practiceDeletes.length > 0) {
    statements.push(sql`
      delete from practice_log t
      using jsonb_to_recordset(${JSON.stringify(practiceDeletes)}::text::jsonb) as k(user_id text, id uuid)
      where t.user_id = k.user_id and t.event_id = k.id`);
  }
  const practice = changes.practice.inserts();
  if (practice.length > 0) {
    statements.push(sql`
      insert into practice_log (event_id, user_id, version, ref, kind, title, minutes, tempo, practised_at, practised_instant, note)
      select r.event_id, r.user_id, r.version, r.ref, r.kind, r.title, r.minutes, r.tempo, r.practised_at,
             r.practised_at::timestamptz, r.note
      from jsonb_to_recordset(${JSON.stringify(practice)}::text::jsonb)
        as r(event_id uuid, user_id text, version integer, ref text, kind text, title text,
             minutes double precision, tempo integer, practised_at text, note text)`);
  }
  // A completed day is never taken back: only inserts.
  const days = changes.days.inserts();
  if (days.length > 0) {
    statements.push(sql`
      insert into daily_practice (user_id, day, items, version)
      select r.user_id, r.day, r.items, r.version
      from jsonb_to_recordset(${JSON.stringify(days)}::text::jsonb)
        as r(user_id text, day date, items integer, version integer)`);
  }
  // A scored run is never taken back: only inserts.
  const runs = changes.runs.inserts();
  if (runs.length > 0) {
    statements.push(sql`
      insert into scored_runs (event_id, user_id, version, type, data, completed_at, completed_instant)
      select r.event_id, r.user_id, r.version, r.type, r.data, r.completed_at, r.completed_at::timestamptz
      from jsonb_to_recordset(${JSON.stringify(runs)}::text::jsonb)
        as r(event_id uuid, user_id text, version integer, type text, data jsonb, completed_at text)`);
  }
  if (changes.preferences.size > 0) {
    statements.push(sql`
      insert into preferences as p (user_id, changes, version)
      select r.user_id, r.changes, r.version
      from jsonb_to_recordset(${JSON.stringify([...changes.preferences.values()])}::text::jsonb)
        as r(user_id text, changes jsonb, version integer)
      on conflict (user_id) do update set changes = excluded.changes, version = excluded.version`);
  }
  return statements;
}

function itemListStatements(
  sql: Queryable,
  table: 'favourites' | 'learned',
  atColumn: 'added_at' | 'learned_at',
  changes: TableChanges<ItemRow>,
): PromiseLike<unknown>[] {
  const statements: PromiseLike<unknown>[] = [];
  const deletes = keysOf(changes);
  if (deletes.length > 0) {
    statements.push(sql`
      delete from ${sql(table)} t
      using jsonb_to_recordset(${JSON.stringify(deletes)}::text::jsonb) as k(user_id text, id text)
      where t.user_id = k.user_id and t.ref = k.id`);
  }
  const inserts = changes.inserts();
  if (inserts.length > 0) {
    statements.push(sql`
      insert into ${sql(table)} (user_id, ref, kind, title, ${sql(atColumn)}, version)
      select r.user_id, r.ref, r.kind, r.title, r.at, r.version
      from jsonb_to_recordset(${JSON.stringify(inserts)}::text::jsonb)
        as r(user_id text, ref text, kind text, title text, at timestamptz, version integer)`);
  }
  return statements;
}
