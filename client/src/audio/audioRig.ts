import type { BaseContext } from 'tone';
import { FrameQueue } from './frames';
import { Instruments } from './instruments';
import type { AudioClock } from './lookAhead';
import { createOutput } from './output';

/**
 * What the engine and the offline renders share, built on a Tone context: the raw audio
 * context, the clock its ticker drives (a Web Worker live, the render loop offline), the
 * master output and the instruments.
 */
export interface AudioRig {
  context: BaseAudioContext;
  clock: AudioClock;
  output: AudioNode;
  instruments: Instruments;
  /** A new queue for callbacks at audio times (one per owner, so each can clear its own). */
  frames(): FrameQueue;
}

export function createRig(tone: BaseContext): AudioRig {
  // Tone's raw context is either a native one or standardized-audio-context's wrapper of
  // one; both have the standard node factories, which is all this code uses.
  const context = tone.rawContext as unknown as BaseAudioContext;
  const clock: AudioClock = {
    now: () => tone.currentTime,
    onTick(listener) {
      tone.on('tick', listener);
      return () => void tone.off('tick', listener);
    },
  };
  const output = createOutput(context);
  const heardNow = () => context.currentTime - outputLatency(context);
  return {
    context,
    clock,
    output,
    instruments: new Instruments(context, output),
    frames: () => new FrameQueue(heardNow),
  };
}

/** How long after its audio time a sample leaves the speaker, where the browser says. */
function outputLatency(context: BaseAudioContext): number {
  const latency = (context as Partial<AudioContext>).outputLatency;
  return typeof latency === 'number' && Number.isFinite(latency) ? Math.min(Math.max(latency, 0), 0.5) : 0;
}
