/**
 * Appends to several streams in one statement: the same checks as `append` (event ids
 * first, then each stream's expected version), judged stream by stream, so one stream's
 * conflict does not hold back the others. One statement is one transaction and one WAL
 * flush for all of them: an instance with many busy streams (rooms, each changing several
 * times a second) commits them together instead of one by one (appendBatcher.ts).
 *
 * A clash with a concurrent writer on the unique keys (23505) fails the whole statement;
 * then each stream is appended on its own with `append`, which sorts that out.
 */
import { append, isUniqueViolation, replayOrRefuse } from './append';
import { ConcurrencyError, EventIdConflictError } from './errors';
import type { AppendResult, NewEvent, Queryable } from './types';

export interface StreamAppend {
  streamId: string;
  /** The stream's version the events were decided on (0: empty). */
  expectedVersion: number;
  events: readonly NewEvent[];
}

export type StreamAppendOutcome =
  { ok: true; result: AppendResult } | { ok: false; error: ConcurrencyError | EventIdConflictError };

interface OutcomeRow {
  kind: 'head' | 'stored' | 'inserted';
  stream_id: string;
  /** For `stored`: the stream of the input event that has the stored id. */
  input_stream: string | null;
  version: number;
  position: string | number | null;
  event_id: string | null;
  recorded_at: Date | null;
  /** For `stored`: whether the stored event has the content sent now (see append.ts). */
  same: boolean | null;
}

/** Outcomes in the order of `appends`; each stream at most once; `sql` is the pool (not a transaction). */
export async function appendMany(sql: Queryable, appends: readonly StreamAppend[]): Promise<StreamAppendOutcome[]> {
  checkArguments(appends);
  try {
    return await appendManyOnce(sql, appends);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return Promise.all(appends.map((a) => appendAlone(sql, a)));
  }
}

async function appendAlone(
  sql: Queryable,
  { streamId, expectedVersion, events }: StreamAppend,
): Promise<StreamAppendOutcome> {
  try {
    return { ok: true, result: await append(sql, streamId, expectedVersion, events) };
  } catch (error) {
    if (error instanceof ConcurrencyError || error instanceof EventIdConflictError) return { ok: false, error };
    throw error;
  }
}

async function appendManyOnce(sql: Queryable, appends: readonly StreamAppend[]): Promise<StreamAppendOutcome[]> {
  const input = JSON.stringify(
    appends.flatMap((a) =>
      a.events.map((e, i) => ({
        streamId: a.streamId,
        expected: a.expectedVersion,
        n: i + 1,
        eventId: e.eventId,
        type: e.type,
        schema: e.schema,
        data: e.data ?? null,
        metadata: e.metadata,
      })),
    ),
  );
  const rows = await sql<OutcomeRow[]>`
    with input as (
      select e->>'streamId' as stream_id, (e->>'expected')::integer as expected, (e->>'n')::integer as n,
             (e->>'eventId')::uuid as event_id, e->>'type' as type, (e->>'schema')::smallint as schema,
             e->'data' as data, e->'metadata' as metadata, ord::integer as ord
      from jsonb_array_elements(${input}::text::jsonb) with ordinality as t(e, ord)
    ),
    stored as (
      -- "= any(array(...))" keeps this an index probe (see append.ts).
      select ev.stream_id, i.stream_id as input_stream, ev.version, ev.position, ev.event_id, ev.recorded_at,
             (ev.type = i.type and ev.schema = i.schema and ev.data = i.data) as same
      from (select stream_id, version, position, event_id, recorded_at, type, schema, data from events where event_id = any(array(select event_id from input))) ev
      join input i on i.event_id = ev.event_id
    ),
    heads as (
      select s.stream_id, s.expected, coalesce((select max(version) from events ev where ev.stream_id = s.stream_id), 0) as version
      from (select distinct stream_id, expected from input) s
    ),
    inserted as (
      insert into events (stream_id, version, event_id, type, schema, data, metadata)
      select i.stream_id, h.version + i.n, i.event_id, i.type, i.schema, i.data, i.metadata
      from input i join heads h on h.stream_id = i.stream_id
      where h.version = h.expected and not exists (select 1 from stored s where s.input_stream = i.stream_id)
      order by i.ord
      returning stream_id, version, position, recorded_at
    )
    select 'head' as kind, stream_id, null::text as input_stream, version, null::bigint as position, null::uuid as event_id, null::timestamptz as recorded_at, null::boolean as same from heads
    union all select 'stored', stream_id, input_stream, version, position, event_id, recorded_at, same from stored
    union all select 'inserted', stream_id, null, version, position, null, recorded_at, null from inserted`;

  return appends.map(({ streamId, expectedVersion, events }) => {
    const head = rows.find((r) => r.kind === 'head' && r.stream_id === streamId)?.version ?? 0;
    const stored = rows.filter((r) => r.kind === 'stored' && r.input_stream === streamId);
    if (stored.length > 0) {
      try {
        return { ok: true, result: replayOrRefuse(streamId, events, stored) };
      } catch (error) {
        return { ok: false, error: error as EventIdConflictError };
      }
    }
    const inserted = rows
      .filter((r) => r.kind === 'inserted' && r.stream_id === streamId)
      .sort((a, b) => a.version - b.version);
    if (inserted.length !== events.length)
      return { ok: false, error: new ConcurrencyError(streamId, expectedVersion, head) };
    return {
      ok: true,
      result: {
        nextExpectedVersion: head + events.length,
        positions: inserted.map((r) => Number(r.position)),
        recordedAt: inserted.map((r) => r.recorded_at!),
        alreadyStored: false,
      },
    };
  });
}

function checkArguments(appends: readonly StreamAppend[]): void {
  const streams = new Set<string>();
  const ids = new Set<string>();
  for (const { streamId, expectedVersion, events } of appends) {
    if (!streamId) throw new TypeError('appendMany: a streamId is empty');
    if (streams.has(streamId)) throw new TypeError(`appendMany: stream ${streamId} appears twice`);
    streams.add(streamId);
    if (!(Number.isInteger(expectedVersion) && expectedVersion >= 0)) {
      throw new TypeError(`appendMany: expected version must be a whole number >= 0, got ${expectedVersion}`);
    }
    if (events.length === 0) throw new TypeError(`appendMany: no events for ${streamId}`);
    for (const e of events) {
      const id = e.eventId.toLowerCase();
      if (ids.has(id)) throw new TypeError('appendMany: the same event id appears twice');
      ids.add(id);
    }
  }
}
