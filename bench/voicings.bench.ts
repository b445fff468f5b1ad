/**
 * Chord voicings: every voicing list of every chord type tonal knows, in all 12 roots, in
 * each of the 16 tunings, with the memo cache cleared before each call so every list is
 * computed. Reports the total per tuning and the per-chord distribution (median, p99, max)
 * against the target: every voicing list of one chord in under 5 ms.
 *
 * The same sweep checks coverage, which used to be a 25-second unit test (the unit tier
 * keeps a sample, in client/src/theory/voicings.test.ts): no call throws, under 2% of the
 * lists are empty, none in standard tuning, and none for a chord of fewer than five notes.
 */
import { ChordType } from 'tonal';
import { chordTypeKey } from '../client/src/theory/chordType';
import { TUNING_IDS } from '../client/src/theory/tunings';
import { chordVoicings, clearVoicingCache } from '../client/src/theory/voicings';
import type { Bench } from './run';

const TARGET_MS = 5;
const MAX_EMPTY_SHARE = 0.02;
const ROOTS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => value.toFixed(2);

interface ChordKind {
  key: string;
  notes: number;
}

function measure(tuning: string, types: ChordKind[]): { times: number[]; voicings: number; empty: ChordKind[] } {
  const times: number[] = [];
  let voicings = 0;
  const empty: ChordKind[] = [];
  for (const type of types) {
    for (const root of ROOTS) {
      clearVoicingCache();
      const start = performance.now();
      const list = chordVoicings(root, type.key, tuning);
      times.push(performance.now() - start);
      voicings += list.length;
      if (list.length === 0) empty.push({ key: `${root}${type.key}`, notes: type.notes });
    }
  }
  return { times: times.sort((a, b) => a - b), voicings, empty };
}

/** The coverage rules the unit tier samples, judged on the whole sweep. */
function coverage(emptyByTuning: Map<string, ChordKind[]>, calls: number): string[] {
  const all = [...emptyByTuning.values()].flat();
  const share = all.length / calls;
  const inStandard = emptyByTuning.get('STANDARD') ?? [];
  const small = [...emptyByTuning].flatMap(([tuning, empty]) =>
    empty.filter((chord) => chord.notes < 5).map((chord) => `${tuning} ${chord.key}`),
  );
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const named = (list: string[]) =>
    list.length === 0 ? '' : ` (${list.slice(0, 10).join(', ')}${list.length > 10 ? ', …' : ''})`;
  return [
    `Coverage: every call returned; ${all.length} of ${calls} lists empty (${(share * 100).toFixed(2)}%), under ${MAX_EMPTY_SHARE * 100}%: ${verdict(share < MAX_EMPTY_SHARE)}.`,
    `Empty in standard tuning: ${inStandard.length}, none allowed: ${verdict(inStandard.length === 0)}${named(inStandard.map((c) => c.key))}.`,
    `Empty for a chord of fewer than five notes: ${small.length}, none allowed: ${verdict(small.length === 0)}${named(small)}.`,
  ];
}

export default {
  name: 'Chord voicings, every chord type in every root and tuning',
  async run() {
    const types = ChordType.all().map((type) => ({ key: chordTypeKey(type), notes: type.intervals.length }));
    measure('STANDARD', types); // warm-up: JIT, tonal's caches
    const rows: string[] = [];
    const all: number[] = [];
    const emptyByTuning = new Map<string, ChordKind[]>();
    for (const tuning of TUNING_IDS) {
      const { times, voicings, empty } = measure(tuning, types);
      all.push(...times);
      emptyByTuning.set(tuning, empty);
      const total = times.reduce((a, b) => a + b, 0);
      const over = times.filter((t) => t >= TARGET_MS).length;
      rows.push(
        `| ${tuning} | ${times.length} | ${voicings} | ${empty.length} | ${total.toFixed(0)} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.99))} | ${ms(times.at(-1)!)} | ${over} |`,
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
      '',
      ...coverage(emptyByTuning, all.length),
    ].join('\n');
  },
} satisfies Bench;
