import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { loadSound } from '../../audio/sound';
import { toneActor } from '../../machines/actors';
import { metronomeMachine, type MetronomeEngine } from './metronomeMachine';

/**
 * The app's one metronome, started once outside React, so every panel that shows it (the
 * Daily Practice screen, the tone panel) shows and drives the same clicks. The tempo and
 * the playing flag live in the tone machine (spec `metronomeTempo`, `isMetronomePlaying`):
 * the metronome reads the tempo from it (and follows it while clicking), reports when it
 * plays, and stops when the flag is turned off anywhere.
 */
export const metronomeActor = createActor(
  metronomeMachine.provide({
    actors: { loadEngine: fromPromise<MetronomeEngine>(() => loadSound()) },
    actions: { reportPlaying: (_, { value }) => toneActor.send({ type: 'TONE.SET_METRONOME_PLAYING', value }) },
  }),
  { input: { tempo: toneActor } },
).start();

let wasPlaying = false;
toneActor.subscribe(({ context }) => {
  const { isMetronomePlaying } = context;
  // Turned off elsewhere. Not on `stopTones`: the tone panel's pattern Stop sets it, and
  // stopping a scale must not stop the click it is practised against.
  if (wasPlaying && !isMetronomePlaying) metronomeActor.send({ type: 'METRONOME.STOP' });
  wasPlaying = isMetronomePlaying;
});

export function useMetronome<T>(selector: (snapshot: SnapshotFrom<typeof metronomeMachine>) => T): T {
  return useSelector(metronomeActor, selector);
}

let panelsShown = 0;

/** Counts the panels on screen: when the last one goes, the metronome stops (no clicks nobody can stop). */
export function useMetronomeShown(): void {
  useEffect(() => {
    panelsShown++;
    return () => {
      panelsShown--;
      if (panelsShown === 0) metronomeActor.send({ type: 'METRONOME.STOP' });
    };
  }, []);
}
