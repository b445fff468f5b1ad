import { useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { minutesThisWeek, practiceStreak } from '#events/progressState';
import { toneActor, useTone } from '../../machines/actors';
import { MetronomePanel, metronomeActor, useMetronome } from '../metronome';
import { ProgressProblem, progressActions, useProgress, type ProgressView } from '../progress';
import type { RoutineEntry } from './buildRoutine';
import { localIsoWithOffset } from '../../lib/localDay';
import { PracticeStage } from './PracticeStage';
import { RoutineItem } from './RoutineItem';
import { formatMinutes } from '../progress/format';
import { formatDays, practisedOn, routineDone } from './routineStatus';
import { todaysRoutine } from './todaysRoutine';
import { useToday } from './useToday';
import './dailyPractice.css';

/** What the routine needs from the progress layer: the two writes it makes. */
export type RoutineActions = Pick<typeof progressActions, 'logPractice' | 'completeDailyPractice'>;

const sentence = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'That did not save. Check your connection and try again.';

/** The Daily Practice screen's content, on the learner's progress (device or account). */
export function DailyPractice() {
  const view = useProgress();
  const today = useToday();
  return <DailyRoutine view={view} actions={progressActions} today={today} />;
}

/** Today's routine with its timers, metronome, streak and week, for a given progress and day. */
export function DailyRoutine({ view, actions, today }: { view: ProgressView; actions: RoutineActions; today: string }) {
  const { state, where, ready } = view;
  const routine = ready ? todaysRoutine(today, where, state) : [];
  const [saving, setSaving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [metronomeFor, setMetronomeFor] = useState<string | null>(null);
  // The item on the neck, by ref: the first until the learner picks another.
  const [shownRef, setShownRef] = useState<string | null>(null);
  const stageId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-stage`;
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const metronomeRunning = useMetronome((s) => !s.matches('stopped'));
  const metronomeTempo = useTone((s) => s.context.metronomeTempo);

  const allDone = routineDone(routine, state, today);
  const recorded = state.practice.completedDays.includes(today);
  const plannedMinutes = routine.reduce((sum, entry) => sum + entry.minutes, 0);

  const shownIndex = Math.max(
    0,
    routine.findIndex((entry) => entry.item.ref === shownRef),
  );
  const shown = routine[shownIndex];
  const timerKey = (entry: RoutineEntry) => `${today} ${entry.item.ref}`;
  /** Picked from the list: shown, and the focus (and the view) moves to it on the neck. */
  const show = (entry: RoutineEntry) => {
    setShownRef(entry.item.ref);
    requestAnimationFrame(() => stageHeading.current?.focus());
  };
  const step = (by: -1 | 1) => {
    const next = routine[shownIndex + by];
    if (next) setShownRef(next.item.ref);
  };

  const toggleMetronome = (entry: RoutineEntry) => {
    const ref = entry.item.ref;
    if (metronomeRunning && metronomeFor === ref) {
      metronomeActor.send({ type: 'METRONOME.STOP' });
      return;
    }
    toneActor.send({ type: 'TONE.SET_METRONOME_TEMPO', bpm: entry.targetTempo });
    if (!metronomeRunning) metronomeActor.send({ type: 'METRONOME.START' });
    setMetronomeFor(ref);
  };

  const complete = async () => {
    await actions.completeDailyPractice(today, routine.length);
  };

  const finish = async (entry: RoutineEntry, minutes: number) => {
    const ref = entry.item.ref;
    setSaving(ref);
    setProblem(null);
    try {
      await actions.logPractice({
        item: entry.item,
        minutes,
        tempo: metronomeFor === ref ? metronomeTempo : entry.targetTempo,
        practisedAt: localIsoWithOffset(new Date()),
      });
      // The last item finishes the routine: recorded once, here, rather than by watching state.
      const last = routine.every((other) => other.item.ref === ref || practisedOn(state, today, other.item.ref));
      if (last && !recorded) await complete();
    } catch (error) {
      setProblem(sentence(error));
    } finally {
      setSaving(null);
    }
  };

  const retryComplete = async () => {
    setSaving('complete');
    setProblem(null);
    try {
      await complete();
    } catch (error) {
      setProblem(sentence(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="daily-practice">
      <section className="daily-routine" aria-labelledby="daily-routine-heading">
        <h2 id="daily-routine-heading">Today’s routine</h2>
        {/* Shown once loaded: a streak of 0, or "on this device", flashing first would mislead. */}
        {ready ? (
          <dl className="practice-stats">
            <div>
              <dt>Streak</dt>
              <dd data-stat="streak">{formatDays(practiceStreak(state, today))}</dd>
            </div>
            <div>
              <dt>This week</dt>
              <dd data-stat="week">{formatMinutes(minutesThisWeek(state, today))}</dd>
            </div>
            <div>
              <dt>Today’s plan</dt>
              <dd data-stat="plan">
                {routine.length} items, about {formatMinutes(plannedMinutes)}
              </dd>
            </div>
          </dl>
        ) : null}
        {ready ? (
          <p className="hint">
            {where === 'account' ? (
              'Your practice is saved in your account, on every device you sign in on.'
            ) : (
              <>
                Your practice is saved on this device. <Link to="/account/log-in">Sign in</Link> to keep it in your
                account.
              </>
            )}{' '}
            The streak forgives a single missed day.
          </p>
        ) : null}

        <ProgressProblem />
        {/* A failed save the progress layer already shows (ProgressProblem) is not said twice. */}
        <div role="alert" className="routine-problem">
          {problem && problem !== view.error ? <p className="form-error">{problem}</p> : null}
        </div>
        <div role="status" className="routine-complete-status">
          {allDone || recorded ? (
            <p className="routine-complete">
              <strong>Routine complete.</strong> Well done! Come back tomorrow for a new routine.
            </p>
          ) : null}
        </div>
        {allDone && !recorded && saving === null ? (
          <button type="button" className="button" onClick={() => void retryComplete()}>
            Save today’s routine as complete
          </button>
        ) : null}

        {ready && shown ? (
          <>
            <PracticeStage
              id={stageId}
              entry={shown}
              index={shownIndex}
              count={routine.length}
              timerKey={timerKey(shown)}
              onStep={step}
              headingRef={stageHeading}
            />
            <p id={`${stageId}-how`} className="visually-hidden">
              Shows it on the neck above the list
            </p>
          </>
        ) : null}
        {ready ? (
          <ol className="routine-list">
            {routine.map((entry) => (
              <RoutineItem
                key={timerKey(entry)}
                entry={entry}
                timerKey={timerKey(entry)}
                shown={entry === shown}
                stageId={stageId}
                onShow={() => show(entry)}
                done={practisedOn(state, today, entry.item.ref)}
                saving={saving === entry.item.ref}
                metronomeOn={metronomeRunning && metronomeFor === entry.item.ref}
                tempo={metronomeFor === entry.item.ref ? metronomeTempo : entry.targetTempo}
                onMetronome={() => toggleMetronome(entry)}
                onDone={(minutes) => void finish(entry, minutes)}
              />
            ))}
          </ol>
        ) : (
          <p className="loading">Loading your practice…</p>
        )}
      </section>
      <div className="daily-practice-metronome">
        <MetronomePanel />
      </div>
    </div>
  );
}
