import { loadAudio } from '../../audio/audio';
import type { AudioEngine } from '../../audio/types';
import { toneActor } from '../../machines/actors';

/**
 * The sound engine for the metronome, loaded through the tone machine so the app has one
 * record of it (spec `loadTone`, `toneHasLoaded`). `loadAudio` is called first, here in the
 * user's gesture, so the audio context starts; the machine's load shares that promise.
 */
export function loadSound(): Promise<AudioEngine> {
  const loading = loadAudio();
  toneActor.send({ type: 'TONE.LOAD' });
  return loading;
}
