import { useCallback, useEffect, useRef, useState } from 'react';
import { positionId } from '../fretboard/labels';
import { toneActor, useTone } from '../machines/actors';
import { useFretboard } from '../state';
import { midiAt, type Position } from '../theory/neck';
import type { Tuning } from '../theory/tunings';
import { loadAudio, loadedAudio } from './audio';
import type { PatternNote } from './patternOrder';
import { soundProblemOf, type SoundProblem } from './soundProblem';
import type { AudioEngine } from './types';

/**
 * The one way the screens load and play sound. Tone.js stays out of the first download:
 * nothing here imports it; `loadAudio` does, on the first call, from inside a gesture.
 * Taps and patterns go through the tone machine (`playPosition`, `TONE.PLAY`); screens
 * that drive the engine themselves (the metronome, Melody Maker, a room) load it with
 * `loadSound` or `useSoundEngine`, which tell the tone machine too, so the app has one
 * record of the sound (spec `loadTone`, `toneHasLoaded`).
 */
export { loadedAudio };
export type { SoundProblem };

/**
 * Loads the sound engine. Call it inside the user's gesture: `loadAudio` starts the audio
 * context there, and the tone machine's own load shares that promise.
 */
export function loadSound(): Promise<AudioEngine> {
  const loading = loadAudio();
  toneActor.send({ type: 'TONE.LOAD' });
  return loading;
}

/** Positions as notes to play: the id each lights and its pitch in the tuning. */
export function patternNotes(tuning: Tuning, positions: readonly Position[]): PatternNote[] {
  return positions.map((position) => ({ id: positionId(position), midi: midiAt(tuning, position) }));
}

/** Sounds a position at once (loading the sound first if need be; call it from the tap), at `level` 0 to 1. */
export function playPosition(tuning: Tuning, position: Position, level?: number): void {
  toneActor.send({ type: 'TONE.PLAY_NOTE', id: positionId(position), midi: midiAt(tuning, position), level });
}

/**
 * What a neck needs to sound: `onActivate` plays the tapped position, `activeNoteIds`
 * are the positions sounding now. Spread it onto a `Fretboard`.
 */
export function useNeckSound(tuning: Tuning) {
  const onActivate = useCallback((position: Position) => playPosition(tuning, position), [tuning]);
  const activeNoteIds = useFretboard((fretboard) => fretboard.activeNoteIds);
  return { onActivate, activeNoteIds };
}

export type SoundStatus = { state: 'idle' | 'loading' | 'ready' | 'blocked'; message: string | undefined };

/** Where the sound is: idle (not asked for), loading, ready, or blocked with a message to show. */
export function useSoundStatus(): SoundStatus {
  const state = useTone((snapshot) =>
    snapshot.matches({ sound: 'loading' })
      ? 'loading'
      : snapshot.matches({ sound: 'ready' })
        ? 'ready'
        : snapshot.matches({ sound: 'blocked' })
          ? 'blocked'
          : 'idle',
  );
  const message = useTone((snapshot) => snapshot.context.soundError);
  return { state, message };
}

/**
 * The sound engine for a screen's taps and buttons. `withEngine` runs at once when the
 * engine is there (a tap sounds inside its gesture, with nothing in between); the first
 * time, it loads the engine (inside the gesture, as browsers require), says it is
 * loading, and runs when it arrives, unless the screen has gone by then.
 */
export function useSoundEngine() {
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<SoundProblem | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const withEngine = useCallback((use: (engine: AudioEngine) => void) => {
    const ready = loadedAudio();
    if (ready) {
      setProblem(null);
      use(ready);
      return;
    }
    setLoading(true);
    setProblem(null);
    loadSound().then(
      (engine) => {
        if (!mounted.current) return;
        setLoading(false);
        use(engine);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setLoading(false);
        setProblem(soundProblemOf(error));
      },
    );
  }, []);

  return { loading, problem, withEngine };
}
