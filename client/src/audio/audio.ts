import type { AudioEngine } from './types';

let loading: Promise<AudioEngine> | null = null;
let loaded: AudioEngine | null = null;

/**
 * The sound engine, imported on first call (Tone.js is not in the first download). Call
 * it from inside a user gesture (a tap, a click, a key press): browsers start audio only
 * then. Rejects with AudioBlockedError when the browser refuses; the next call tries again.
 */
export function loadAudio(): Promise<AudioEngine> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./engine')
    .then((module) => module.createEngine())
    .then((engine) => (loaded = engine))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The engine when it has loaded, else null (for stopping without loading anything). */
export const loadedAudio = (): AudioEngine | null => loaded;
