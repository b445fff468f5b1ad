import type { OnsetOptions } from '../../client/src/audio/onsets';
import type { MetronomeSettings, SequenceEvent } from '../../client/src/audio/types';

/** What the harness page offers the test and the benchmark, as `window.audioHarness`. */

export interface OfflineResult {
  sampleRate: number;
  /** Audio time of the first click, or of the sequence's beat 0. */
  startTime: number;
  /** First sample of each sound found in the render (see client/src/audio/onsets.ts). */
  onsets: number[];
  peak: number;
  /** The clicks the scheduler handled (metronome only). */
  scheduled?: number;
}

export interface LiveClick {
  index: number;
  time: number;
  slack: number;
  skipped: boolean;
}

export interface LiveResult {
  /** The grid's first click and the audio time at which the run stopped. */
  startTime: number;
  stopTime: number;
  bpm: number;
  clicksPerBeat: number;
  clicks: LiveClick[];
  /** Visual ticks delivered to onTick. */
  ticks: number;
  busyTasks: number;
  /** Longest gap between two scheduler wake-ups, in ms of audio time. */
  longestWakeGapMs: number;
  /** The same in wall-clock ms (performance.now): the audio clock may advance in steps. */
  longestWakeGapWallMs: number;
  sampleRate: number;
}

export interface LiveOptions {
  settings: MetronomeSettings;
  seconds: number;
  /** Keep the main thread busy for `taskMs` every `everyMs` (0: idle). */
  busy: { taskMs: number; everyMs: number };
  /** Schedule with a plain setInterval instead of the engine (the naive baseline). */
  naive?: boolean;
}

export interface AudioHarness {
  metronomeOffline(settings: MetronomeSettings, seconds: number, sampleRate?: number): Promise<OfflineResult>;
  sequenceOffline(
    events: SequenceEvent[],
    options: { bpm: number; toneType: number },
    seconds: number,
    onsetOptions?: OnsetOptions,
  ): Promise<OfflineResult>;
  liveMetronome(options: LiveOptions): Promise<LiveResult>;
}

declare global {
  interface Window {
    audioHarness: AudioHarness;
  }
}
