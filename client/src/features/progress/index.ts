/**
 * What a learner keeps: favourites, learned items, the practice log and preferences, on
 * the device while signed out and in the account while signed in (see README.md).
 * Import it lazily from a first-page screen: it carries zod through events/.
 */
export type { ProgressItem } from '#events/progressEvents';
export type { PracticeEntry, ProgressState } from '#events/progressState';
export type { PracticeLog, ProgressView, ProgressWhere } from './progressStore';
export { progressActions, useProgress, type ProgressActions } from './useProgress';
export { FavouriteToggle, LearnedToggle, ProgressPanel, ProgressProblem } from './Toggles';
export { DailyPracticeListScreen, FavouritesListScreen, FavouritesScreen, LearnedListScreen } from './ProgressScreens';
export { FavouritesList, LearnedList, PracticeList } from './ProgressLists';
