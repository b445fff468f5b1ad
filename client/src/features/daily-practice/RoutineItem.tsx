import { useId } from 'react';
import { FavouriteToggle, LearnedToggle } from '../progress';
import type { RoutineEntry, RoutineReason } from './buildRoutine';
import { RoutineTimer } from './RoutineTimer';
import { formatMinutes } from '../progress/format';
import { minutesToLog } from './routineStatus';
import { usePracticeTimer } from './usePracticeTimer';

const REASONS: Record<RoutineReason, string> = {
  favourite: 'One of your favourites',
  'not-learned': 'Not learned yet',
  'not-practised-lately': 'Not practised for a while',
  'pattern-of-the-day': 'Pattern of the day',
};

export interface RoutineItemProps {
  entry: RoutineEntry;
  /** The item's timer in the routine's timer store (day and ref). */
  timerKey: string;
  /** The item is the one shown on the neck. */
  shown: boolean;
  /** The id of the neck's panel, which the title's button controls, and of the hint saying so. */
  stageId: string;
  onShow: () => void;
  done: boolean;
  saving: boolean;
  /** The metronome is playing for this item. */
  metronomeOn: boolean;
  /** The tempo a practice of this item is logged at: the metronome's when it was used for it, else the target. */
  tempo: number;
  onMetronome: () => void;
  onDone: (minutes: number) => void;
}

/** One item of the routine: what and why, its countdown, its tempo with the metronome, and "Done". */
export function RoutineItem(props: RoutineItemProps) {
  const { entry, timerKey, shown, stageId, onShow, done, saving, metronomeOn, tempo, onMetronome, onDone } = props;
  const id = useId();
  const { item, minutes, targetTempo, why } = entry;
  const timer = usePracticeTimer(timerKey, minutes * 60_000);
  // A started timer logs the time it counted (at least a moment); an unused one, the plan.
  const toLog = (elapsed: number) => minutesToLog(timer.started ? Math.max(1, elapsed) : 0, minutes);
  // Shown before the click, so the learner knows what "Done" will log.
  const logged = toLog(minutes * 60_000 - timer.remainingMs);

  return (
    <li
      className="routine-item"
      data-why={why}
      data-done={done ? 'true' : 'false'}
      data-shown={shown ? 'true' : 'false'}
      aria-labelledby={`${id}-title`}
    >
      <p className="routine-why">{REASONS[why]}</p>
      {/* The title shows the item on the neck above the list; the neck's panel links to its page. */}
      <h3 id={`${id}-title`} className="routine-title">
        <button
          type="button"
          className="routine-show"
          aria-pressed={shown}
          aria-controls={stageId}
          aria-describedby={`${stageId}-how`}
          onClick={onShow}
        >
          {item.title}
        </button>
      </h3>
      <p className="routine-plan">
        {formatMinutes(minutes)} · target {targetTempo} BPM
      </p>

      <RoutineTimer timer={timer} title={item.title} />
      <p className="routine-alert" role="status">
        {timer.up ? `Time’s up for ${item.title}.` : ''}
      </p>

      <div className="routine-actions">
        <button type="button" className="button-secondary" aria-pressed={metronomeOn} onClick={onMetronome}>
          Metronome at {targetTempo} BPM<span className="visually-hidden">: {item.title}</span>
        </button>
        {/* The toggles without their problem line: the screen shows any problem once, at the top. */}
        <div className="progress-toggles">
          <FavouriteToggle item={item} />
          <LearnedToggle item={item} />
        </div>
      </div>

      <div className="routine-finish">
        {done ? (
          <p className="routine-done">
            <span aria-hidden="true">✓ </span>Done for today
          </p>
        ) : (
          <>
            <button
              type="button"
              className="button routine-done-button"
              aria-describedby={`${id}-log`}
              disabled={saving}
              onClick={() => {
                const elapsed = timer.elapsedNow();
                timer.pause();
                onDone(toLog(elapsed));
              }}
            >
              {saving ? 'Saving…' : 'Done'}
              <span className="visually-hidden">: {item.title}</span>
            </button>
            <span id={`${id}-log`} className="hint">
              Logs {formatMinutes(logged)} at {tempo} BPM
            </span>
          </>
        )}
      </div>
    </li>
  );
}
