/**
 * The rows of the progress projections as a consequence of `evolveProgress`, the one fold
 * in events/: each event is evolved, and whatever it changed in the state (an item in a
 * list, a practice entry, a completed day, the preferences) becomes a row to insert or a
 * key to delete. What counts as a change is the fold's decision alone; this file only
 * adds what a row holds beyond the state (the user, the event's version and time).
 *
 * Pure: the SQL that writes the changes is progressProjection.ts. Because the state
 * before a batch is complete (folded from the whole stream, or empty for a rebuild), a
 * key's first change says whether its row exists: a removal means it does, an addition
 * that it does not. So a batch needs no "insert unless present" guesses.
 */
import type { ProgressEvent, ProgressItem } from '#events/progressEvents';
import { evolveProgress, type PracticeEntry, type ProgressState, type ScoredRun } from '#events/progressState';

/** A parsed progress event of a user's stream, with what its rows need beyond its data. */
export interface VersionedProgressEvent {
  userId: string;
  eventId: string;
  /** The event's version in the user's stream. */
  version: number;
  /** When it happened (ISO): the client's time, else the store's. */
  occurredAt: string;
  event: ProgressEvent;
}

export interface ItemRow {
  user_id: string;
  ref: string;
  kind: string;
  title: string;
  at: string;
  version: number;
}

export interface PracticeRow {
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

export interface DayRow {
  user_id: string;
  day: string;
  items: number;
  version: number;
}

export interface RunRow {
  event_id: string;
  user_id: string;
  version: number;
  type: string;
  data: unknown;
  completed_at: string;
}

export interface PreferencesRow {
  user_id: string;
  changes: Record<string, unknown>;
  version: number;
}

/** One table's changes: per key, whether its row existed before the batch, and the row it ends with. */
export class TableChanges<Row> {
  private readonly keys = new Map<string, { existed: boolean; row: Row | null }>();

  set(key: string, row: Row | null): void {
    const seen = this.keys.get(key);
    // The first change of a key tells whether its row was there: only a present row can go.
    this.keys.set(key, { existed: seen ? seen.existed : row === null, row });
  }

  /** Keys whose row goes (removed, or replaced by a newer one). */
  deletes(): string[] {
    return [...this.keys].filter(([, change]) => change.existed).map(([key]) => key);
  }

  /** The rows to insert. */
  inserts(): Row[] {
    return [...this.keys.values()].flatMap((change) => (change.row === null ? [] : [change.row]));
  }

  get size(): number {
    return this.keys.size;
  }
}

/** Keys of a user's row: the user id and the row's own key, which no user id contains. */
export const rowKey = (userId: string, key: string) => `${userId}\u0000${key}`;
export const splitRowKey = (key: string) => key.split('\u0000') as [string, string];

export class ProgressRowChanges {
  readonly favourites = new TableChanges<ItemRow>();
  readonly learned = new TableChanges<ItemRow>();
  /** By user and the PracticeLogged's event id. */
  readonly practice = new TableChanges<PracticeRow>();
  readonly days = new TableChanges<DayRow>();
  /** By user and the run's event id. */
  readonly runs = new TableChanges<RunRow>();
  /** Always upserted whole: the state holds the merged changes. */
  readonly preferences = new Map<string, PreferencesRow>();
}

/**
 * What one evolve did to a list: the elements only `after` has, and only `before` has.
 * An evolve adds or removes one element and keeps the others (the same objects, in the
 * same order), so comparing by identity finds it without hashing the whole list (lists
 * run to thousands in an upload or a rebuild); anything else falls back to comparing by key.
 */
function listChange<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (element: T) => string,
): { added: T[]; removed: T[] } {
  if (Math.abs(after.length - before.length) === 1) {
    const longer = after.length > before.length ? after : before;
    const shorter = longer === after ? before : after;
    let i = 0;
    while (i < shorter.length && shorter[i] === longer[i]) i++;
    let j = i;
    while (j < shorter.length && shorter[j] === longer[j + 1]) j++;
    if (j === shorter.length) {
      const odd = longer[i]!;
      return longer === after ? { added: [odd], removed: [] } : { added: [], removed: [odd] };
    }
  }
  const keysBefore = new Set(before.map(keyOf));
  const keysAfter = new Set(after.map(keyOf));
  return {
    added: after.filter((element) => !keysBefore.has(keyOf(element))),
    removed: before.filter((element) => !keysAfter.has(keyOf(element))),
  };
}

function diffItems(
  before: readonly ProgressItem[],
  after: readonly ProgressItem[],
  table: TableChanges<ItemRow>,
  { userId, version, occurredAt }: VersionedProgressEvent,
): void {
  const { added, removed } = listChange(before, after, (item) => item.ref);
  for (const { ref, kind, title } of added)
    table.set(rowKey(userId, ref), { user_id: userId, ref, kind, title, at: occurredAt, version });
  for (const { ref } of removed) table.set(rowKey(userId, ref), null);
}

const entryId = (entry: PracticeEntry) => entry.eventId?.toLowerCase() ?? '';

function diffPractice(
  before: readonly PracticeEntry[],
  after: readonly PracticeEntry[],
  table: TableChanges<PracticeRow>,
  { userId, version }: VersionedProgressEvent,
): void {
  const { added, removed } = listChange(before, after, entryId);
  for (const entry of added) {
    const id = entryId(entry);
    table.set(rowKey(userId, id), {
      event_id: id,
      user_id: userId,
      version,
      ref: entry.item.ref,
      kind: entry.item.kind,
      title: entry.item.title,
      minutes: entry.minutes,
      tempo: entry.tempo ?? null,
      practised_at: entry.practisedAt,
      note: entry.note ?? null,
    });
  }
  for (const entry of removed) table.set(rowKey(userId, entryId(entry)), null);
}

const runId = (run: ScoredRun) => run.eventId?.toLowerCase() ?? '';

function diffRuns(
  before: readonly ScoredRun[],
  after: readonly ScoredRun[],
  table: TableChanges<RunRow>,
  { userId, version }: VersionedProgressEvent,
): void {
  const { added, removed } = listChange(before, after, runId);
  for (const run of added) {
    const id = runId(run);
    table.set(rowKey(userId, id), {
      event_id: id,
      user_id: userId,
      version,
      type: run.type,
      data: run.data,
      completed_at: run.data.completedAt,
    });
  }
  for (const run of removed) table.set(rowKey(userId, runId(run)), null);
}

/**
 * Evolves `state` by one event and records in `changes` the rows that change with it.
 * Returns the new state: fold a batch by calling this for each event in stream order.
 */
export function evolveWithRows(
  state: ProgressState,
  versioned: VersionedProgressEvent,
  changes: ProgressRowChanges,
): ProgressState {
  const { event, eventId, userId, version } = versioned;
  const next = evolveProgress(state, { ...event, eventId });
  if (next === state) return state;
  if (next.favourites !== state.favourites) diffItems(state.favourites, next.favourites, changes.favourites, versioned);
  if (next.learned !== state.learned) diffItems(state.learned, next.learned, changes.learned, versioned);
  if (next.practice.entries !== state.practice.entries)
    diffPractice(state.practice.entries, next.practice.entries, changes.practice, versioned);
  if (next.practice.completedDays !== state.practice.completedDays && event.type === 'DailyPracticeCompleted') {
    const { day, items } = event.data;
    changes.days.set(rowKey(userId, day), { user_id: userId, day, items, version });
  }
  if (next.runs !== state.runs) diffRuns(state.runs, next.runs, changes.runs, versioned);
  if (next.preferences !== state.preferences)
    changes.preferences.set(userId, { user_id: userId, changes: { ...next.preferences }, version });
  return next;
}
