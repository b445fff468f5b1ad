import type { FrameQueue } from './frames';
import type { Instruments, Voice } from './instruments';
import { type AudioClock, LookAhead } from './lookAhead';
import { type SequencePlan, notesBetween, sequenceEnd } from './sequenceTiming';
import type { SequenceEvent, SequenceHandle, SequenceOptions } from './types';

/**
 * One playing sequence: the look-ahead scheduler asks the plan (sequenceTiming.ts) for
 * the notes of its next window and starts each on the audio clock; `onNote` is delivered
 * in the frame where the note is heard. A loop goes on window by window until stopped.
 */

/** The first note comes this long after play, so it is scheduled before it is due. */
export const SEQUENCE_START_DELAY = 0.05;

export interface SequencerDeps {
  clock: AudioClock;
  instruments: Instruments;
  /** Where onNote and onEnd are delivered; null when nothing watches (an offline render). */
  frames: FrameQueue | null;
}

export class Sequence implements SequenceHandle {
  readonly #deps: SequencerDeps;
  readonly #events: readonly SequenceEvent[];
  readonly #options: SequenceOptions;
  readonly #plan: SequencePlan;
  readonly #scheduler: LookAhead;
  readonly #onFinish: (sequence: Sequence) => void;
  #voices: Voice[] = [];
  /** Ids whose "on" was delivered and "off" not yet, with how many times and their midi. */
  readonly #lit = new Map<string, { midi: number; count: number }>();
  #done = false;

  constructor(
    deps: SequencerDeps,
    events: readonly SequenceEvent[],
    options: SequenceOptions,
    onFinish: (sequence: Sequence) => void = () => {},
  ) {
    this.#deps = deps;
    this.#events = events;
    this.#options = options;
    this.#onFinish = onFinish;
    this.#plan = { start: deps.clock.now() + SEQUENCE_START_DELAY, bpm: options.bpm, loop: options.loop ?? false };
    this.#scheduler = new LookAhead(deps.clock, (from, to) => this.#schedule(from, to));
    if (events.length === 0) {
      this.#finish();
      return;
    }
    this.#scheduler.start(this.#plan.start);
  }

  get done(): boolean {
    return this.#done;
  }

  /** The audio time of beat 0. */
  get startTime(): number {
    return this.#plan.start;
  }

  stop(): void {
    if (this.#done) return;
    const now = this.#deps.clock.now();
    for (const voice of this.#voices) voice.cancel(now);
    this.#voices = [];
    this.#deps.frames?.clear();
    for (const [id, { midi }] of this.#lit) this.#options.onNote?.(id, midi, false);
    this.#lit.clear();
    this.#finish();
  }

  #schedule(from: number, to: number): void {
    const now = this.#deps.clock.now();
    this.#voices = this.#voices.filter((voice) => voice.end > now);
    const { frames } = this.#deps;
    const { onNote, toneType } = this.#options;
    for (const note of notesBetween(from, to, this.#events, this.#plan)) {
      this.#voices.push(this.#deps.instruments.play(toneType, note.event.midi, note.start, note.end - note.start));
      if (frames && onNote) {
        const { id, midi } = note.event;
        frames.schedule(note.start, () => {
          const lit = this.#lit.get(id);
          this.#lit.set(id, { midi, count: (lit?.count ?? 0) + 1 });
          onNote(id, midi, true);
        });
        frames.schedule(note.end, () => {
          const lit = this.#lit.get(id);
          if (lit && lit.count > 1) lit.count--;
          else this.#lit.delete(id);
          onNote(id, midi, false);
        });
      }
    }
    if (!this.#plan.loop) {
      const end = sequenceEnd(this.#events, this.#plan);
      if (to > end) {
        this.#scheduler.stop();
        if (frames) frames.schedule(end, () => this.#finish());
        else this.#finish();
      }
    }
  }

  #finish(): void {
    if (this.#done) return;
    this.#done = true;
    this.#scheduler.stop();
    this.#options.onEnd?.();
    this.#onFinish(this);
  }
}
