/**
 * The "schedule ahead" pattern: a ticker wakes the scheduler every few tens of
 * milliseconds, and each time it schedules on the audio clock every sound that falls in
 * the next `horizon` seconds. The sounds play at their exact times whatever the main
 * thread does in between, as long as it wakes again before the horizon runs out.
 */

/** The audio clock and the ticker that wakes its schedulers. */
export interface AudioClock {
  /** The audio context's time, in seconds. */
  now(): number;
  /** Calls `listener` on every tick; returns the unsubscribe. */
  onTick(listener: () => void): () => void;
}

/** Ticks every ~25 ms from a Web Worker (not throttled like a hidden tab's timers). */
export const TICK_SECONDS = 0.025;
/**
 * Covers the wake-ups a busy main thread holds up: an 80 ms task, a tick, and the steps
 * in which some devices advance the audio clock (up to ~50 ms), with room to spare. A
 * long horizon costs nothing else: a change or a stop unschedules what is ahead.
 */
export const HORIZON_SECONDS = 0.3;

export class LookAhead {
  readonly #clock: AudioClock;
  readonly #fill: (from: number, to: number) => void;
  readonly #horizon: number;
  #until = 0;
  #unsubscribe: (() => void) | null = null;

  /** `fill(from, to)` schedules everything with from ≤ time < to; the windows follow on without gaps. */
  constructor(clock: AudioClock, fill: (from: number, to: number) => void, horizon = HORIZON_SECONDS) {
    this.#clock = clock;
    this.#fill = fill;
    this.#horizon = horizon;
  }

  get running(): boolean {
    return this.#unsubscribe !== null;
  }

  /** Starts (or restarts) scheduling from `from`: what was scheduled after it must have been cancelled. */
  start(from: number): void {
    this.#until = from;
    this.#unsubscribe ??= this.#clock.onTick(() => this.tick());
    this.tick();
  }

  tick(): void {
    const to = this.#clock.now() + this.#horizon;
    if (to <= this.#until) return;
    const from = this.#until;
    this.#until = to;
    this.#fill(from, to);
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }
}
