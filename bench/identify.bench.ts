/**
 * Chord identification: `identifyChord` timed call by call over the open shapes and a few
 * thousand random playable six-string shapes (a 4-fret hand position anywhere up to fret 15,
 * some strings open or muted) in several tunings; median and 99th percentile against the
 * 1 ms target. Baseline in the same run: tonal's own `Chord.detect` on the same pitch
 * classes (no bass-aware ranking, no missing fifths, no slash chords).
 * BENCH_SHAPES sets the number of random shapes per tuning (default 3000).
 */
import { performance } from 'node:perf_hooks';
import { Chord, Note } from 'tonal';
import { identifyChord } from '../client/src/theory/identify';
import { getTuning, type TuningId } from '../client/src/theory/tunings';
import type { Bench } from './run';

const SHAPES_PER_TUNING = Number(process.env.BENCH_SHAPES ?? 3000);
const TUNINGS: TuningId[] = ['STANDARD', 'DROP_D', 'DADGAD', 'OPEN_G', 'NEW_STANDARD', 'STANDARD_B'];
const TARGET_P99_MS = 1;

const OPEN_SHAPES = [
  [-1, 3, 2, 0, 1, 0],
  [3, 2, 0, 0, 0, 3],
  [-1, -1, 0, 2, 3, 2],
  [0, 2, 2, 1, 0, 0],
  [-1, 0, 2, 2, 1, 0],
  [0, 2, 2, 0, 0, 0],
  [-1, -1, 0, 2, 3, 1],
  [0, 2, 0, 1, 0, 0],
  [-1, 0, 2, 0, 2, 0],
  [-1, -1, 0, 2, 1, 2],
  [3, 2, 0, 0, 0, 1],
  [1, 3, 3, 2, 1, 1],
  [-1, 2, 4, 4, 3, 2],
  [-1, 3, 2, 0, 0, 0],
  [0, 3, 2, 0, 1, 0],
];

/** A small seeded generator, so every run times the same shapes. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomShapes(count: number, next: () => number): number[][] {
  const shapes: number[][] = [];
  for (let i = 0; i < count; i++) {
    const base = Math.floor(next() * 16);
    shapes.push(
      Array.from({ length: 6 }, () => {
        const roll = next();
        if (roll < 0.15) return -1;
        if (roll < 0.3 && base <= 3) return 0;
        return base + Math.floor(next() * 4);
      }),
    );
  }
  return shapes;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

/** Times each call on its own; returns the sorted durations in milliseconds. */
function timeEach(
  cases: Array<{ frets: number[]; tuning: TuningId }>,
  call: (frets: number[], tuning: TuningId) => unknown,
): number[] {
  for (const c of cases.slice(0, 500)) call(c.frets, c.tuning); // warm-up: JIT and the lazily built dictionaries
  const times = cases.map((c) => {
    const start = performance.now();
    call(c.frets, c.tuning);
    return performance.now() - start;
  });
  return times.sort((a, b) => a - b);
}

/** tonal's detector on the same notes: pitch classes from the frets, lowest first. */
function tonalDetect(frets: number[], tuningId: TuningId): string[] {
  const tuning = getTuning(tuningId)!;
  const midi = frets.flatMap((f, s) => (f < 0 ? [] : [tuning.midi[s]! + f])).sort((a, b) => a - b);
  return Chord.detect([...new Set(midi.map((m) => Note.pitchClass(Note.fromMidi(m))))]);
}

const bench: Bench = {
  name: 'Chord identification (identifyChord) vs tonal Chord.detect',
  async run() {
    const next = random(20261121);
    const cases = TUNINGS.flatMap((tuning) => [
      ...OPEN_SHAPES.map((frets) => ({ frets, tuning })),
      ...randomShapes(SHAPES_PER_TUNING, next).map((frets) => ({ frets, tuning })),
    ]);
    const named = cases.filter((c) => identifyChord(c.frets, c.tuning).length > 0).length;
    const ours = timeEach(cases, identifyChord);
    const baseline = timeEach(cases, tonalDetect);
    const row = (label: string, t: number[]) =>
      `| ${label} | ${percentile(t, 0.5).toFixed(4)} | ${percentile(t, 0.99).toFixed(4)} | ${t.at(-1)!.toFixed(3)} |`;
    const p99 = percentile(ours, 0.99);
    return [
      `${cases.length} shapes (${OPEN_SHAPES.length} open shapes and ${SHAPES_PER_TUNING} random ones in each of ${TUNINGS.join(', ')}); ${named} of them get a name. Each call timed on its own after a warm-up.`,
      '',
      '| | median (ms) | p99 (ms) | max (ms) |',
      '|---|---|---|---|',
      row('identifyChord', ours),
      row('baseline: tonal Chord.detect', baseline),
      '',
      `Target: p99 under ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'MISSED'} (p99 ${p99.toFixed(4)} ms; median ${(percentile(ours, 0.5) / percentile(baseline, 0.5)).toFixed(2)}x the baseline's).`,
    ].join('\n');
  },
};

export default bench;
