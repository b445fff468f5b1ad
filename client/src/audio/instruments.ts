import { midiToFrequency, pluckSamples, ringSeconds } from './pluck';

/**
 * The sounds (spec `toneTypeIndex`): index 0 the plucked guitar, then clean synth tones.
 * Every note is its own small graph of native nodes started at its exact audio time and
 * gone when it ends, so notes overlap freely and a stop can silence any of them.
 */

export const toneTypes = ['Plucked guitar', 'Soft sine', 'Warm triangle', 'Electric piano', 'Square lead'] as const;

export interface Voice {
  readonly start: number;
  /** When it will have faded out, once released. */
  readonly end: number;
  /** Silences it now: a short fade if it sounds, never started if it has not. */
  cancel(now: number): void;
}

const MAX_PLUCK_SECONDS = 4;
const PLUCK_LEVEL = 0.3;
/** A released string is damped by the fretting hand: about 35 ms to fall by 1/e. */
const PLUCK_DAMPING = 0.035;
const CANCEL_FADE = 0.01;

interface Envelope {
  level: number;
  attack: number;
  /** Time constant of the fall from the peak to the sustain level. */
  decay: number;
  sustain: number;
  release: number;
}

const envelopes: Record<'sine' | 'triangle' | 'epiano' | 'square', Envelope> = {
  sine: { level: 0.22, attack: 0.005, decay: 0.3, sustain: 0.7, release: 0.08 },
  triangle: { level: 0.24, attack: 0.005, decay: 0.25, sustain: 0.6, release: 0.08 },
  epiano: { level: 0.22, attack: 0.002, decay: 0.6, sustain: 0.25, release: 0.1 },
  square: { level: 0.09, attack: 0.005, decay: 0.2, sustain: 0.7, release: 0.06 },
};

export class Instruments {
  readonly #context: BaseAudioContext;
  readonly #output: AudioNode;
  readonly #plucks = new Map<number, AudioBuffer>();

  constructor(context: BaseAudioContext, output: AudioNode) {
    this.#context = context;
    this.#output = output;
  }

  /** Plays `midi` from `start` for `duration` seconds (then its release) on sound `toneType`, at `level` (0 to 1) of its full loudness. */
  play(toneType: number, midi: number, start: number, duration: number, level = 1): Voice {
    const scale = Math.min(1, Math.max(0, Number.isFinite(level) ? level : 1));
    switch (toneType) {
      case 1:
        return this.#synth('sine', midi, start, duration, scale);
      case 2:
        return this.#synth('triangle', midi, start, duration, scale);
      case 3:
        return this.#synth('epiano', midi, start, duration, scale);
      case 4:
        return this.#synth('square', midi, start, duration, scale);
      default:
        return this.#pluck(midi, start, duration, scale);
    }
  }

  #pluckBuffer(midi: number): AudioBuffer {
    let buffer = this.#plucks.get(midi);
    if (!buffer) {
      const frequency = midiToFrequency(midi);
      const samples = pluckSamples(
        frequency,
        this.#context.sampleRate,
        Math.min(MAX_PLUCK_SECONDS, ringSeconds(frequency)),
        midi,
      );
      buffer = this.#context.createBuffer(1, samples.length, this.#context.sampleRate);
      buffer.copyToChannel(samples, 0);
      this.#plucks.set(midi, buffer);
    }
    return buffer;
  }

  #pluck(midi: number, start: number, duration: number, scale: number): Voice {
    const context = this.#context;
    const source = context.createBufferSource();
    source.buffer = this.#pluckBuffer(midi);
    const gain = context.createGain();
    gain.gain.value = PLUCK_LEVEL * scale;
    source.connect(gain);
    gain.connect(this.#output);
    const release = start + duration;
    gain.gain.setTargetAtTime(0, release, PLUCK_DAMPING);
    const end = Math.min(start + source.buffer.duration, release + PLUCK_DAMPING * 8);
    source.start(start);
    source.stop(end);
    source.onended = () => gain.disconnect();
    return voice(start, end, gain.gain, [source]);
  }

  #synth(kind: keyof typeof envelopes, midi: number, start: number, duration: number, scale: number): Voice {
    const context = this.#context;
    const envelope = envelopes[kind];
    const frequency = midiToFrequency(midi);
    const gain = context.createGain();
    gain.gain.value = 0;
    gain.connect(this.#output);
    const sources: OscillatorNode[] = [];

    const carrier = context.createOscillator();
    carrier.frequency.value = frequency;
    sources.push(carrier);
    if (kind === 'epiano') {
      // Two-operator FM: a modulator at the carrier's frequency whose depth falls quickly,
      // the bright tine of the attack mellowing into a rounder tone.
      const modulator = context.createOscillator();
      modulator.frequency.value = frequency;
      const depth = context.createGain();
      depth.gain.setValueAtTime(frequency * 3, start);
      depth.gain.setTargetAtTime(frequency * 0.5, start, 0.25);
      modulator.connect(depth);
      depth.connect(carrier.frequency);
      sources.push(modulator);
      carrier.connect(gain);
    } else if (kind === 'square') {
      carrier.type = 'square';
      const filter = context.createBiquadFilter();
      filter.type = 'lowpass';
      filter.frequency.value = Math.min(2400, frequency * 8);
      carrier.connect(filter);
      filter.connect(gain);
    } else {
      carrier.type = kind;
      carrier.connect(gain);
    }

    const peak = envelope.level * scale;
    const release = start + Math.max(duration, envelope.attack);
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(peak, start + envelope.attack);
    gain.gain.setTargetAtTime(peak * envelope.sustain, start + envelope.attack, envelope.decay);
    gain.gain.setTargetAtTime(0, release, envelope.release);
    const end = release + envelope.release * 8;
    for (const source of sources) {
      source.start(start);
      source.stop(end);
    }
    carrier.onended = () => gain.disconnect();
    return voice(start, end, gain.gain, sources);
  }
}

function voice(start: number, end: number, gain: AudioParam, sources: AudioScheduledSourceNode[]): Voice {
  return {
    start,
    end,
    cancel(now: number) {
      if (now >= end) return;
      if (start > now) {
        // Stopping before the start time means it never plays.
        for (const source of sources) source.stop(now);
        return;
      }
      gain.setTargetAtTime(0, now, CANCEL_FADE);
      for (const source of sources) source.stop(now + CANCEL_FADE * 8);
    },
  };
}
