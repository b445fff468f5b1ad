import { Interval, Note } from 'tonal';

/*
 * A chord as a voicing search sees it: its tones by pitch class, what a learner is shown
 * for each (interval, degree), and which tones a voicing may leave out. The completeness
 * rule: every tone sounds, except that in a chord of four or more tones the perfect fifth
 * may be left out, in an eleventh chord the natural ninth, and in a thirteenth chord the
 * natural ninth and natural eleventh (as players leave them out).
 * The root, the third and altered tones always sound.
 */

/** A chord tone, its pitch class number and what a learner is shown for it. */
export interface Tone {
  chroma: number;
  note: string;
  interval: string;
  degree: string;
  /** 0 root, 1 third, 2 fifth, 3 seventh, -1 any other tone (as `Voicing.inversion`). */
  inversion: number;
}

export interface ChordModel {
  notes: string[];
  tones: Tone[];
  /** Tone index for each pitch class number, -1 when not a chord tone. */
  toneAt: number[];
  /** Bit per tone: the ones that must sound. */
  required: number;
}

export const bitCount = (mask: number): number => {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
};

/** "b7" for 7m, "#11" for 11A, "bb7" for 7d: tonal's alteration over the major or perfect interval. */
function degreeOf(interval: string): string {
  const { num, alt } = Interval.get(interval);
  return (alt > 0 ? '#'.repeat(alt) : 'b'.repeat(-alt)) + String(num);
}

const INVERSION_BY_NUMBER: Readonly<Record<number, number>> = { 1: 0, 3: 1, 5: 2, 7: 3 };

/** Intervals a voicing may leave out (see the rule at the top). */
export function omittableIntervals(intervals: readonly string[]): string[] {
  if (intervals.length < 4) return [];
  const is13th = intervals.some((interval) => Interval.get(interval).num === 13);
  const is11th = !is13th && intervals.some((interval) => Interval.get(interval).num === 11);
  return intervals.filter(
    (interval) => interval === '5P' || ((is13th || is11th) && interval === '9M') || (is13th && interval === '11P'),
  );
}

export function chordModel(root: string, intervals: readonly string[]): ChordModel {
  const notes = intervals.map((interval) => Note.transpose(root, interval));
  const toneAt = Array<number>(12).fill(-1);
  const tones: Tone[] = [];
  const omittable = omittableIntervals(intervals);
  let required = 0;
  intervals.forEach((interval, i) => {
    const chroma = Note.chroma(notes[i]!)!;
    if (toneAt[chroma] !== -1) return;
    toneAt[chroma] = tones.length;
    if (!omittable.includes(interval)) required |= 1 << tones.length;
    tones.push({
      chroma,
      note: notes[i]!,
      interval,
      degree: degreeOf(interval),
      inversion: INVERSION_BY_NUMBER[Interval.get(interval).num] ?? -1,
    });
  });
  return { notes, tones, toneAt, required };
}
