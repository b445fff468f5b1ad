import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioEngine, SequenceHandle } from '../../audio/types';
import { toneActor } from '../../machines/actors';
import { fretboardStore } from '../../state';
import type { Tuning } from '../../theory/tunings';
import type { Melody } from './melody';
import { melodySequence } from './melodySequence';

/**
 * Plays a melody on the engine with the neck following: the positions sounding are the
 * fretboard's active note ids (spec), set from the engine's `onNote`, which
 * arrives when each note is heard. The tone machine's `isPatternPlaying` says it plays;
 * when something else turns that off (the tone panel's stop), playback stops too.
 */
export function useMelodyPlayback() {
  const [playing, setPlaying] = useState(false);
  const handle = useRef<SequenceHandle | null>(null);
  const run = useRef<object | null>(null);

  const finish = useCallback(() => {
    run.current = null;
    handle.current = null;
    setPlaying(false);
    fretboardStore.trigger.setActiveNoteIds({ ids: [] });
    if (toneActor.getSnapshot().context.isPatternPlaying)
      toneActor.send({ type: 'TONE.SET_PATTERN_PLAYING', value: false });
  }, []);

  const stop = useCallback(() => {
    const playingHandle = handle.current;
    if (!run.current) return;
    finish();
    playingHandle?.stop();
  }, [finish]);

  const play = useCallback(
    (
      engine: AudioEngine,
      melody: Melody,
      options: { tuning: Tuning; bpm: number; loop: boolean; toneType: number },
    ) => {
      stop();
      if (melody.length === 0) return;
      // A note may follow itself on the same position: count each position's sounding notes.
      const sounding = new Map<string, number>();
      const token = {};
      run.current = token;
      toneActor.send({ type: 'TONE.SET_PATTERN_PLAYING', value: true });
      setPlaying(true);
      handle.current = engine.playSequence(melodySequence(melody, options.tuning), {
        bpm: options.bpm,
        toneType: options.toneType,
        loop: options.loop,
        onNote: (id, _midi, on) => {
          if (run.current !== token) return;
          const count = (sounding.get(id) ?? 0) + (on ? 1 : -1);
          if (count > 0) sounding.set(id, count);
          else sounding.delete(id);
          fretboardStore.trigger.setActiveNoteIds({ ids: sounding.keys() });
        },
        onEnd: () => {
          if (run.current === token) finish();
        },
      });
    },
    [stop, finish],
  );

  useEffect(() => {
    if (!playing) return;
    const subscription = toneActor.subscribe(({ context }) => {
      if (!context.isPatternPlaying) stop();
    });
    return () => subscription.unsubscribe();
  }, [playing, stop]);

  // Leaving the screen silences the melody.
  useEffect(() => stop, [stop]);

  return { playing, play, stop };
}
