import { loadAudio } from '../../audio/audio';
import type { AudioEngine } from '../../audio/types';
import { toneActor } from '../../machines/actors';

/**
 * `loadAudio`, with the tone machine told (spec `loadTone`, `toneHasLoaded`). Call it
 * inside the user's gesture; it rejects as `loadAudio` does.
 */
export function loadSound(): Promise<AudioEngine> {
  toneActor.send({ type: 'TONE.SET_LOAD_TONE', value: true });
  return loadAudio().then((engine) => {
    toneActor.send({ type: 'TONE.SET_TONE_HAS_LOADED', value: true });
    return engine;
  });
}
