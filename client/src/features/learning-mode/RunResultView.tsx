import type { RunResult } from './exerciseMachine';

type SaveState = 'saving' | 'saved' | 'notSaved';

/** A finished run: right and wrong, accuracy and time, whether it was saved, and Again. */
export function RunResultView({
  result,
  saving,
  summary,
  onAgain,
}: {
  result: RunResult;
  saving: SaveState;
  /** "You found all 6 notes" or "7 of 10 right". */
  summary: string;
  onAgain: () => void;
}) {
  const taps = result.right + result.wrong;
  const accuracy = taps === 0 ? 0 : Math.round((result.right / taps) * 100);
  return (
    <div className="exercise-result">
      <p role="status">
        {summary}: {accuracy}% right ({result.right} right, {result.wrong} wrong) in {formatSeconds(result.seconds)}.
      </p>
      <p aria-live="polite">
        {saving === 'saving'
          ? 'Saving to your practice log…'
          : saving === 'saved'
            ? 'Saved to your practice log.'
            : 'This run could not be saved. Your next run will try again.'}
      </p>
      <button
        type="button"
        className="button"
        onClick={(event) => {
          // The button goes with the result: the focus stays in the exercise for the next run.
          const exercise = event.currentTarget.closest<HTMLElement>('.exercise');
          onAgain();
          exercise?.focus({ preventScroll: true });
        }}
      >
        Again
      </button>
    </div>
  );
}

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} seconds`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

/** Where the saving of a done run is (an exercise machine's snapshot). */
export function saveStateOf(snapshot: { matches(value: { done: SaveState }): boolean }): SaveState {
  return snapshot.matches({ done: 'saved' }) ? 'saved' : snapshot.matches({ done: 'notSaved' }) ? 'notSaved' : 'saving';
}
