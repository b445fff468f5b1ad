import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { ChordDiagram, Fretboard, stringNumber } from '../../fretboard';
import { localIsoWithOffset } from '../../lib/localDay';
import { pitchClassAt } from '../../theory/neck';
import { DEFAULT_TUNING } from '../../theory/tunings';
import { useNeckSettings } from '../neck/useNeckSettings';
import { ProgressProblem, progressActions, useProgress } from '../progress';
import { answerNotes, questionNotes } from './neckNotes';
import { neckStats } from './neckStats';
import { quizMachine } from './quizMachine';
import {
  DEFAULT_SETTINGS,
  generateRound,
  ROUND_TOPICS,
  intervalWords,
  questionText,
  scoreRound,
  settingsInRange,
  type Question,
  type Response,
  type RoundSettings,
} from './quizRound';
import { SlowSpots } from './SlowSpots';

const TOPIC_LABELS = { notes: 'Notes on the neck', intervals: 'Intervals', chords: 'Chord shapes' } as const;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A quiz round from its settings to its result, recorded as QuizRoundCompleted. */
export function QuizRound() {
  const neck = useNeckSettings(DEFAULT_TUNING);
  const { state } = useProgress();
  const stats = useMemo(() => neckStats(state.runs), [state.runs]);
  const [settings, setSettings] = useState<RoundSettings>(DEFAULT_SETTINGS);
  const [snapshot, send] = useMachine(
    quizMachine.provide({
      actions: {
        recordRound: (_, { topic, answers }) => {
          // A failed save is shown by ProgressProblem; the round's result stays on screen.
          void progressActions
            .recordRun('QuizRoundCompleted', { topic, answers, completedAt: localIsoWithOffset(new Date()) })
            .catch(() => undefined);
        },
      },
    }),
  );
  const { context } = snapshot;
  const tuning = context.tuning ?? neck.tuning;
  const question = context.questions[context.index];
  const focusTarget = useRef<HTMLDivElement>(null);

  // Each new question and each feedback takes the focus, so the keyboard alone can answer.
  useEffect(() => {
    const root = focusTarget.current;
    if (!root) return;
    const target =
      root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>('[role="grid"]');
    target?.focus();
  }, [context.index, snapshot.value]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    const safe = settingsInRange(settings);
    const questions = generateRound(neck.tuning, safe, Math.random, stats);
    send({ type: 'START', tuning: neck.tuning, topic: safe.topic, questions, at: Date.now() });
  };
  const answer = (response: Response) => send({ type: 'ANSWER', response, at: Date.now() });

  if (snapshot.matches('setup'))
    return (
      <>
        <RoundSetup settings={settings} onChange={setSettings} onStart={start} />
        <h3>Your slow spots</h3>
        <SlowSpots stats={stats} tuning={neck.tuning} hand={neck.hand} />
      </>
    );

  if (snapshot.matches('result')) {
    const score = scoreRound(context.answers);
    return (
      <div className="quiz-result" ref={focusTarget}>
        <h3 tabIndex={-1} data-autofocus>
          {score.right} of {score.total} right
        </h3>
        <p>
          {TOPIC_LABELS[context.topic]}, in {seconds(context.finishedAt - context.startedAt)} (answering:{' '}
          {seconds(score.ms)}).
        </p>
        <ProgressProblem />
        <ol className="quiz-answers">
          {context.questions.map((q, i) => {
            const given = context.answers[i]!;
            return (
              <li key={i} className={given.right ? 'quiz-right' : 'quiz-wrong'}>
                {questionText(q)} <strong>{given.right ? 'Right' : 'Wrong'}</strong>:{' '}
                {describe(tuning, q, context.responses[i]!)}, {seconds(given.ms)}.
                {given.right || q.kind === 'find-note' || q.kind === 'find-interval'
                  ? null
                  : ` ${answerSentence(tuning, q)}`}
              </li>
            );
          })}
        </ol>
        <button type="button" className="button" onClick={() => send({ type: 'AGAIN' })}>
          Another round
        </button>
        <h3>Your slow spots</h3>
        <SlowSpots stats={stats} tuning={tuning} hand={neck.hand} />
      </div>
    );
  }

  if (!question) return null;
  const feedback = snapshot.matches('feedback');
  const last = context.answers[context.answers.length - 1];
  const tapQuestion = question.kind === 'find-note' || question.kind === 'find-interval';
  return (
    <div className="quiz-question" ref={focusTarget}>
      <p role="status" className="quiz-progress">
        Question {context.index + 1} of {context.questions.length}
      </p>
      <h3 className="quiz-ask">{questionText(question)}</h3>
      {question.kind === 'name-chord' ? (
        <ChordDiagram
          className="quiz-chord-box"
          voicing={question.voicing}
          name={feedback ? question.answer : 'The chord to name'}
          hand={neck.hand}
        />
      ) : (
        <Fretboard
          {...neck}
          tuning={tuning}
          notes={feedback ? answerNotes(tuning, question) : questionNotes(tuning, question)}
          noteDisplay={feedback ? 'NOTES' : 'NONE'}
          namesHidden={!feedback}
          fromFret={question.area.fromFret}
          toFret={question.area.toFret}
          label={feedback ? 'The answer on the fretboard' : `${questionText(question)} Fretboard`}
          onActivate={!feedback && tapQuestion ? (position) => answer({ position }) : undefined}
        />
      )}
      {!feedback && !tapQuestion ? (
        <div className="quiz-choices" role="group" aria-label="Choices">
          {choicesOf(question).map((choice, i) => (
            <button
              key={choice}
              type="button"
              className="button-secondary"
              data-autofocus={i === 0 ? true : undefined}
              onClick={() => answer({ choice })}
            >
              {question.kind === 'name-interval' ? intervalWords(choice) : choice}
            </button>
          ))}
        </div>
      ) : null}
      {feedback && last ? (
        <div className="quiz-feedback">
          <p role="alert" className={last.right ? 'quiz-right' : 'quiz-wrong'}>
            {last.right ? 'Right!' : 'Not this time.'} {answerSentence(tuning, question)}
          </p>
          <button
            type="button"
            className="button"
            data-autofocus
            onClick={() => send({ type: 'NEXT', at: Date.now() })}
          >
            {context.index + 1 < context.questions.length ? 'Next question' : 'See the result'}
          </button>
        </div>
      ) : null}
    </div>
  );
}

const choicesOf = (question: Question): string[] =>
  question.kind === 'find-note' || question.kind === 'find-interval' ? [] : question.choices;

function answerSentence(tuning: ReturnType<typeof useNeckSettings>['tuning'], question: Question): string {
  switch (question.kind) {
    case 'find-note':
      return `Every ${question.note} asked about is shown.`;
    case 'name-note':
      return `It is ${question.answer}.`;
    case 'find-interval':
      return `The ${intervalWords(question.interval)} above ${pitchClassAt(tuning, question.root)} is ${pitchClassAt(tuning, question.target)}, shown wherever it is.`;
    case 'name-interval':
      return `It is a ${intervalWords(question.answer)}.`;
    case 'name-chord':
      return `It is ${question.answer}.`;
  }
}

/** What the learner answered, in words. */
function describe(
  tuning: ReturnType<typeof useNeckSettings>['tuning'],
  question: Question,
  response: Response,
): string {
  if ('choice' in response)
    return `you chose ${question.kind === 'name-interval' ? intervalWords(response.choice) : response.choice}`;
  const { position } = response;
  return `you tapped string ${stringNumber(position.string)}, fret ${position.fret} (${pitchClassAt(tuning, position)})`;
}

/** The round's settings: topic, strings, frets and, for notes, naturals only. */
function RoundSetup({
  settings,
  onChange,
  onStart,
}: {
  settings: RoundSettings;
  onChange: (settings: RoundSettings) => void;
  onStart: (event: FormEvent) => void;
}) {
  const set = (patch: Partial<RoundSettings>) => onChange({ ...settings, ...patch });
  const strings = [5, 4, 3, 2, 1, 0];
  return (
    <form className="quiz-setup" onSubmit={onStart}>
      <fieldset>
        <legend>Topic</legend>
        {ROUND_TOPICS.map((topic) => (
          <label key={topic}>
            <input type="radio" name="quiz-topic" checked={settings.topic === topic} onChange={() => set({ topic })} />{' '}
            {TOPIC_LABELS[topic]}
          </label>
        ))}
      </fieldset>
      {settings.topic !== 'chords' ? (
        <fieldset>
          <legend>Where on the neck</legend>
          <label>
            From string{' '}
            <select value={settings.highString} onChange={(e) => set({ highString: Number(e.target.value) })}>
              {strings.map((s) => (
                <option key={s} value={s}>
                  {stringNumber(s)}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            to string{' '}
            <select value={settings.lowString} onChange={(e) => set({ lowString: Number(e.target.value) })}>
              {strings.map((s) => (
                <option key={s} value={s}>
                  {stringNumber(s)}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            frets{' '}
            <input
              type="number"
              min={0}
              max={23}
              value={settings.fromFret}
              onChange={(e) => set({ fromFret: Number(e.target.value) })}
            />
          </label>{' '}
          <label>
            to{' '}
            <input
              type="number"
              min={1}
              max={24}
              value={settings.toFret}
              onChange={(e) => set({ toFret: Number(e.target.value) })}
            />
          </label>
        </fieldset>
      ) : null}
      {settings.topic === 'notes' ? (
        <label>
          <input
            type="checkbox"
            checked={settings.naturalsOnly}
            onChange={(e) => set({ naturalsOnly: e.target.checked })}
          />{' '}
          Natural notes only (no sharps or flats)
        </label>
      ) : null}
      <p>
        <button type="submit" className="button">
          Start a round of 10
        </button>
      </p>
    </form>
  );
}
