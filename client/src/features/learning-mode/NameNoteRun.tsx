import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { Fretboard, stringNumber } from '../../fretboard';
import { playPosition } from '../tone';
import { askable, namePlaces } from './exerciseNotes';
import { focusOnStart, now, type ExerciseNeckProps } from './FindNotesRun';
import { currentQuestion, startNameNote, type NameAsk } from './nameNote';
import { RunResultView, saveStateOf } from './RunResultView';
import { nameNoteMachine } from './scorers';
import { saveRun } from './saveRun';

const QUESTION_WORDS: Record<NameAsk, string> = {
  name: 'Which note is this?',
  interval: 'Which interval is this, counted from the root?',
  degree: 'Which degree of the pattern is this?',
};

/**
 * Name the note, started at once: one place of the pattern lights (its label hidden) and
 * the learner picks its name, interval or degree from four buttons, ten times.
 */
export function NameNoteRun({ ask: wanted, ...neck }: ExerciseNeckProps & { ask: NameAsk }) {
  const { settings, notes, item } = neck;
  const ask = askable(notes, wanted);
  const places = namePlaces(notes, ask);
  const newRun = () => startNameNote(places, ask, Math.random);
  const [input] = useState(() => ({ run: newRun(), at: neck.startedAt }));
  const [snapshot, send] = useMachine(nameNoteMachine.provide({ actors: { save: saveRun('name-note', item) } }), {
    input,
  });
  const run = snapshot.context.run;
  if (!run) return null;
  const question = currentQuestion(run);
  const shown = question ?? run.questions[run.questions.length - 1];
  const lit = shown ? notes.filter((note) => note.string === shown.place.string && note.fret === shown.place.fret) : [];
  const result = snapshot.context.result;
  return (
    <section className="exercise" aria-label="Name the note" tabIndex={-1} ref={focusOnStart}>
      <Fretboard
        {...settings}
        noteDisplay={question ? 'NONE' : settings.noteDisplay}
        notes={lit}
        selected={shown ? [shown.place] : []}
        mutedStrings={neck.mutedStrings}
        fromFret={neck.fromFret}
        toFret={neck.toFret}
        onActivate={(position) => playPosition(settings.tuning, position)}
        // The lit note's name is the answer: positions are named by string and fret only.
        namesHidden
        label={`Name the note, on ${neck.title}`}
      />
      {run.last ? (
        <p role="status" className={run.last.right ? undefined : 'exercise-miss'}>
          {run.last.right
            ? `Right: ${run.last.answer}.`
            : `Not quite: it was ${run.last.answer} (you chose ${run.last.choice}).`}
        </p>
      ) : null}
      {snapshot.matches('running') && question ? (
        <fieldset className="exercise-choices">
          <legend>
            Question {run.index + 1} of {run.questions.length}: string {stringNumber(question.place.string)}, fret{' '}
            {question.place.fret}. {QUESTION_WORDS[ask]}
          </legend>
          {question.choices.map((choice) => (
            <button
              key={choice}
              type="button"
              className="button-secondary"
              onClick={() => send({ type: 'ACT', input: choice, at: now() })}
            >
              {choice}
            </button>
          ))}
        </fieldset>
      ) : null}
      {snapshot.matches('done') && result ? (
        <RunResultView
          result={result}
          saving={saveStateOf(snapshot)}
          summary={`${result.right} of ${run.questions.length} right`}
          onAgain={() => send({ type: 'START', run: newRun(), at: now() })}
        />
      ) : null}
      <button type="button" className="button-secondary" onClick={neck.onClose}>
        {snapshot.matches('done') ? 'Close the exercise' : 'Stop'}
      </button>
    </section>
  );
}
