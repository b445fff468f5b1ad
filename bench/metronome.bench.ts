/**
 * Metronome timing, in Chromium (the audio harness of e2e/audio-harness: the engine's
 * own code built with Vite, served on loopback, Debian's Chromium with autoplay allowed).
 *
 * 1. Offline: the metronome rendered with Tone.Offline (the live scheduler, its ticker
 *    driven by the render loop), each click's onset found in the buffer and compared with
 *    its ideal time: max and standard deviation, in samples and µs. At 48 kHz the 120 BPM
 *    grid falls on whole samples; at 44.1 kHz and at 97 BPM in triplets it falls between
 *    samples, where a click can only begin on the next one (error below one sample).
 * 2. Live: the engine's metronome (120 BPM, sixteenths) in a running AudioContext for
 *    BENCH_LIVE_SECONDS (default 20) while the main thread is blocked for 80 ms every
 *    250 ms, against the same run on an idle thread. A click is late when the scheduler
 *    reached it after its ideal time (negative slack), missed when it never played.
 *    Target: none late or missed. Baseline for what the look-ahead buys: a naive
 *    metronome that starts each click when a setInterval fires, on the same busy thread.
 */
import type { Browser, Page } from 'playwright-core';
import '../e2e/audio-harness/api';
import type { LiveOptions, LiveResult } from '../e2e/audio-harness/api';
import { launchAudioBrowser, openHarness, startAudioHarness } from '../e2e/audio-harness/serve';
import { summarise } from '../client/src/audio/onsets';
import type { MetronomeSettings } from '../client/src/audio/types';
import type { Bench } from './run';

const LIVE_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const OFFLINE_SECONDS = 60;
const busy = { taskMs: 80, everyMs: 250 };
const sixteenths: MetronomeSettings = { bpm: 120, beatsPerBar: 4, subdivision: 4, accent: true };

const fixed = (value: number, digits = 2) => value.toFixed(digits);

async function offlineRow(page: Page, label: string, settings: MetronomeSettings, sampleRate: number): Promise<string> {
  const result = await page.evaluate(
    ({ settings, seconds, sampleRate }) => window.audioHarness.metronomeOffline(settings, seconds, sampleRate),
    { settings, seconds: OFFLINE_SECONDS, sampleRate },
  );
  const interval = 60 / (settings.bpm * settings.subdivision);
  const expected = Math.ceil((OFFLINE_SECONDS - result.startTime) / interval);
  const errors = result.onsets.map((onset, i) => onset - (result.startTime + i * interval) * result.sampleRate);
  const { maxAbs, stdDev, mean } = summarise(errors);
  const us = (samples: number) => fixed((samples / result.sampleRate) * 1e6, 2);
  return `| ${label} | ${sampleRate} | ${result.onsets.length} / ${expected} | ${fixed(maxAbs, 3)} (${us(maxAbs)} µs) | ${fixed(mean, 3)} | ${fixed(stdDev, 3)} (${us(stdDev)} µs) |`;
}

interface LiveSummary {
  expected: number;
  played: number;
  late: number;
  missed: number;
  minSlackMs: number;
  worstLatenessMs: number;
}

function summariseLive(run: LiveResult): LiveSummary {
  const interval = 60 / (run.bpm * run.clicksPerBeat);
  const expected = Math.ceil((run.stopTime - run.startTime) / interval);
  const due = run.clicks.filter((click) => click.index < expected);
  const played = new Set(due.filter((click) => !click.skipped).map((click) => click.index));
  // Click 0 is scheduled by start() itself, with the start delay as its slack by design.
  const slacks = due.filter((click) => click.index > 0).map((click) => click.slack);
  const minSlack = slacks.length ? Math.min(...slacks) : 0;
  return {
    expected,
    played: played.size,
    late: due.filter((click) => click.slack < 0).length,
    missed: expected - played.size,
    minSlackMs: minSlack * 1000,
    worstLatenessMs: Math.max(0, -minSlack) * 1000,
  };
}

async function liveRow(page: Page, label: string, options: LiveOptions): Promise<string> {
  const run = await page.evaluate((options) => window.audioHarness.liveMetronome(options), options);
  const s = summariseLive(run);
  const ticks = options.naive ? 'n/a' : `${run.ticks}`;
  return `| ${label} | ${s.expected} | ${s.played} | **${s.late}** | **${s.missed}** | ${fixed(s.minSlackMs, 1)} | ${fixed(s.worstLatenessMs, 1)} | ${fixed(run.longestWakeGapMs, 1)} / ${fixed(run.longestWakeGapWallMs, 1)} | ${run.busyTasks} | ${ticks} |`;
}

export default {
  name: 'metronome',
  async run(): Promise<string> {
    const server = await startAudioHarness();
    let browser: Browser | undefined;
    try {
      browser = await launchAudioBrowser();
      const { page, errors } = await openHarness(browser, server.url);
      const offline = [
        '| Render (60 s) | Sample rate | Onsets found / clicks | Max error, samples | Mean, samples | Std dev, samples |',
        '| --- | --- | --- | --- | --- | --- |',
        await offlineRow(page, '120 BPM, sixteenths, 4/4', sixteenths, 48_000),
        await offlineRow(page, '120 BPM, sixteenths, 4/4', sixteenths, 44_100),
        await offlineRow(
          page,
          '97 BPM, triplets, 6/8',
          { bpm: 97, beatsPerBar: 6, subdivision: 3, accent: true },
          44_100,
        ),
      ];
      const base = { settings: sixteenths, seconds: LIVE_SECONDS };
      const live = [
        '| Live run | Clicks due | Played | Late | Missed | Min slack (after click 0), ms | Worst lateness, ms | Longest gap between wake-ups, ms (audio / wall clock) | Busy tasks | Visual ticks |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        await liveRow(page, 'Engine metronome, idle main thread (baseline)', {
          ...base,
          busy: { taskMs: 0, everyMs: 0 },
        }),
        await liveRow(page, 'Engine metronome, 80 ms task every 250 ms', { ...base, busy }),
        await liveRow(page, 'Naive setInterval metronome, same busy thread', { ...base, busy, naive: true }),
      ];
      if (errors.length) throw new Error(`The harness page reported errors:\n${errors.join('\n')}`);
      return [
        `Chromium ${browser.version()}, headless. Offline: Tone.Offline render, onset = first sample ≥ 0.01 after 64 quiet samples, error = onset − ideal time × rate.`,
        '',
        ...offline,
        '',
        `Live: ${LIVE_SECONDS} s at 120 BPM in sixteenths (8 clicks/s); ticker every 25 ms (Tone's Web Worker), look-ahead 300 ms. Slack = ideal time − audio time when scheduled; late = negative slack; missed = due and never played. Target for the engine under load: 0 late, 0 missed.`,
        '',
        ...live,
      ].join('\n');
    } finally {
      await browser?.close();
      await server.stop();
    }
  },
} satisfies Bench;
