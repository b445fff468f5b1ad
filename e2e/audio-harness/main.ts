import { getContext } from 'tone';
import { createEngine } from '../../client/src/audio/engine';
import { renderMetronomeOffline, renderSequenceOffline } from '../../client/src/audio/offline';
import { detectOnsets } from '../../client/src/audio/onsets';
import type { AudioHarness, LiveClick, LiveOptions, LiveResult } from './api';

/** The harness page: offline renders with their onsets found in the page, and live runs. */

const peakOf = (samples: Float32Array): number => samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Blocks the main thread for `taskMs` every `everyMs`; returns the stop and the task count. */
function keepBusy({ taskMs, everyMs }: LiveOptions['busy']): () => number {
  if (taskMs <= 0) return () => 0;
  let tasks = 0;
  const timer = setInterval(() => {
    const end = performance.now() + taskMs;
    while (performance.now() < end) {
      // busy
    }
    tasks++;
  }, everyMs);
  return () => {
    clearInterval(timer);
    return tasks;
  };
}

async function liveMetronome(options: LiveOptions): Promise<LiveResult> {
  const engine = await createEngine();
  const context = getContext();
  const { settings } = options;
  const interval = 60 / (settings.bpm * settings.subdivision);
  let ticks = 0;
  let lastWake = 0;
  let lastWakeWall = 0;
  let longestWakeGap = 0;
  let longestWakeGapWall = 0;
  const onWake = () => {
    const now = context.currentTime;
    const wall = performance.now();
    if (lastWake) longestWakeGap = Math.max(longestWakeGap, now - lastWake);
    if (lastWakeWall) longestWakeGapWall = Math.max(longestWakeGapWall, wall - lastWakeWall);
    lastWake = now;
    lastWakeWall = wall;
  };
  context.on('tick', onWake);

  let clicks: LiveClick[] = [];
  let startTime: number;
  let stopNaive = () => {};
  if (options.naive) {
    // The baseline: a timer per click, each click started when its timer fires.
    startTime = context.currentTime + 0.05;
    let index = 0;
    const timer = setInterval(() => {
      const now = context.currentTime;
      const time = startTime + index * interval;
      clicks.push({ index, time, slack: time - now, skipped: false });
      engine.playNow(96, { toneType: 1, duration: 0.02 });
      index++;
    }, interval * 1000);
    stopNaive = () => clearInterval(timer);
  } else {
    engine.metronome.trace = [];
    engine.metronome.start(settings, () => ticks++);
    startTime = engine.metronome.grid!.start;
  }
  const stopBusy = keepBusy(options.busy);
  await wait(options.seconds * 1000);
  const busyTasks = stopBusy();
  const stopTime = context.currentTime;
  stopNaive();
  if (!options.naive) clicks = engine.metronome.trace ?? [];
  engine.stopAll();
  context.off('tick', onWake);
  return {
    startTime,
    stopTime,
    bpm: settings.bpm,
    clicksPerBeat: settings.subdivision,
    clicks: clicks.map(({ index, time, slack, skipped }) => ({ index, time, slack, skipped })),
    ticks,
    busyTasks,
    longestWakeGapMs: longestWakeGap * 1000,
    longestWakeGapWallMs: longestWakeGapWall,
    sampleRate: context.sampleRate,
  };
}

const harness: AudioHarness = {
  async metronomeOffline(settings, seconds, sampleRate) {
    const render = await renderMetronomeOffline(settings, seconds, sampleRate);
    return {
      sampleRate: render.sampleRate,
      startTime: render.startTime,
      onsets: detectOnsets(render.samples),
      peak: peakOf(render.samples),
      scheduled: render.trace.length,
    };
  },
  async sequenceOffline(events, options, seconds, onsetOptions) {
    const render = await renderSequenceOffline(events, options, seconds);
    return {
      sampleRate: render.sampleRate,
      startTime: render.startTime,
      onsets: detectOnsets(render.samples, onsetOptions),
      peak: peakOf(render.samples),
    };
  },
  liveMetronome,
};

window.audioHarness = harness;
document.body.dataset.ready = 'true';
