/**
 * The sound engine's contract. The engine (engine.ts, with Tone.js) is imported only when
 * sound is first needed (see audio.ts); everything else in the app talks to it through
 * these types, so nothing else pulls Tone.js into the first download.
 */

/** One note of a sequence, timed in beats from its start. */
export interface SequenceEvent {
  /** What lights up on the neck while it sounds: a fretboard position id ("0:3"). */
  id: string;
  midi: number;
  /** Start, in beats from the start of the sequence. */
  at: number;
  /** Length in beats. */
  duration: number;
}

export interface SequenceOptions {
  bpm: number;
  /** Index into `toneTypes`. */
  toneType: number;
  loop?: boolean;
  /**
   * Called when a note starts (`on` true) and ends (`on` false), at the moment it is heard:
   * scheduled on the audio clock and delivered in the animation frame nearest that time.
   */
  onNote?: (id: string, midi: number, on: boolean) => void;
  /** Called once when the sequence ends (not when looping) or is stopped. */
  onEnd?: () => void;
}

export interface SequenceHandle {
  stop(): void;
}

export type Subdivision = 1 | 2 | 3 | 4; // quarter notes, eighths, triplets, sixteenths

export interface MetronomeSettings {
  bpm: number;
  /** Beats in a bar: 2, 3, 4, or 6 (6/8 counts six eighth-note beats). */
  beatsPerBar: number;
  /** Clicks per beat. */
  subdivision: Subdivision;
  /** Accent the first beat of the bar. */
  accent: boolean;
}

export interface MetronomeTick {
  /** 0-based beat in the bar and 0-based click within the beat. */
  beat: number;
  sub: number;
  accent: boolean;
}

export interface Metronome {
  start(settings: MetronomeSettings, onTick?: (tick: MetronomeTick) => void): void;
  /** Takes effect from the next click, keeping the beat grid. */
  update(settings: MetronomeSettings): void;
  stop(): void;
  readonly running: boolean;
}

export interface AudioEngine {
  /** The sounds offered, index = spec `toneTypeIndex`; index 0 is the plucked guitar. */
  readonly toneTypes: readonly string[];
  /** Sounds a note now, with no scheduling look-ahead (a tap is heard at once); `level` 0 to 1 (default 1) scales its loudness. */
  playNow(midi: number, options?: { toneType?: number; duration?: number; level?: number }): void;
  /** Plays notes on the audio clock; `onNote` drives the lit-up dots. */
  playSequence(events: readonly SequenceEvent[], options: SequenceOptions): SequenceHandle;
  readonly metronome: Metronome;
  /** Silences everything: sequences, ringing notes and the metronome (spec `stopTones`). */
  stopAll(): void;
}

/** Thrown by `loadAudio` when the browser will not start sound (no gesture, or no Web Audio). */
export class AudioBlockedError extends Error {
  override readonly name = 'AudioBlockedError';
}
