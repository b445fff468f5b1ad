/**
 * Chord voicings: every voicing list of every chord type tonal knows, in all 12 roots, in
 * each of the 16 tunings, with the memo cache cleared before each call so every list is
 * computed. Reports the total per tuning and the per-chord distribution (median, p99, max)
 * against the target: every voicing list of one chord in under 5 ms.
 */
import { ChordType } from 'tonal';
import { chordTypeKey } from '../client/src/theory/chordType';
import { TUNING_IDS } from '../client/src/theory/tunings';
import { chordVoicings, clearVoicingCache } from '../client/src/theory/voicings';
import type { Bench } from './run';

const TARGET_MS = 5;
const ROOTS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => value.toFixed(2);

function measure(tuning: string, types: string[]): { times: number[]; voicings: number; empty: number } {
  const times: number[] = [];
  let voicings = 0;
  let empty = 0;
  for (const type of types) {
    for (const root of ROOTS) {
      clearVoicingCache();
      const start = performance.now();
      const list = chordVoicings(root, type, tuning);
      times.push(performance.now() - start);
      voicings += list.length;
      if (list.length === 0) empty++;
    }
  }
  return { times: times.sort((a, b) => a - b), voicings, empty };
}

export default {
  name: 'Chord voicings, every chord type in every root and tuning',
  async run() {
    const types = ChordType.all().map(chordTypeKey);
    measure('STANDARD', types); // warm-up: JIT, tonal's caches
    const rows: string[] = [];
    const all: number[] = [];
    for (const tuning of TUNING_IDS) {
      const { times, voicings, empty } = measure(tuning, types);
      all.push(...times);
      const total = times.reduce((a, b) => a + b, 0);
      const over = times.filter((t) => t >= TARGET_MS).length;
      rows.push(
        `| ${tuning} | ${times.length} | ${voicings} | ${empty} | ${total.toFixed(0)} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.99))} | ${ms(times.at(-1)!)} | ${over} |`,
      );
    }
    all.sort((a, b) => a - b);
    const over = all.filter((t) => t >= TARGET_MS).length;
    const verdict = percentile(all, 0.99) < TARGET_MS ? 'met at p99' : 'MISSED at p99';
    return [
      `${types.length} chord types × ${ROOTS.length} roots per tuning; memo cache cleared before each call; one warm-up pass in standard tuning first.`,
      '',
      '| tuning | chords | voicings | chords with none | total ms | median ms | p99 ms | max ms | ≥ 5 ms |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      `| **all** | ${all.length} | | | ${all.reduce((a, b) => a + b, 0).toFixed(0)} | ${ms(percentile(all, 0.5))} | ${ms(percentile(all, 0.99))} | ${ms(all.at(-1)!)} | ${over} |`,
      '',
      `Target: every voicing list of one chord under ${TARGET_MS} ms: ${verdict} (${over} of ${all.length} calls at or over it; the max is usually a garbage-collection pause).`,
    ].join('\n');
  },
} satisfies Bench;
