import { Offline } from 'tone';
import { createRig } from './audioRig';
import type { ClickRecord } from './metronome';
import { LookAheadMetronome } from './metronome';
import { Sequence } from './sequencer';
import type { MetronomeSettings, SequenceEvent, SequenceOptions } from './types';

/**
 * Offline renders for the timing tests and the benchmark: the same metronome and
 * sequencer as the engine, on a Tone.Offline context whose ticker is the render loop.
 */

export interface Rendered {
  samples: Float32Array;
  sampleRate: number;
  /** The audio time of the first click or of the sequence's beat 0. */
  startTime: number;
}

export const OFFLINE_SAMPLE_RATE = 48_000;

export async function renderMetronomeOffline(
  settings: MetronomeSettings,
  seconds: number,
  sampleRate = OFFLINE_SAMPLE_RATE,
): Promise<Rendered & { trace: ClickRecord[] }> {
  let startTime = 0;
  const trace: ClickRecord[] = [];
  const buffer = await Offline(
    (context) => {
      const metronome = new LookAheadMetronome({ ...createRig(context), frames: null });
      metronome.trace = trace;
      metronome.start(settings);
      startTime = metronome.grid?.start ?? 0;
    },
    seconds,
    1,
    sampleRate,
  );
  return { samples: buffer.getChannelData(0), sampleRate, startTime, trace };
}

export async function renderSequenceOffline(
  events: readonly SequenceEvent[],
  options: Pick<SequenceOptions, 'bpm' | 'toneType' | 'loop'>,
  seconds: number,
  sampleRate = OFFLINE_SAMPLE_RATE,
): Promise<Rendered> {
  let startTime = 0;
  const buffer = await Offline(
    (context) => {
      startTime = new Sequence({ ...createRig(context), frames: null }, events, options).startTime;
    },
    seconds,
    1,
    sampleRate,
  );
  return { samples: buffer.getChannelData(0), sampleRate, startTime };
}
