import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Fretboard, positionId } from '../../fretboard';
import { midiAt, type Position } from '../../theory';
import { useSoundEngine } from '../../audio/sound';
import type { SequenceHandle, AudioEngine } from '../../audio/types';
import { SoundStatus } from '../metronome/SoundStatus';
import { focusOnStart, now, type ExerciseNeckProps } from './FindNotesRun';
import { bestCleanTempo, beatMs, nextTempo, startPlayAlong } from './playAlong';
import { RunResultView, saveStateOf } from './RunResultView';
import { playAlongMachine } from './scorers';
import { saveRun } from './saveRun';

/** Beats of clicks before the first note. */
const COUNT_IN = 4;

/**
 * Play along: the pattern's notes from low to high, one a beat after a bar of clicks; the
 * learner taps each in time. A clean run raises the tempo a step for the next; the best
 * clean tempo of this visit is shown. Sound is needed, so it starts from its own Play
 * button (browsers start sound only inside a press).
 */
export function PlayAlongRun({ bpm, ...neck }: ExerciseNeckProps & { bpm: number }) {
  const { settings, notes, item } = neck;
  const places = [...notes].sort(
    (a, b) => midiAt(settings.tuning, a) - midiAt(settings.tuning, b) || a.string - b.string,
  );
  const [tempo, setTempo] = useState(bpm);
  const [runs, setRuns] = useState<Array<{ tempo: number; clean: boolean }>>([]);
  const [beat, setBeat] = useState<number | null>(null);
  const [snapshot, send, actor] = useMachine(
    playAlongMachine.provide({ actors: { save: saveRun('play-along', item) } }),
    {
      input: {},
    },
  );
  const { loading, problem, withEngine } = useSoundEngine();
  const playing = useRef<{ engine: AudioEngine; sequence: SequenceHandle } | null>(null);
  const stopSound = () => {
    playing.current?.sequence.stop();
    playing.current?.engine.metronome.stop();
    playing.current = null;
  };
  useEffect(() => stopSound, []);

  const play = (at: number) =>
    withEngine((engine) => {
      stopSound();
      const start = now();
      const gap = beatMs(at);
      send({ type: 'START', run: startPlayAlong(places, at, start + COUNT_IN * gap), at: start });
      engine.metronome.start({ bpm: at, beatsPerBar: 4, subdivision: 1, accent: true });
      let index = 0;
      const sequence = engine.playSequence(
        places.map((place, i) => ({
          id: positionId(place),
          midi: midiAt(settings.tuning, place),
          at: COUNT_IN + i,
          duration: 1,
        })),
        {
          bpm: at,
          toneType: 0,
          onNote: (_id, _midi, on) => {
            if (!on) return;
            setBeat(index++);
            send({ type: 'ACT', input: { kind: 'tick', at: now() }, at: now() });
          },
          onEnd: () => {
            engine.metronome.stop();
            setBeat(null);
            send({ type: 'ACT', input: { kind: 'tick', at: now() + gap }, at: now() });
          },
        },
      );
      playing.current = { engine, sequence };
    });

  const run = snapshot.context.run;
  const result = snapshot.context.result;
  const done = snapshot.matches('done') && result;
  const onActivate = (place: Position) => {
    if (!snapshot.matches('running')) return;
    const at = now();
    send({ type: 'ACT', input: { kind: 'tap', place, at }, at });
    // Every note tapped before the sequence's end: the run is over, and so are the clicks.
    if (actor.getSnapshot().matches('done')) stopSound();
  };
  const best = bestCleanTempo(done ? [...runs, { tempo, clean: result.clean === true }] : runs);
  const recordAndAgain = () => {
    if (!result) return;
    const clean = result.clean === true;
    setRuns((before) => [...before, { tempo, clean }]);
    const next = nextTempo(tempo, clean);
    setTempo(next);
    play(next);
  };
  const current = beat !== null ? places[beat] : undefined;
  return (
    <section className="exercise" aria-label="Play along" tabIndex={-1} ref={focusOnStart}>
      <p className="exercise-task">
        {neck.title}: after a bar of clicks, tap each note as it sounds, from the lowest to the highest, at {tempo}{' '}
        beats a minute.
      </p>
      <Fretboard
        {...settings}
        notes={notes}
        selected={current ? [current] : []}
        mutedStrings={neck.mutedStrings}
        fromFret={neck.fromFret}
        toFret={neck.toFret}
        onActivate={onActivate}
        label={`Play along with ${neck.title}`}
      />
      {done ? (
        <RunResultView
          result={result}
          saving={saveStateOf(snapshot)}
          summary={`${result.right} of ${run?.beats.length ?? 0} in time at ${tempo} bpm${result.clean ? ', clean: the next run is a step faster' : ''}`}
          onAgain={recordAndAgain}
        />
      ) : snapshot.matches('running') ? (
        <p role="status">Playing at {tempo} bpm…</p>
      ) : (
        <button type="button" className="button" onClick={() => play(tempo)} disabled={loading}>
          {loading ? 'Loading the sound…' : `Play at ${tempo} bpm`}
        </button>
      )}
      <SoundStatus loading={loading} problem={problem} />
      {best !== undefined ? <p>Best clean tempo this time: {best} bpm.</p> : null}
      <button
        type="button"
        className="button-secondary"
        onClick={() => {
          stopSound();
          neck.onClose();
        }}
      >
        {done ? 'Close the exercise' : 'Stop'}
      </button>
    </section>
  );
}
