import { formatClock } from './practiceTimer';
import type { usePracticeTimer } from './usePracticeTimer';

/** An item's clock with Start (Resume), Pause and Reset; the buttons name the item for screen readers. */
export function RoutineTimer({ timer, title }: { timer: ReturnType<typeof usePracticeTimer>; title: string }) {
  return (
    <div className="routine-timer" role="group" aria-label={`Timer: ${title}`}>
      <span className="routine-clock" role="timer" aria-label="Time left">
        {formatClock(timer.remainingMs)}
      </span>
      {timer.running ? (
        <button type="button" className="button-secondary" onClick={timer.pause}>
          Pause<span className="visually-hidden"> timer: {title}</span>
        </button>
      ) : (
        <button type="button" className="button-secondary" onClick={timer.start} disabled={timer.up}>
          {timer.started ? 'Resume' : 'Start'}
          <span className="visually-hidden"> timer: {title}</span>
        </button>
      )}
      <button type="button" className="button-secondary" onClick={timer.reset} disabled={!timer.started}>
        Reset<span className="visually-hidden"> timer: {title}</span>
      </button>
    </div>
  );
}
