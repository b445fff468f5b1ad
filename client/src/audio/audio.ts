import type { AudioEngine } from './types';

let loading: Promise<AudioEngine> | null = null;
let loaded: AudioEngine | null = null;
let native: AudioContext | undefined;

/**
 * The page's one audio context, made and resumed synchronously inside the user's gesture:
 * iOS Safari starts sound only from a resume() called during the tap itself, and the
 * engine arrives later (a dynamic import), outside the gesture.
 */
function unlockInGesture(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  try {
    native ??= new AudioContext({ latencyHint: 'interactive' });
    if (native.state !== 'running') void native.resume().catch(() => {});
  } catch {
    return undefined; // the engine says clearly that sound is unavailable
  }
  return native;
}

/**
 * The sound engine, imported on first call (Tone.js is not in the first download). Call
 * it from inside a user gesture (a tap, a click, a key press): browsers start audio only
 * then. Rejects with AudioBlockedError when the browser refuses; the next call tries again.
 */
export function loadAudio(): Promise<AudioEngine> {
  if (loaded) return Promise.resolve(loaded);
  const context = unlockInGesture();
  loading ??= import('./engine')
    .then((module) => module.createEngine(context))
    .then((engine) => (loaded = engine))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The engine when it has loaded, else null (for stopping without loading anything). */
export const loadedAudio = (): AudioEngine | null => loaded;
