import { Context, setContext, start as startTone, supported } from 'tone';
import { type AudioRig, createRig } from './audioRig';
import { toneTypes, type Voice } from './instruments';
import { TICK_SECONDS } from './lookAhead';
import { LookAheadMetronome } from './metronome';
import { Sequence } from './sequencer';
import {
  AudioBlockedError,
  type AudioEngine,
  type SequenceEvent,
  type SequenceHandle,
  type SequenceOptions,
} from './types';

/**
 * The sound engine (loaded by audio.ts on first use). Taps start at the context's
 * current time, with none of Tone's look-ahead; sequences and the metronome are
 * scheduled ahead on the audio clock, woken by Tone's Web Worker ticker.
 */

/** A tap with no duration rings this long before it is damped. */
const TAP_SECONDS = 1.5;
/** How long to wait for the browser to start sound before calling it refused. */
const START_TIMEOUT_MS = 3000;

export class Engine implements AudioEngine {
  readonly toneTypes: readonly string[] = toneTypes;
  readonly metronome: LookAheadMetronome;
  readonly #rig: AudioRig;
  readonly #sequences = new Set<Sequence>();
  #taps: Voice[] = [];

  constructor(rig: AudioRig) {
    this.#rig = rig;
    this.metronome = new LookAheadMetronome({ ...rig, frames: rig.frames() });
  }

  playNow(midi: number, options: { toneType?: number; duration?: number; level?: number } = {}): void {
    // The context's own time, not Tone.now() (which adds the look-ahead): heard at once.
    const now = this.#rig.context.currentTime;
    this.#taps = this.#taps.filter((voice) => voice.end > now);
    this.#taps.push(
      this.#rig.instruments.play(options.toneType ?? 0, midi, now, options.duration ?? TAP_SECONDS, options.level),
    );
  }

  playSequence(events: readonly SequenceEvent[], options: SequenceOptions): SequenceHandle {
    const sequence = new Sequence({ ...this.#rig, frames: this.#rig.frames() }, events, options, (done) =>
      this.#sequences.delete(done),
    );
    if (!sequence.done) this.#sequences.add(sequence);
    return sequence;
  }

  stopAll(): void {
    for (const sequence of [...this.#sequences]) sequence.stop();
    this.metronome.stop();
    const now = this.#rig.context.currentTime;
    for (const voice of this.#taps) voice.cancel(now);
    this.#taps = [];
  }
}

let context: Context | null = null;
let rig: AudioRig | null = null;

/**
 * Starts sound (call it inside the user's gesture: browsers start audio only then) and
 * builds the engine. Throws AudioBlockedError when there is no Web Audio or the browser
 * keeps the context from running.
 */
export async function createEngine(native?: AudioContext): Promise<Engine> {
  if (!supported || typeof AudioContext === 'undefined') {
    throw new AudioBlockedError(
      'This browser cannot play sound: it has no Web Audio. Try a current Chrome, Firefox, Safari or Edge.',
    );
  }
  if (!context) {
    // A native context of our own (not Tone's wrapper): cheaper nodes, and outputLatency.
    // Made once: a retry after a refusal resumes the same one.
    // `native` was made and resumed inside the user's gesture (audio.ts), as iOS Safari requires.
    context = new Context({
      context: native ?? new AudioContext({ latencyHint: 'interactive' }),
      updateInterval: TICK_SECONDS,
    });
    setContext(context);
  }
  const started = await Promise.race([
    startTone().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), START_TIMEOUT_MS)),
  ]);
  if (!started || context.state !== 'running') {
    throw new AudioBlockedError(
      'The browser did not let this page play sound. Tap or click the play button again (sound can only start from a tap, click or key press), and check that the tab and the device are not muted.',
    );
  }
  rig ??= createRig(context);
  return new Engine(rig);
}
