import type { ProgressState } from '#events/progressState';
import { buildRoutine, type RoutineEntry } from './buildRoutine';
import { PATTERN_CATALOGUE } from './patternCatalogue';

let pinned: { key: string; routine: RoutineEntry[] } | null = null;

/**
 * Today's routine as first made in this page session, kept while the day and the place
 * the progress lives (device or account) stay the same. The builder already ignores
 * today's practice; this keeps the list still when the learner favourites or marks an
 * item learned mid-routine. A reload builds it again from the saved progress.
 */
export function todaysRoutine(day: string, where: string, state: ProgressState): RoutineEntry[] {
  const key = `${where} ${day}`;
  if (pinned?.key !== key) pinned = { key, routine: buildRoutine({ day, state, catalogue: PATTERN_CATALOGUE }) };
  return pinned.routine;
}
