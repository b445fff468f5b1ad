import { useSyncExternalStore } from 'react';
import type { ProgressEventData, ProgressItem } from '#events/progressEvents';
import type { PracticeEntry, ScoredRunType } from '#events/progressState';
import { initialProgress } from '#events/progressState';
import type { PracticeLog, ProgressView } from './progressStore';
import { startProgress } from './runtime';

// Rendering on a server (and the unit tests' static markup) shows "not loaded yet" and starts nothing.
const serverView: ProgressView = {
  state: initialProgress(),
  where: 'device',
  ready: false,
  error: null,
  practiceCount: 0,
};

const subscribe = (listener: () => void) => startProgress().subscribe(listener);
const getSnapshot = () => startProgress().getSnapshot();
const getServerSnapshot = () => serverView;

/** What the learner keeps, where it is kept, and whether it has loaded; re-renders on every change. */
export function useProgress(): ProgressView {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * The changes a screen can make. Each makes its own event id, is shown at once, and is
 * kept on the device (signed out) or in the account (signed in); each rejects with an
 * Error whose message is a sentence to show, after taking the change back.
 */
export const progressActions = {
  setFavourite: (item: ProgressItem, favourite: boolean): Promise<void> =>
    startProgress().setFavourite(item, favourite),
  setLearned: (item: ProgressItem, learned: boolean): Promise<void> => startProgress().setLearned(item, learned),
  logPractice: (entry: PracticeLog): Promise<void> => startProgress().logPractice(entry),
  completeDailyPractice: (day: string, items: number): Promise<void> =>
    startProgress().completeDailyPractice(day, items),
  /**
   * A finished learning-mode exercise (`ExerciseCompleted`), quiz round (`QuizRoundCompleted`)
   * or One Minute Changes (`ChangesCounted`), kept once in the learner's log.
   */
  recordRun: <T extends ScoredRunType>(type: T, data: ProgressEventData<T>): Promise<void> =>
    startProgress().recordRun(type, data),
  /** Takes a logged practice back (the Daily Practice List's remove). */
  removePractice: (entry: PracticeEntry): Promise<void> => startProgress().removePractice(entry),
  /** Undo of `removePractice`: the same practice logged again. */
  restorePractice: (entry: PracticeEntry): Promise<void> => startProgress().restorePractice(entry),
  /** Hides the problem shown (`ProgressView.error`). */
  dismissError: (): void => startProgress().dismissError(),
};

export type ProgressActions = typeof progressActions;
