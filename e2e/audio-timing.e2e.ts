import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SequenceEvent } from '../client/src/audio/types';
import './audio-harness/api';
import { type AudioHarnessServer, launchAudioBrowser, openHarness, startAudioHarness } from './audio-harness/serve';

/**
 * Timing, in Chromium: the engine's own metronome and sequencer rendered offline (the
 * same scheduler as live, its ticker driven by the render loop), and every sound's
 * onset found in the rendered buffer and compared with its ideal time.
 */

let server: AudioHarnessServer | undefined;
let browser: Browser | undefined;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startAudioHarness();
  browser = await launchAudioBrowser();
  ({ page, errors } = await openHarness(browser, server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('audio timing', () => {
  it('starts every click of a minute of sixteenths at 120 BPM within one sample of its beat', async () => {
    const seconds = 60;
    const result = await page.evaluate(
      (seconds) =>
        window.audioHarness.metronomeOffline({ bpm: 120, beatsPerBar: 4, subdivision: 4, accent: true }, seconds),
      seconds,
    );
    const interval = 60 / (120 * 4);
    const expected = Math.ceil((seconds - result.startTime) / interval);
    expect(expected).toBeGreaterThanOrEqual(479);
    expect(result.onsets).toHaveLength(expected);
    const late = result.onsets
      .map((onset, i) => ({ click: i, error: onset - (result.startTime + i * interval) * result.sampleRate }))
      .filter(({ error }) => Math.abs(error) > 1);
    expect(late, 'clicks more than one sample from their ideal time').toEqual([]);
    expect(result.peak, 'no clipping').toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('starts each note of a plucked pattern on its beat, to the sample', async () => {
    // Eight eighth notes at 100 BPM (0.3 s apart) across the neck, each 0.2 beat long (the
    // spec's default duration), so each note is damped to silence before the next: the
    // onset detector then finds the first sample of each pluck. The Karplus-Strong
    // excitation starts at its largest sample, so the tolerance is one sample.
    const midis = [40, 45, 50, 55, 59, 64, 67, 72];
    const events: SequenceEvent[] = midis.map((midi, i) => ({ id: `n${i}`, midi, at: i / 2, duration: 0.2 }));
    const result = await page.evaluate(
      (events) =>
        window.audioHarness.sequenceOffline(events, { bpm: 100, toneType: 0 }, 3, {
          threshold: 0.02,
          minSilence: 2400,
        }),
      events,
    );
    expect(result.onsets).toHaveLength(events.length);
    result.onsets.forEach((onset, i) => {
      const ideal = (result.startTime + events[i]!.at * 0.6) * result.sampleRate;
      expect(Math.abs(onset - ideal), `note ${i} (midi ${midis[i]})`).toBeLessThanOrEqual(1);
    });
    expect(result.peak).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});
