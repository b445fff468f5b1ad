import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { ChordDiagram } from '../../fretboard';
import { localIsoWithOffset } from '../../lib/localDay';
import type { TuningId } from '../../theory/tunings';
import { ProgressProblem, progressActions, useProgress } from '../progress';
import { changesMachine } from './changesMachine';
import { changesPhase, pairScores } from './changesTimer';
import { chordVoicing } from './pairs';
import './oneMinuteChanges.css';

/** How often the screen reads the clock while a run goes on (the numbers shown change once a second). */
const TICK_MS = 200;

/**
 * One Minute Changes between two chords: their chord boxes, Start, a 3-second count-in,
 * a minute in which the big button (or Space or Enter on it) counts each clean change,
 * then the score, recorded as ChangesCounted, beside the best and last for the pair.
 */
export function OneMinuteChanges({ chords, tuning }: { chords: readonly [string, string]; tuning?: TuningId }) {
  const { state } = useProgress();
  const [snapshot, send] = useMachine(
    changesMachine.provide({
      actions: {
        recordChanges: (_, { chords: pair, changes, seconds }) => {
          // A failed save is shown by ProgressProblem.
          void progressActions
            .recordRun('ChangesCounted', {
              chords: [pair[0], pair[1]],
              changes,
              seconds,
              completedAt: localIsoWithOffset(new Date()),
            })
            .catch(() => undefined);
        },
      },
    }),
  );
  const running = snapshot.matches('running');
  const changeButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!running) return;
    changeButton.current?.focus();
    const timer = setInterval(() => send({ type: 'TICK', at: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [running, send]);

  // Another pair picked: a run under way stops, uncounted.
  const pairKey = chords.join(' ');
  useEffect(() => {
    send({ type: 'RESET' });
  }, [pairKey, send]);

  // At the end the focus moves to "Go again", so the keyboard is never left on a removed button.
  const done = snapshot.matches('done');
  useEffect(() => {
    if (done) startButton.current?.focus();
  }, [done]);

  const { startedAt, changes, now } = snapshot.context;
  const phase = running ? changesPhase(startedAt, now) : null;
  const scores = pairScores(state.runs, chords);
  const [a, b] = chords;
  return (
    <div className="changes">
      <div className="changes-boxes">
        {chords.map((symbol) => {
          const voicing = chordVoicing(symbol, tuning);
          return voicing ? (
            <figure key={symbol}>
              <ChordDiagram voicing={voicing} name={symbol} />
              <figcaption>{symbol}</figcaption>
            </figure>
          ) : null;
        })}
      </div>
      <p className="changes-scores">
        {scores.count === 0
          ? `No score yet for ${a} and ${b}.`
          : `Best for ${a} and ${b}: ${scores.best} changes. Last: ${scores.last}.`}
      </p>
      {running ? (
        <>
          <p className="changes-clock" role="timer" aria-live="off">
            {phase?.phase === 'count-in'
              ? `Get ready: ${phase.count}`
              : phase?.phase === 'running'
                ? `${phase.secondsLeft} s left`
                : 'Time'}
          </p>
          <button
            ref={changeButton}
            type="button"
            className="button changes-button"
            onClick={() => send({ type: 'CHANGE', at: Date.now() })}
          >
            Change <span className="changes-count">{changes}</span>
          </button>
          <p>
            <button type="button" className="button-secondary" onClick={() => send({ type: 'RESET' })}>
              Stop
            </button>
          </p>
        </>
      ) : (
        <>
          {snapshot.matches('done') ? (
            <p role="status" className="changes-result">
              {changes} clean changes between {a} and {b} in a minute.
            </p>
          ) : (
            <p>
              Press Start, wait for the count-in, then change between the two chords for a minute, pressing the big
              button (or Space) at every clean change.
            </p>
          )}
          <ProgressProblem />
          <button
            ref={startButton}
            type="button"
            className="button"
            onClick={() => send({ type: 'START', at: Date.now(), chords })}
          >
            {snapshot.matches('done') ? 'Go again' : 'Start'}
          </button>
        </>
      )}
    </div>
  );
}
