import type postgres from 'postgres';
import { ConcurrencyError, EventIdConflictError } from './errors';
import type { AppendResult, ExpectedVersion, NewEvent, Queryable } from './types';

const UNIQUE_VIOLATION = '23505';
const MAX_ATTEMPTS = 3;

interface OutcomeRow {
  kind: 'head' | 'stored' | 'inserted';
  stream_id: string | null;
  version: number;
  position: string | number | null;
  event_id: string | null;
  recorded_at: Date | null;
  /** For `stored`: whether the stored event has the type, schema and data sent now (a true retry). */
  same: boolean | null;
}

/**
 * Appends `events` to `streamId` in one transaction (one statement, one round trip):
 * 1. the event ids are looked up: all stored already -> success, nothing written (a retry
 *    after a lost answer); some stored -> EventIdConflictError;
 * 2. the version check: the stream is not at `expectedVersion` -> ConcurrencyError;
 * 3. the insert. A concurrent writer that slips in between trips the unique keys (23505),
 *    which becomes the same answers: re-run once the other commits, or a ConcurrencyError
 *    when `sql` is a caller's transaction (its whole transaction is to be retried).
 *
 * `sql` may be the pool or the `tx` of `sql.begin(tx => ...)` (inline projections).
 */
export async function append(
  sql: Queryable,
  streamId: string,
  expectedVersion: ExpectedVersion,
  events: readonly NewEvent[],
): Promise<AppendResult> {
  checkArguments(streamId, expectedVersion, events);
  const inCallersTransaction = 'savepoint' in sql;
  for (let attempt = 1; ; attempt++) {
    try {
      return await appendOnce(sql, streamId, expectedVersion, events);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (inCallersTransaction || attempt >= MAX_ATTEMPTS)
        throw new ConcurrencyError(streamId, expectedVersion, undefined);
      // The other writer has committed by now (we waited on its index entry): look again.
    }
  }
}

async function appendOnce(
  sql: Queryable,
  streamId: string,
  expectedVersion: ExpectedVersion,
  events: readonly NewEvent[],
): Promise<AppendResult> {
  const expected = expectedVersion === 'any' ? null : expectedVersion === 'no_stream' ? 0 : expectedVersion;
  const input = JSON.stringify(
    events.map((e) => ({
      eventId: e.eventId,
      type: e.type,
      schema: e.schema,
      data: e.data ?? null,
      metadata: e.metadata,
    })),
  );
  const rows = await sql<OutcomeRow[]>`
    with input as (
      select (e->>'eventId')::uuid as event_id, e->>'type' as type, (e->>'schema')::smallint as schema,
             e->'data' as data, e->'metadata' as metadata, ord::integer as ord
      from jsonb_array_elements(${input}::text::jsonb) with ordinality as t(e, ord)
    ),
    stored as (
      -- "= any(array(...))" keeps this an index probe; a join on the function's rows
      -- tempts the planner into a hash join over the whole table.
      select ev.stream_id, ev.version, ev.position, ev.event_id, ev.recorded_at,
             (ev.type = i.type and ev.schema = i.schema and ev.data = i.data) as same
      from (select * from events where event_id = any(array(select event_id from input))) ev
      join input i on i.event_id = ev.event_id
    ),
    head as (
      select coalesce(max(version), 0) as version from events where stream_id = ${streamId}
    ),
    inserted as (
      insert into events (stream_id, version, event_id, type, schema, data, metadata)
      select ${streamId}, head.version + input.ord, input.event_id, input.type, input.schema, input.data, input.metadata
      from input cross join head
      where not exists (select 1 from stored)
        and (${expected}::integer is null or head.version = ${expected}::integer)
      order by input.ord
      returning version, position, recorded_at
    )
    select 'head' as kind, null::text as stream_id, version, null::bigint as position, null::uuid as event_id, null::timestamptz as recorded_at, null::boolean as same from head
    union all select 'stored', stream_id, version, position, event_id, recorded_at, same from stored
    union all select 'inserted', null, version, position, null, recorded_at, null from inserted`;

  const head = rows.find((r) => r.kind === 'head')?.version ?? 0;
  const stored = rows.filter((r) => r.kind === 'stored');
  const inserted = rows.filter((r) => r.kind === 'inserted').sort((a, b) => a.version - b.version);

  if (stored.length > 0) return replayOrRefuse(streamId, events, stored);
  if (inserted.length !== events.length || (events.length === 0 && expected !== null && head !== expected)) {
    throw new ConcurrencyError(streamId, expectedVersion, head);
  }
  return {
    nextExpectedVersion: head + events.length,
    positions: inserted.map((r) => Number(r.position)),
    recordedAt: inserted.map((r) => r.recorded_at!),
    alreadyStored: false,
  };
}

/**
 * Every id stored already, in this stream, with the same content: a retry, reported as
 * success. Otherwise refused: an id reused for other content is not a retry, and
 * answering it as one would tell the sender a change was saved that never was.
 */
export function replayOrRefuse(
  streamId: string,
  events: readonly NewEvent[],
  stored: readonly Pick<OutcomeRow, 'stream_id' | 'version' | 'position' | 'event_id' | 'recorded_at' | 'same'>[],
): AppendResult {
  const byId = new Map(stored.map((r) => [r.event_id, r]));
  const ids = stored.map((r) => r.event_id ?? '');
  if (stored.some((r) => r.stream_id !== streamId)) {
    throw new EventIdConflictError(streamId, ids, 'an event id is already used in another stream');
  }
  if (stored.some((r) => r.same === false)) {
    throw new EventIdConflictError(streamId, ids, 'an event id is already used for a different change');
  }
  if (stored.length !== events.length) {
    throw new EventIdConflictError(
      streamId,
      ids,
      `only ${stored.length} of ${events.length} events are stored already`,
    );
  }
  const rows = events.map((e) => byId.get(e.eventId.toLowerCase()) ?? byId.get(e.eventId));
  return {
    nextExpectedVersion: Math.max(...stored.map((r) => r.version)),
    positions: rows.map((r) => Number(r?.position)),
    recordedAt: rows.map((r) => r?.recorded_at ?? new Date(NaN)),
    alreadyStored: true,
  };
}

function checkArguments(streamId: string, expected: ExpectedVersion, events: readonly NewEvent[]): void {
  if (!streamId) throw new TypeError('append: streamId is empty');
  if (typeof expected === 'number' && !(Number.isInteger(expected) && expected >= 0)) {
    throw new TypeError(`append: expected version must be a whole number >= 0, got ${expected}`);
  }
  const ids = new Set(events.map((e) => e.eventId.toLowerCase()));
  if (ids.size !== events.length) throw new TypeError('append: the same event id appears twice in one append');
}

export function isUniqueViolation(error: unknown): error is postgres.PostgresError {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
