import { selectSessionStatus, sessionActor } from '../../machines/actors';
import { preferencesStore } from '../../state';
import { watchProgress } from './watch';

/** Called once from main.tsx: the progress store loads when it has work to do (see watch.ts). */
export function bootProgress(): void {
  watchProgress({
    session: sessionActor,
    status: selectSessionStatus,
    preferences: preferencesStore,
    start: (previousPreferences) =>
      import('./runtime').then((runtime) => runtime.startProgress({ previousPreferences })),
  });
}
