/**
 * Delivers callbacks at audio-clock times, in the animation frame nearest the moment the
 * sound is heard (what Tone's Draw does), but in order and never dropped unless asked:
 * a note's "off" must arrive even when its frame came late, or its dot would stay lit.
 * A hidden tab gets no frames, so there it polls on a timer instead.
 */

/** Deliver this much ahead of the time: about half a frame. */
const ANTICIPATION = 0.008;
/** A droppable callback later than this is skipped (a beat flash after the beat is noise). */
const STALE_AFTER = 0.25;
const HIDDEN_POLL_MS = 100;

interface Entry {
  time: number;
  order: number;
  droppable: boolean;
  callback: () => void;
}

export class FrameQueue {
  readonly #heardNow: () => number;
  #entries: Entry[] = [];
  #order = 0;
  #pending = false;
  #generation = 0;

  /** `heardNow()`: the audio time being heard now (the context's time less its output latency). */
  constructor(heardNow: () => number) {
    this.#heardNow = heardNow;
  }

  schedule(time: number, callback: () => void, options: { droppable?: boolean } = {}): void {
    this.#entries.push({ time, order: this.#order++, droppable: options.droppable ?? false, callback });
    this.#wake();
  }

  clear(): void {
    this.#entries = [];
    this.#generation++;
    this.#pending = false;
  }

  #wake(): void {
    if (this.#pending || this.#entries.length === 0) return;
    this.#pending = true;
    const generation = this.#generation;
    const run = () => {
      if (generation !== this.#generation) return;
      this.#pending = false;
      this.#deliver();
      this.#wake();
    };
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') requestAnimationFrame(run);
    else setTimeout(run, HIDDEN_POLL_MS);
  }

  #deliver(): void {
    const now = this.#heardNow();
    const due = this.#entries.filter((entry) => entry.time - ANTICIPATION <= now);
    if (due.length === 0) return;
    this.#entries = this.#entries.filter((entry) => entry.time - ANTICIPATION > now);
    due.sort((a, b) => a.time - b.time || a.order - b.order);
    const generation = this.#generation;
    for (const entry of due) {
      // A callback may stop its owner, which clears the queue: nothing after it is delivered.
      if (generation !== this.#generation) return;
      if (entry.droppable && now - entry.time > STALE_AFTER) continue;
      entry.callback();
    }
  }
}
