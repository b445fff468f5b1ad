import { useCallback, useEffect, useRef, useState } from 'react';
import { loadedAudio } from '../../audio/audio';
import type { AudioEngine } from '../../audio/types';
import { loadSound } from '../metronome/loadSound';
import { soundProblemOf, type SoundProblem } from '../metronome/soundProblem';

/**
 * The sound engine for a screen's taps and buttons. `withEngine` runs at once when the
 * engine is there (a tap sounds inside its gesture, with nothing in between); the first
 * time, it loads the engine (inside the gesture, as browsers require), says it is
 * loading, and runs when it arrives, unless the screen has gone by then.
 */
export function useSound() {
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
