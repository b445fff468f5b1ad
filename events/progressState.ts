/**
 * A user's progress as a pure fold of their progress events (`evolve`): favourites,
 * learned items, the practice log, preferences and username. The same fold runs on the
 * browser's local log and in the server's projections, so both agree. No clock: the
 * queries that need "today" take it as an argument.
 */
import {
  dayOf,
  type PreferenceChanges,
  type ProgressEvent,
  type ProgressEventData,
  type ProgressItem,
} from './progressEvents';
import { dayNumber, streak, weekStart } from './streak';

export interface PracticeEntry {
  item: ProgressItem;
  minutes: number;
  tempo?: number;
  practisedAt: string;
  note?: string;
  /** The event's id when the fold was given one (lets a retried log be recognised). */
  eventId?: string;
}

/** The event types that record a scored run: a learning-mode exercise, a quiz round, One Minute Changes. */
export const SCORED_RUN_TYPES = ['ExerciseCompleted', 'QuizRoundCompleted', 'ChangesCounted'] as const;
export type ScoredRunType = (typeof SCORED_RUN_TYPES)[number];

/** One scored run as the fold keeps it: its event's type and data, and its id when known. */
export type ScoredRun = {
  [T in ScoredRunType]: { type: T; data: ProgressEventData<T>; eventId?: string };
}[ScoredRunType];

export const isScoredRunType = (type: string): type is ScoredRunType =>
  (SCORED_RUN_TYPES as readonly string[]).includes(type);

export interface ProgressState {
  /** Newest first; one per ref. */
  favourites: readonly ProgressItem[];
  /** Newest first; one per ref (a set by ref, kept in order for the Learned List). */
  learned: readonly ProgressItem[];
  practice: {
    /** Newest `practisedAt` first; entries at the same instant, latest logged first. */
    entries: readonly PracticeEntry[];
    totalMinutes: number;
    /** Days whose routine was completed, oldest first, each once. */
    completedDays: readonly string[];
  };
  /** Only the preferences the user has changed; the client fills the rest with its defaults. */
  preferences: PreferenceChanges;
  username: string | null;
  /** Scored runs (exercises, quiz rounds, One Minute Changes), newest `completedAt` first. */
  runs: readonly ScoredRun[];
}

export function initialProgress(): ProgressState {
  return {
    favourites: [],
    learned: [],
    practice: { entries: [], totalMinutes: 0, completedDays: [] },
    preferences: {},
    username: null,
    runs: [],
  };
}

/** The event to fold: a parsed progress event, with its id when the caller has it. */
export type EvolvableEvent = ProgressEvent & { eventId?: string };

const withoutRef = (items: readonly ProgressItem[], ref: string) => items.filter((item) => item.ref !== ref);
const hasRef = (items: readonly ProgressItem[], ref: string) => items.some((item) => item.ref === ref);

/** Sums of fractional minutes, kept to hundredths so 0.1 + 0.2 shows as 0.3. */
const addMinutes = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/**
 * The event ids of a list (the practice log, the scored runs), kept beside the (immutable)
 * array rather than found by scanning it: a long log folded event by event would otherwise
 * be quadratic. A new array takes over its predecessor's set (a fold moves forward); an
 * array asked about again after that builds its own.
 */
const idSets = new WeakMap<readonly { eventId?: string }[], Set<string>>();

function idsOf(list: readonly { eventId?: string }[]): Set<string> {
  let ids = idSets.get(list);
  if (ids === undefined) {
    ids = new Set();
    for (const entry of list) if (entry.eventId !== undefined) ids.add(entry.eventId);
    idSets.set(list, ids);
  }
  return ids;
}

/** `next` replaces `list` in the fold, with `eventId` added: its id set moves over. */
function passIds(list: readonly { eventId?: string }[], next: readonly { eventId?: string }[], eventId?: string) {
  const ids = idsOf(list);
  idSets.delete(list);
  if (eventId !== undefined) ids.add(eventId);
  idSets.set(next, ids);
}

/** Whether the practice log holds the practice logged by this event id. */
export const hasPractice = (state: ProgressState, eventId: string) => idsOf(state.practice.entries).has(eventId);

/** Whether the scored runs hold the run recorded by this event id. */
export const hasRun = (state: ProgressState, eventId: string) => idsOf(state.runs).has(eventId);

/** Newest first by `completedAt`; a run at the same instant as others goes before them. */
function insertRun(runs: readonly ScoredRun[], run: ScoredRun): ScoredRun[] {
  const at = Date.parse(run.data.completedAt);
  const index = runs.findIndex((other) => Date.parse(other.data.completedAt) <= at);
  return index === -1 ? [...runs, run] : [...runs.slice(0, index), run, ...runs.slice(index)];
}

/** Newest first by instant; an entry at the same instant as others goes before them. */
function insertEntry(entries: readonly PracticeEntry[], entry: PracticeEntry): PracticeEntry[] {
  const at = Date.parse(entry.practisedAt);
  const index = entries.findIndex((other) => Date.parse(other.practisedAt) <= at);
  return index === -1 ? [...entries, entry] : [...entries.slice(0, index), entry, ...entries.slice(index)];
}

export function evolveProgress(state: ProgressState, event: EvolvableEvent): ProgressState {
  switch (event.type) {
    case 'FavouriteAdded': {
      const { item } = event.data;
      if (hasRef(state.favourites, item.ref)) return state;
      return { ...state, favourites: [item, ...state.favourites] };
    }
    case 'FavouriteRemoved': {
      if (!hasRef(state.favourites, event.data.item.ref)) return state;
      return { ...state, favourites: withoutRef(state.favourites, event.data.item.ref) };
    }
    case 'ItemLearned': {
      const { item } = event.data;
      if (hasRef(state.learned, item.ref)) return state;
      return { ...state, learned: [item, ...state.learned] };
    }
    case 'ItemUnlearned': {
      if (!hasRef(state.learned, event.data.item.ref)) return state;
      return { ...state, learned: withoutRef(state.learned, event.data.item.ref) };
    }
    case 'PracticeLogged': {
      const { eventId } = event;
      if (eventId !== undefined && hasPractice(state, eventId)) return state;
      const entry: PracticeEntry = { ...event.data, ...(eventId !== undefined ? { eventId } : {}) };
      const entries = insertEntry(state.practice.entries, entry);
      passIds(state.practice.entries, entries, eventId);
      return {
        ...state,
        practice: {
          ...state.practice,
          entries,
          totalMinutes: addMinutes(state.practice.totalMinutes, entry.minutes),
        },
      };
    }
    case 'PracticeRemoved': {
      const id = event.data.loggedEventId.toLowerCase();
      const removed = state.practice.entries.find((entry) => entry.eventId?.toLowerCase() === id);
      if (!removed) return state;
      return {
        ...state,
        practice: {
          ...state.practice,
          entries: state.practice.entries.filter((entry) => entry !== removed),
          totalMinutes: addMinutes(state.practice.totalMinutes, -removed.minutes),
        },
      };
    }
    case 'DailyPracticeCompleted': {
      const { day } = event.data;
      if (state.practice.completedDays.includes(day)) return state;
      const completedDays = [...state.practice.completedDays, day].sort();
      return { ...state, practice: { ...state.practice, completedDays } };
    }
    case 'PreferencesChanged':
      return { ...state, preferences: { ...state.preferences, ...event.data.changes } };
    case 'UsernameSet':
      return { ...state, username: event.data.username };
    case 'ExerciseCompleted':
    case 'QuizRoundCompleted':
    case 'ChangesCounted': {
      const { eventId } = event;
      if (eventId !== undefined && hasRun(state, eventId)) return state;
      const run = { type: event.type, data: event.data, ...(eventId !== undefined ? { eventId } : {}) } as ScoredRun;
      const runs = insertRun(state.runs, run);
      passIds(state.runs, runs, eventId);
      return { ...state, runs };
    }
    default: {
      // A type this fold does not know (an older build reading a newer log): unchanged.
      const unknown: never = event;
      void unknown;
      return state;
    }
  }
}

/** The whole stream, folded from nothing. */
export function foldProgress(events: Iterable<EvolvableEvent>, from: ProgressState = initialProgress()): ProgressState {
  let state = from;
  for (const event of events) state = evolveProgress(state, event);
  return state;
}

export const isFavourite = (state: ProgressState, ref: string) => hasRef(state.favourites, ref);
export const isLearned = (state: ProgressState, ref: string) => hasRef(state.learned, ref);

/** Every day the learner practised: something logged, or the day's routine completed. */
export function practisedDays(state: ProgressState): string[] {
  const days = new Set(state.practice.completedDays);
  for (const entry of state.practice.entries) days.add(dayOf(entry.practisedAt));
  return [...days].sort();
}

/** The practice streak up to `today` ('YYYY-MM-DD', the learner's day); see `streak`. */
export const practiceStreak = (state: ProgressState, today: string) => streak(practisedDays(state), today);

/**
 * Minutes practised this week: from Monday of `today`'s week through `today`, by the
 * learner's day of each entry (`dayOf(practisedAt)`). `today` is 'YYYY-MM-DD' or an ISO
 * date-time whose date part is the learner's day.
 */
export function minutesThisWeek(state: ProgressState, now: string): number {
  const today = dayOf(now);
  const monday = weekStart(today);
  const todayN = dayNumber(today);
  if (monday === null || todayN === null) return 0;
  const mondayN = dayNumber(monday)!;
  let total = 0;
  for (const entry of state.practice.entries) {
    const n = dayNumber(dayOf(entry.practisedAt));
    if (n !== null && n >= mondayN && n <= todayN) total = addMinutes(total, entry.minutes);
  }
  return total;
}
