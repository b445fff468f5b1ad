/** The exercise machine's `save` actor on a screen: the run as one `ExerciseCompleted` in the learner's log. */
import { fromPromise } from 'xstate';
import type { ExerciseKind, ProgressItem } from '#events/progressEvents';
import { localIsoWithOffset } from '../../lib/localDay';
import { progressActions } from '../progress';
import type { RunResult } from './exerciseMachine';

export const saveRun = (exercise: ExerciseKind, item: ProgressItem) =>
  fromPromise<void, RunResult>(({ input }) =>
    progressActions.recordRun('ExerciseCompleted', {
      exercise,
      item,
      right: input.right,
      wrong: input.wrong,
      seconds: input.seconds,
      ...(input.tempo !== undefined ? { tempo: input.tempo } : {}),
      ...(input.clean !== undefined ? { clean: input.clean } : {}),
      completedAt: localIsoWithOffset(new Date()),
    }),
  );
