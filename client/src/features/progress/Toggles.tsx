import { useId } from 'react';
import type { ProgressItem } from '#events/progressEvents';
import { isFavourite, isLearned } from '#events/progressState';
import { PracticeLogForm } from './PracticeLogForm';
import { FAVOURITE_LABEL, LEARNED_LABEL, ToggleButton } from './ToggleButton';
import { progressActions, useProgress } from './useProgress';

// A failed change is taken back and its sentence shown by ProgressProblem; nothing more to do here.
const shown = () => undefined;

/** The heart: keeps the item in Favourites. */
export function FavouriteToggle({ item, label = FAVOURITE_LABEL }: { item: ProgressItem; label?: string }) {
  const { state, ready } = useProgress();
  const on = isFavourite(state, item.ref);
  return (
    <ToggleButton
      kind="favourite"
      label={label}
      pressed={on}
      disabled={!ready}
      onToggle={() => void progressActions.setFavourite(item, !on).catch(shown)}
    />
  );
}

/** The tick: marks the item as learned. */
export function LearnedToggle({ item, label = LEARNED_LABEL }: { item: ProgressItem; label?: string }) {
  const { state, ready } = useProgress();
  const on = isLearned(state, item.ref);
  return (
    <ToggleButton
      kind="learned"
      label={label}
      pressed={on}
      disabled={!ready}
      onToggle={() => void progressActions.setLearned(item, !on).catch(shown)}
    />
  );
}

/** The last problem with the learner's progress (a change not saved, storage unavailable), until dismissed. */
export function ProgressProblem() {
  const { error } = useProgress();
  if (!error) return null;
  return (
    <p className="progress-problem" role="alert">
      {error}{' '}
      <button type="button" className="button-secondary" onClick={() => progressActions.dismissError()}>
        Dismiss
      </button>
    </p>
  );
}

/** A pattern, song or lesson page's progress controls: the toggles and "Log practice". */
export function ProgressPanel({ item }: { item: ProgressItem }) {
  const id = useId();
  return (
    <section className="progress-panel" aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        Your progress with this
      </h2>
      <div className="progress-toggles">
        <FavouriteToggle item={item} />
        <LearnedToggle item={item} />
        <PracticeLogForm item={item} />
      </div>
      <ProgressProblem />
    </section>
  );
}
