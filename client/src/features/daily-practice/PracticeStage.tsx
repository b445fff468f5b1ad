import { useMemo, useRef, type Ref } from 'react';
import type { ItemKind } from '#events/progressEvents';
import { Fretboard } from '../../fretboard';
import { PathLink } from '../../layout/PathLink';
import { useNeckSettings } from '../neck/useNeckSettings';
import { parsePatternRef } from '../patterns/patternRef';
import { TonePanel, useNeckSound } from '../tone';
import type { RoutineEntry } from './buildRoutine';
import { itemNeck } from './itemNeck';
import { RoutineTimer } from './RoutineTimer';
import { usePracticeTimer } from './usePracticeTimer';

/** What an item that opens no pattern is, for the line that sends the learner to its page. */
const ELSEWHERE: Partial<Record<ItemKind, string>> = {
  lesson: 'This lesson',
  song: 'This song',
  melody: 'This melody',
};

export interface PracticeStageProps {
  id: string;
  entry: RoutineEntry;
  /** Its place in the routine, from 0, and the routine's length. */
  index: number;
  count: number;
  timerKey: string;
  onStep: (by: -1 | 1) => void;
  /** The heading, focused when the learner picks the item from the list. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The routine's item on the neck, inside the Daily Practice screen: its pattern drawn from
 * its ref (patternRef.ts, the rooms' pattern view), the tone panel to play it, its timer
 * (the same one as in its card), Previous and Next, and a link to its own page. A lesson,
 * a song or a melody has no neck here yet: its title and the link.
 */
export function PracticeStage({ id, entry, index, count, timerKey, onStep, headingRef }: PracticeStageProps) {
  const { item, minutes } = entry;
  const pattern = useMemo(() => parsePatternRef(item.ref), [item.ref]);
  const settings = useNeckSettings(pattern?.tuning);
  const sound = useNeckSound(settings.tuning);
  const view = useMemo(() => (pattern ? itemNeck(pattern, settings.tuning) : null), [pattern, settings.tuning]);
  const timer = usePracticeTimer(timerKey, minutes * 60_000);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // At either end the button pressed turns disabled: the focus goes to the other one, not to the page.
  const stepBy = (by: -1 | 1) => {
    onStep(by);
    const end = by === 1 ? index + 1 === count - 1 : index - 1 === 0;
    // After the redraw: the other button may be the one that was disabled.
    if (end) requestAnimationFrame(() => (by === 1 ? previous : next).current?.focus());
  };
  // The notes inside the window drawn (a whole-neck scale goes on past it, as on its page).
  const drawn = view ? view.notes.filter((note) => note.fret >= view.fromFret && note.fret <= view.toFret).length : 0;

  return (
    <section id={id} className="practice-stage" aria-labelledby={`${id}-heading`} data-ref={item.ref}>
      <p className="practice-stage-place">
        Item {index + 1} of {count}
      </p>
      <h3 id={`${id}-heading`} className="practice-stage-title" tabIndex={-1} ref={headingRef}>
        {item.title}
      </h3>
      {/* Said when Previous or Next changes the item while the focus stays on the button. */}
      <p className="visually-hidden" role="status">
        Showing item {index + 1} of {count}: {item.title}
      </p>
      {view && pattern ? (
        <>
          <p className="practice-stage-caption">
            {view.title}
            {/* Saved in another tuning: shown in it, as its page would, and said so. */}
            {pattern.tuning ? `, in ${settings.tuning.name}` : ''}
          </p>
          <div className="practice-stage-neck" data-note-count={drawn}>
            {view.notes.length > 0 ? (
              <Fretboard
                {...settings}
                {...sound}
                notes={view.notes}
                mutedStrings={view.mutedStrings}
                fromFret={view.fromFret}
                toFret={view.toFret}
                label={`${view.title}, on the fretboard`}
              />
            ) : (
              <p className="callout">This pattern has no notes on this tuning’s neck.</p>
            )}
          </div>
          <TonePanel tuning={settings.tuning} notes={view.notes} kind={pattern.kind} withoutMetronome />
        </>
      ) : (
        <p className="practice-stage-elsewhere">
          {ELSEWHERE[item.kind] ?? 'This item'} opens on its own page; the neck here shows chords, scales, arpeggios and
          notes.
        </p>
      )}
      <RoutineTimer timer={timer} title={item.title} />
      <div className="practice-stage-steps">
        <button
          ref={previous}
          type="button"
          className="button-secondary"
          onClick={() => stepBy(-1)}
          disabled={index === 0}
        >
          <span aria-hidden="true">← </span>Previous item
        </button>
        <PathLink path={item.ref} className="practice-stage-open">
          Open the page<span className="visually-hidden"> for {item.title}</span>
        </PathLink>
        <button
          ref={next}
          type="button"
          className="button-secondary"
          onClick={() => stepBy(1)}
          disabled={index === count - 1}
        >
          Next item<span aria-hidden="true"> →</span>
        </button>
      </div>
    </section>
  );
}
