/**
 * Today's practice routine, made from the learner's own material: favourites, items not
 * yet learned, items not practised for a while, and one pattern of the day from a fixed
 * catalogue. Pure and deterministic: the same day and progress give the same routine on
 * every device and every reload (no clock, no Math.random; randomness is seeded by the day).
 */
import { dayOf, type ProgressItem } from '#events/progressEvents';
import type { ProgressState } from '#events/progressState';
import { dayNumber } from '#events/streak';
import { TEMPO } from '../../constants/business';
import { hashString, mulberry32, shuffled } from '../../lib/seededRandom';

export type RoutineReason = 'favourite' | 'not-learned' | 'not-practised-lately' | 'pattern-of-the-day';

export interface RoutineEntry {
  item: ProgressItem;
  minutes: number;
  targetTempo: number;
  why: RoutineReason;
}

/** A routine has this many items (when the catalogue can fill it). */
export const ROUTINE_SIZE = { min: 4, max: 6 } as const;

/** An item last practised this many days ago or more counts as not practised lately. */
export const STALE_AFTER_DAYS = 7;

/** Minutes planned per item: new and unlearned material gets the most time, review the least. */
export const MINUTES_FOR: Readonly<Record<RoutineReason, number>> = {
  'pattern-of-the-day': 5,
  'not-learned': 5,
  favourite: 4,
  'not-practised-lately': 3,
};

/** The target for an item never practised at a tempo: the metronome's default. */
export const START_TEMPO = TEMPO.default;

/**
 * Next time's target: the next step of the metronome's grid above the last tempo (5 to
 * 10 BPM up from a tempo on or between steps), never above the maximum.
 */
export function nextTargetTempo(lastTempo: number | undefined): number {
  if (lastTempo === undefined || !Number.isFinite(lastTempo)) return START_TEMPO;
  const stepsAbove = Math.floor((lastTempo - TEMPO.min) / TEMPO.step) + 1;
  return Math.min(TEMPO.max, Math.max(TEMPO.min, TEMPO.min + stepsAbove * TEMPO.step));
}

/** The pattern of the day: the same for everyone on a day, a different one each day, round the catalogue. */
export function patternOfTheDay(day: string, catalogue: readonly ProgressItem[]): ProgressItem | null {
  const n = dayNumber(day);
  if (n === null || catalogue.length === 0) return null;
  // A fixed shuffle, so consecutive days mix chords, scales and arpeggios.
  const rotation = shuffled(catalogue, mulberry32(hashString('pattern-of-the-day')));
  return rotation[((n % rotation.length) + rotation.length) % rotation.length]!;
}

interface History {
  item: ProgressItem;
  /** Day number of the latest practice before today. */
  lastDay: number;
  /** Tempo of the latest practice before today that had one. */
  tempo?: number;
}

/**
 * What the learner practised before `today`. Today's own practice is left out on purpose:
 * finishing an item must not reshuffle the routine it belongs to.
 */
function historyBefore(state: ProgressState, today: number): Map<string, History> {
  const history = new Map<string, History>();
  // Entries come newest first, so the first tempo seen for a ref is its latest.
  for (const entry of state.practice.entries) {
    const n = dayNumber(dayOf(entry.practisedAt));
    if (n === null || n >= today) continue;
    const seen = history.get(entry.item.ref);
    if (!seen)
      history.set(entry.item.ref, {
        item: entry.item,
        lastDay: n,
        ...(entry.tempo !== undefined ? { tempo: entry.tempo } : {}),
      });
    else {
      seen.lastDay = Math.max(seen.lastDay, n);
      if (seen.tempo === undefined && entry.tempo !== undefined) seen.tempo = entry.tempo;
    }
  }
  return history;
}

/** One item per ref, the first seen kept (favourites and learned lists carry the learner's own titles). */
function uniqueByRef(items: Iterable<ProgressItem>): ProgressItem[] {
  const seen = new Map<string, ProgressItem>();
  for (const item of items) if (!seen.has(item.ref)) seen.set(item.ref, item);
  return [...seen.values()];
}

export function buildRoutine({
  day,
  state,
  catalogue,
}: {
  /** The learner's day, 'YYYY-MM-DD'. */
  day: string;
  state: ProgressState;
  catalogue: readonly ProgressItem[];
}): RoutineEntry[] {
  const today = dayNumber(day);
  if (today === null) return [];
  const random = mulberry32(hashString(`routine ${day}`));
  const size = ROUTINE_SIZE.min + Math.floor(random() * (ROUTINE_SIZE.max - ROUTINE_SIZE.min + 1));
  // Each item's own draw for the day: adding or removing one item moves no other.
  const draw = (ref: string) => hashString(`${day} ${ref}`);
  const byDraw = (items: readonly ProgressItem[]) =>
    [...items].sort((a, b) => draw(a.ref) - draw(b.ref) || (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));

  const history = historyBefore(state, today);
  const learned = new Set(state.learned.map((item) => item.ref));
  const material = uniqueByRef([...state.favourites, ...state.learned, ...[...history.values()].map((h) => h.item)]);
  const isStale = (item: ProgressItem) => {
    const last = history.get(item.ref)?.lastDay;
    return last === undefined ? learned.has(item.ref) : today - last >= STALE_AFTER_DAYS;
  };

  const pattern = patternOfTheDay(day, catalogue);
  const taken = new Set<string>(pattern ? [pattern.ref] : []);
  const picks: { item: ProgressItem; why: RoutineReason }[] = [];
  const wanted = pattern ? size - 1 : size;
  const take = (item: ProgressItem, why: RoutineReason) => {
    taken.add(item.ref);
    picks.push({ item, why });
  };

  // Take turns between the sources, so each one the learner has material for is used.
  const pools: { why: RoutineReason; items: ProgressItem[] }[] = [
    { why: 'favourite', items: byDraw(state.favourites) },
    { why: 'not-practised-lately', items: byDraw(material.filter(isStale)) },
    { why: 'not-learned', items: byDraw(material.filter((item) => !learned.has(item.ref))) },
  ];
  let tookOne = true;
  while (picks.length < wanted && tookOne) {
    tookOne = false;
    for (const pool of pools) {
      if (picks.length >= wanted) break;
      const next = pool.items.find((item) => !taken.has(item.ref));
      if (next) {
        take(next, pool.why);
        tookOne = true;
      }
    }
  }

  // Not enough of their own yet (a new learner has none): catalogue patterns they have
  // not learned, then, if they have learned them all, the ones practised longest ago.
  const rest = byDraw(catalogue.filter((item) => !taken.has(item.ref)));
  for (const item of rest.filter((item) => !learned.has(item.ref)))
    if (picks.length < wanted) take(item, 'not-learned');
  const longestAgo = rest
    .filter((item) => learned.has(item.ref))
    .sort(
      (a, b) =>
        (history.get(a.ref)?.lastDay ?? Number.MIN_SAFE_INTEGER) -
        (history.get(b.ref)?.lastDay ?? Number.MIN_SAFE_INTEGER),
    );
  for (const item of longestAgo) if (picks.length < wanted) take(item, 'not-practised-lately');

  // Familiar material first to warm up; the new pattern last.
  if (pattern) picks.push({ item: pattern, why: 'pattern-of-the-day' });
  return picks.map(({ item, why }) => ({
    item,
    why,
    minutes: MINUTES_FOR[why],
    targetTempo: nextTargetTempo(history.get(item.ref)?.tempo),
  }));
}
