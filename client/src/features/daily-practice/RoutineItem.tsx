import { useId } from 'react';
import { FavouriteToggle, LearnedToggle } from '../progress';
import type { RoutineEntry, RoutineReason } from './buildRoutine';
import { formatClock } from './practiceTimer';
import { PathLink } from '../../layout/PathLink';
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
export function RoutineItem({ entry, done, saving, metronomeOn, tempo, onMetronome, onDone }: RoutineItemProps) {
  const id = useId();
  const { item, minutes, targetTempo, why } = entry;
  const timer = usePracticeTimer(minutes * 60_000);
  // A started timer logs the time it counted (at least a moment); an unused one, the plan.
  const toLog = (elapsed: number) => minutesToLog(timer.started ? Math.max(1, elapsed) : 0, minutes);
  // Shown before the click, so the learner knows what "Done" will log.
  const logged = toLog(minutes * 60_000 - timer.remainingMs);

  return (
    <li className="routine-item" data-why={why} data-done={done ? 'true' : 'false'} aria-labelledby={`${id}-title`}>
      <p className="routine-why">{REASONS[why]}</p>
      <h3 id={`${id}-title`} className="routine-title">
        <PathLink path={item.ref}>{item.title}</PathLink>
      </h3>
      <p className="routine-plan">
        {formatMinutes(minutes)} · target {targetTempo} BPM
      </p>

      <div className="routine-timer" role="group" aria-label={`Timer: ${item.title}`}>
        <span className="routine-clock" role="timer" aria-label="Time left">
          {formatClock(timer.remainingMs)}
        </span>
        {timer.running ? (
          <button type="button" className="button-secondary" onClick={timer.pause}>
            Pause<span className="visually-hidden"> timer: {item.title}</span>
          </button>
        ) : (
          <button type="button" className="button-secondary" onClick={timer.start} disabled={timer.up}>
            {timer.started ? 'Resume' : 'Start'}
            <span className="visually-hidden"> timer: {item.title}</span>
          </button>
        )}
        <button type="button" className="button-secondary" onClick={timer.reset} disabled={!timer.started}>
          Reset<span className="visually-hidden"> timer: {item.title}</span>
        </button>
      </div>
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
