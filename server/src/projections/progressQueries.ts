/**
 * Reads of the progress projections: the lists a user sees and the whole state the
 * client shows. (The state the deciders decide against is folded from the stream:
 * server/src/progress/loadProgress.ts.)
 */
import type { PreferenceChanges, ProgressItem } from '#events/progressEvents';
import type { PracticeEntry, ProgressState, ScoredRun } from '#events/progressState';
import type { Queryable } from '../eventStore/types';

export interface ListedItem extends ProgressItem {
  /** When it was added (favourites) or learned, ISO. */
  at: string;
}

export interface ListedPractice extends PracticeEntry {
  eventId: string;
}

interface ItemRow {
  kind: ProgressItem['kind'];
  ref: string;
  title: string;
  at: Date;
}

const toListed = (row: ItemRow): ListedItem => ({
  kind: row.kind,
  ref: row.ref,
  title: row.title,
  at: row.at.toISOString(),
});

/** Newest first. */
export async function listFavourites(sql: Queryable, userId: string): Promise<ListedItem[]> {
  const rows = await sql<ItemRow[]>`
    select kind, ref, title, added_at as at from favourites where user_id = ${userId} order by version desc`;
  return rows.map(toListed);
}

/** Newest first. */
export async function listLearned(sql: Queryable, userId: string): Promise<ListedItem[]> {
  const rows = await sql<ItemRow[]>`
    select kind, ref, title, learned_at as at from learned where user_id = ${userId} order by version desc`;
  return rows.map(toListed);
}

interface PracticeRow {
  event_id: string;
  kind: ProgressItem['kind'];
  ref: string;
  title: string;
  minutes: number;
  tempo: number | null;
  practised_at: string;
  note: string | null;
}

const toPractice = (row: PracticeRow): ListedPractice => ({
  eventId: row.event_id,
  item: { kind: row.kind, ref: row.ref, title: row.title },
  minutes: row.minutes,
  practisedAt: row.practised_at,
  ...(row.tempo !== null ? { tempo: row.tempo } : {}),
  ...(row.note !== null ? { note: row.note } : {}),
});

/** Newest practice first, at the same instant the latest logged first (as `evolveProgress`); `limit` null: all. */
export async function listPractice(sql: Queryable, userId: string, limit: number | null): Promise<ListedPractice[]> {
  const rows = await sql<PracticeRow[]>`
    select event_id, kind, ref, title, minutes, tempo, practised_at, note from practice_log
    where user_id = ${userId}
    order by practised_instant desc, version desc
    limit ${limit}`;
  return rows.map(toPractice);
}

/** How many scored runs `progress.state` sends at most (the newest). */
export const RUNS_STATE_LIMIT = 1000;

/** Newest `completedAt` first, at the same instant the latest recorded first (as `evolveProgress`); `limit` null: all. */
export async function listRuns(sql: Queryable, userId: string, limit: number | null): Promise<ScoredRun[]> {
  const rows = await sql<{ event_id: string; type: ScoredRun['type']; data: ScoredRun['data'] }[]>`
    select event_id, type, data from scored_runs
    where user_id = ${userId}
    order by completed_instant desc, version desc
    limit ${limit}`;
  return rows.map((row) => ({ type: row.type, data: row.data, eventId: row.event_id }) as ScoredRun);
}

export async function getPreferences(sql: Queryable, userId: string): Promise<PreferenceChanges> {
  const [row] = await sql<{ changes: PreferenceChanges }[]>`select changes from preferences where user_id = ${userId}`;
  return row?.changes ?? {};
}

interface ListsRow {
  favourites: ProgressItem[];
  learned: ProgressItem[];
  days: string[];
  preferences: PreferenceChanges | null;
  /** Of every practice entry, not only those listed. */
  minutes: number;
  count: number;
}

/**
 * Favourites and learned (newest first), completed days, preferences and the practice
 * totals, in one statement (one snapshot, and one pool connection a request the fewer).
 */
async function loadLists(sql: Queryable, userId: string): Promise<ListsRow> {
  const [row] = await sql<ListsRow[]>`
    select
      (select coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'ref', ref, 'title', title) order by version desc), '[]')
         from favourites where user_id = ${userId}) as favourites,
      (select coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'ref', ref, 'title', title) order by version desc), '[]')
         from learned where user_id = ${userId}) as learned,
      (select coalesce(jsonb_agg(day::text order by day), '[]') from daily_practice where user_id = ${userId}) as days,
      (select changes from preferences where user_id = ${userId}) as preferences,
      (select coalesce(sum(minutes), 0)::float8 from practice_log where user_id = ${userId}) as minutes,
      (select count(*)::int from practice_log where user_id = ${userId}) as count`;
  return row!;
}

/** How many practice entries `progress.state` sends at most; the totals count them all. */
export const PRACTICE_STATE_LIMIT = 1000;

/**
 * The user's whole progress as `foldProgress` would give it, from the projections: the
 * lists newest first, the latest `practiceLimit` practices (null: all; the total counts every one),
 * completed days, preferences, the latest `runsLimit` scored runs. The username is the account's, passed in by the caller.
 */
export async function loadProgressState(
  sql: Queryable,
  userId: string,
  {
    practiceLimit = PRACTICE_STATE_LIMIT,
    runsLimit = RUNS_STATE_LIMIT,
  }: { practiceLimit?: number | null; runsLimit?: number | null } = {},
): Promise<Omit<ProgressState, 'username'> & { practiceCount: number }> {
  const [lists, entries, runs] = await Promise.all([
    loadLists(sql, userId),
    listPractice(sql, userId, practiceLimit),
    listRuns(sql, userId, runsLimit),
  ]);
  const { favourites, learned, days, preferences, minutes, count } = lists;
  return {
    favourites,
    learned,
    // Rounded as the fold rounds its running sum, so both show the same number.
    practice: { entries, totalMinutes: Math.round(minutes * 100) / 100, completedDays: days },
    preferences: preferences ?? {},
    runs,
    practiceCount: count,
  };
}
