import { type Click, type ClickGrid, type ClickKind, clicksBetween, gridAt, regrid } from './clickGrid';
import { clickSamples } from './clickSound';
import type { FrameQueue } from './frames';
import { type AudioClock, LookAhead } from './lookAhead';
import type { Metronome, MetronomeSettings, MetronomeTick } from './types';

/**
 * The metronome: the look-ahead scheduler (lookAhead.ts) asks the beat grid
 * (clickGrid.ts) for the clicks of its next window and starts each click, a short
 * buffer, at its exact audio time. The visual beat is delivered in the animation frame
 * where its click is heard. The same class renders offline for the timing tests.
 */

/** The first click comes this long after start(), so it is scheduled before it is due. */
const START_DELAY = 0.05;
/** A change of settings leaves alone the clicks due sooner than this (they may be playing). */
const CHANGE_MARGIN = 0.02;
/** A click the scheduler reaches later than this is skipped, not played out of time. */
const LATE_LIMIT = 0.05;

/** What the scheduler did for one click: for the benchmark's late-and-missed count. */
export interface ClickRecord {
  index: number;
  /** The click's ideal audio time. */
  time: number;
  /** The audio time at which it was scheduled. */
  scheduledAt: number;
  /** time − scheduledAt: negative means it was scheduled too late to play on time. */
  slack: number;
  skipped: boolean;
}

export interface MetronomeDeps {
  clock: AudioClock;
  context: BaseAudioContext;
  output: AudioNode;
  /** Where ticks are delivered; null when nothing watches (an offline render). */
  frames: FrameQueue | null;
}

interface PendingClick {
  time: number;
  source: AudioBufferSourceNode;
  /** Its tick is not delivered once it has been unscheduled. */
  cancelled: boolean;
}

export class LookAheadMetronome implements Metronome {
  readonly #deps: MetronomeDeps;
  readonly #buffers: Record<ClickKind, AudioBuffer>;
  readonly #scheduler: LookAhead;
  #grid: ClickGrid | null = null;
  #onTick: ((tick: MetronomeTick) => void) | undefined;
  #pending: PendingClick[] = [];
  /** Set to an array to record every click the scheduler handles (benchmarks, tests). */
  trace: ClickRecord[] | null = null;

  constructor(deps: MetronomeDeps) {
    this.#deps = deps;
    const buffer = (kind: ClickKind) => {
      const samples = clickSamples(kind, deps.context.sampleRate);
      const audio = deps.context.createBuffer(1, samples.length, deps.context.sampleRate);
      audio.copyToChannel(samples, 0);
      return audio;
    };
    this.#buffers = { accent: buffer('accent'), beat: buffer('beat'), sub: buffer('sub') };
    this.#scheduler = new LookAhead(deps.clock, (from, to) => this.#schedule(from, to));
  }

  get running(): boolean {
    return this.#grid !== null;
  }

  /** The current grid (its start is the audio time of its first click), or null when stopped. */
  get grid(): ClickGrid | null {
    return this.#grid;
  }

  start(settings: MetronomeSettings, onTick?: (tick: MetronomeTick) => void): void {
    this.stop();
    this.#onTick = onTick;
    this.#grid = gridAt(this.#deps.clock.now() + START_DELAY, clamp(settings));
    this.#scheduler.start(this.#grid.start);
  }

  update(settings: MetronomeSettings): void {
    if (!this.#grid) return;
    this.#grid = regrid(this.#grid, clamp(settings), this.#deps.clock.now() + CHANGE_MARGIN);
    this.#cancelFrom(this.#grid.start);
    this.#scheduler.start(this.#grid.start);
  }

  stop(): void {
    this.#scheduler.stop();
    this.#cancelFrom(-Infinity);
    this.#deps.frames?.clear();
    this.#grid = null;
  }

  #schedule(from: number, to: number): void {
    const grid = this.#grid;
    if (!grid) return;
    const now = this.#deps.clock.now();
    this.#pending = this.#pending.filter((click) => click.time > now - 1);
    for (const click of clicksBetween(from, to, grid)) {
      const skipped = click.time < now - LATE_LIMIT;
      this.trace?.push({ index: click.index, time: click.time, scheduledAt: now, slack: click.time - now, skipped });
      if (!skipped) this.#play(click);
    }
  }

  #play(click: Click): void {
    const { context, output, frames } = this.#deps;
    const source = context.createBufferSource();
    source.buffer = this.#buffers[click.kind];
    source.connect(output);
    source.start(click.time);
    source.onended = () => source.disconnect();
    const pending: PendingClick = { time: click.time, source, cancelled: false };
    this.#pending.push(pending);
    const onTick = this.#onTick;
    if (frames && onTick) {
      const tick: MetronomeTick = { beat: click.beat, sub: click.sub, accent: click.accent };
      frames.schedule(click.time, () => pending.cancelled || onTick(tick), { droppable: true });
    }
  }

  /** Unschedules the clicks at or after `time` that have not started, with their ticks. */
  #cancelFrom(time: number): void {
    const now = this.#deps.clock.now();
    const keep: PendingClick[] = [];
    for (const click of this.#pending) {
      if (click.time >= time && click.time > now) {
        click.cancelled = true;
        click.source.stop(now);
      } else {
        keep.push(click);
      }
    }
    this.#pending = keep;
  }
}

const clamp = (settings: MetronomeSettings): MetronomeSettings => ({
  ...settings,
  bpm: Math.min(220, Math.max(40, settings.bpm)),
});
