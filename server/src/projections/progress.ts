/**
 * The progress projections (favourites, learned, practice_log, daily_practice,
 * preferences) as a function of the users' progress events. One apply function serves
 * both paths: inline, in the transaction of the append (progressService.ts), and the
 * rebuild from the log (rebuild.ts), so both give the same rows.
 *
 * A batch is folded in memory first and written with a handful of set-based statements
 * per table, whatever its size: the rebuild replays thousands of events per call. The
 * fold follows `evolveProgress` in events/: adding a present favourite keeps the first
 * one, removing drops it, a practice is kept once per event id until it is removed, the
 * first completion of a day counts, preference changes merge in order.
 */
import { parseProgressEvent } from '../../../events/parseProgressEvent';
import type { ProgressEvent } from '../../../events/progressEvents';
import type { Queryable } from '../eventStore/types';

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

export interface UserProjectableEvent extends ProjectableEvent {
  userId: string;
}

export interface ApplyResult {
  applied: number;
  /** Events that do not parse as progress events: left out, with the reason. */
  skipped: { eventId: string; error: string }[];
}

interface ItemRow {
  user_id: string;
  ref: string;
  kind: string;
  title: string;
  at: string;
  version: number;
}

/** What a batch leaves of one (user, ref) of a list, given that the table's row is unknown. */
type ItemOutcome =
  | { tag: 'insertIfAbsent'; row: ItemRow } // added, never removed: a row already there wins
  | { tag: 'absent' } // removed last
  | { tag: 'exactly'; row: ItemRow }; // removed, then added: this row

class ItemListChanges {
  private readonly outcomes = new Map<string, ItemOutcome>();

  add(row: ItemRow): void {
    const key = `${row.user_id}\u0000${row.ref}`;
    const seen = this.outcomes.get(key);
    if (seen === undefined) this.outcomes.set(key, { tag: 'insertIfAbsent', row });
    else if (seen.tag === 'absent') this.outcomes.set(key, { tag: 'exactly', row });
  }

  remove(userId: string, ref: string): void {
    this.outcomes.set(`${userId}\u0000${ref}`, { tag: 'absent' });
  }

  /** Keys to delete first (removed or replaced), then rows to insert where absent. */
  statements(): { deletes: { user_id: string; ref: string }[]; inserts: ItemRow[] } {
    const deletes: { user_id: string; ref: string }[] = [];
    const inserts: ItemRow[] = [];
    for (const [key, outcome] of this.outcomes) {
      if (outcome.tag !== 'insertIfAbsent') {
        const [user_id, ref] = key.split('\u0000') as [string, string];
        deletes.push({ user_id, ref });
      }
      if (outcome.tag !== 'absent') inserts.push(outcome.row);
    }
    return { deletes, inserts };
  }
}

interface PracticeRow {
  event_id: string;
  user_id: string;
  version: number;
  ref: string;
  kind: string;
  title: string;
  minutes: number;
  tempo: number | null;
  practised_at: string;
  note: string | null;
}

/** When the event happened: the client's time in its metadata, else the store's. */
function occurredAt(event: ProjectableEvent): string {
  const given = event.metadata?.occurredAt;
  if (typeof given === 'string' && !Number.isNaN(Date.parse(given))) return given;
  if (event.recordedAt) return event.recordedAt.toISOString();
  throw new TypeError(`Event ${event.eventId} has no occurredAt and no recordedAt`);
}

/** Applies one user's events (in stream order); the inline path. */
export function applyProgressEvents(
  sql: Queryable,
  userId: string,
  events: readonly ProjectableEvent[],
): Promise<ApplyResult> {
  return applyProgressBatch(
    sql,
    events.map((event) => ({ ...event, userId })),
  );
}

/**
 * Applies events of any users, each user's in stream order. Idempotent for a batch
 * applied again as a whole; the callers apply each event once (inline only what the
 * append wrote, the rebuild onto emptied tables).
 */
export async function applyProgressBatch(
  sql: Queryable,
  events: readonly UserProjectableEvent[],
): Promise<ApplyResult> {
  const favourites = new ItemListChanges();
  const learned = new ItemListChanges();
  const practice = new Map<string, PracticeRow>();
  /** Practices removed by this batch; rows of earlier batches are deleted by id. */
  const practiceRemovals = new Set<string>();
  const days = new Map<string, { user_id: string; day: string; items: number; version: number }>();
  const preferences = new Map<string, { user_id: string; changes: Record<string, unknown>; version: number }>();
  const skipped: ApplyResult['skipped'] = [];

  for (const stored of events) {
    const parsed = parseProgressEvent(stored);
    if (!parsed.ok) {
      skipped.push({ eventId: stored.eventId, error: parsed.error });
      continue;
    }
    fold(parsed.event, stored);
  }

  function fold(event: ProgressEvent, stored: UserProjectableEvent): void {
    const { userId: user_id, version } = stored;
    switch (event.type) {
      case 'FavouriteAdded':
      case 'ItemLearned': {
        const { ref, kind, title } = event.data.item;
        const list = event.type === 'FavouriteAdded' ? favourites : learned;
        list.add({ user_id, ref, kind, title, at: occurredAt(stored), version });
        return;
      }
      case 'FavouriteRemoved':
        favourites.remove(user_id, event.data.item.ref);
        return;
      case 'ItemUnlearned':
        learned.remove(user_id, event.data.item.ref);
        return;
      case 'PracticeLogged': {
        const { item, minutes, tempo, practisedAt, note } = event.data;
        const event_id = stored.eventId.toLowerCase();
        if (practice.has(event_id)) return;
        practice.set(event_id, {
          event_id,
          user_id,
          version,
          ref: item.ref,
          kind: item.kind,
          title: item.title,
          minutes,
          tempo: tempo ?? null,
          practised_at: practisedAt,
          note: note ?? null,
        });
        return;
      }
      case 'PracticeRemoved': {
        const event_id = event.data.loggedEventId.toLowerCase();
        // Only the owner's own practice: an id of another user's practice deletes nothing.
        const inBatch = practice.get(event_id);
        if (inBatch) {
          if (inBatch.user_id === user_id) practice.delete(event_id);
          return;
        }
        practiceRemovals.add(`${user_id}\u0000${event_id}`);
        return;
      }
      case 'DailyPracticeCompleted': {
        const key = `${user_id}\u0000${event.data.day}`;
        if (!days.has(key)) days.set(key, { user_id, day: event.data.day, items: event.data.items, version });
        return;
      }
      case 'PreferencesChanged': {
        const seen = preferences.get(user_id);
        preferences.set(user_id, { user_id, changes: { ...seen?.changes, ...event.data.changes }, version });
        return;
      }
      case 'UsernameSet':
        return; // the username lives in users (the account's domain), not in a projection here
      default: {
        const unknown: never = event;
        void unknown;
      }
    }
  }

  await writeItemList(sql, 'favourites', 'added_at', favourites);
  await writeItemList(sql, 'learned', 'learned_at', learned);
  if (practiceRemovals.size > 0) {
    const keys = [...practiceRemovals].map((key) => {
      const [user_id, event_id] = key.split('\u0000') as [string, string];
      return { user_id, event_id };
    });
    await sql`
      delete from practice_log t
      using jsonb_to_recordset(${JSON.stringify(keys)}::text::jsonb) as k(user_id text, event_id uuid)
      where t.user_id = k.user_id and t.event_id = k.event_id`;
  }
  if (practice.size > 0) {
    await sql`
      insert into practice_log (event_id, user_id, version, ref, kind, title, minutes, tempo, practised_at, practised_instant, note)
      select r.event_id, r.user_id, r.version, r.ref, r.kind, r.title, r.minutes, r.tempo, r.practised_at,
             r.practised_at::timestamptz, r.note
      from jsonb_to_recordset(${JSON.stringify([...practice.values()])}::text::jsonb)
        as r(event_id uuid, user_id text, version integer, ref text, kind text, title text,
             minutes double precision, tempo integer, practised_at text, note text)
      on conflict (event_id) do nothing`;
  }
  if (days.size > 0) {
    await sql`
      insert into daily_practice (user_id, day, items, version)
      select r.user_id, r.day, r.items, r.version
      from jsonb_to_recordset(${JSON.stringify([...days.values()])}::text::jsonb)
        as r(user_id text, day date, items integer, version integer)
      on conflict (user_id, day) do nothing`;
  }
  if (preferences.size > 0) {
    await sql`
      insert into preferences as p (user_id, changes, version)
      select r.user_id, r.changes, r.version
      from jsonb_to_recordset(${JSON.stringify([...preferences.values()])}::text::jsonb)
        as r(user_id text, changes jsonb, version integer)
      on conflict (user_id) do update set changes = p.changes || excluded.changes, version = excluded.version`;
  }
  return { applied: events.length - skipped.length, skipped };
}

async function writeItemList(
  sql: Queryable,
  table: 'favourites' | 'learned',
  atColumn: 'added_at' | 'learned_at',
  changes: ItemListChanges,
): Promise<void> {
  const { deletes, inserts } = changes.statements();
  if (deletes.length > 0) {
    await sql`
      delete from ${sql(table)} t
      using jsonb_to_recordset(${JSON.stringify(deletes)}::text::jsonb) as k(user_id text, ref text)
      where t.user_id = k.user_id and t.ref = k.ref`;
  }
  if (inserts.length > 0) {
    await sql`
      insert into ${sql(table)} (user_id, ref, kind, title, ${sql(atColumn)}, version)
      select r.user_id, r.ref, r.kind, r.title, r.at, r.version
      from jsonb_to_recordset(${JSON.stringify(inserts)}::text::jsonb)
        as r(user_id text, ref text, kind text, title text, at timestamptz, version integer)
      on conflict (user_id, ref) do nothing`;
  }
}
