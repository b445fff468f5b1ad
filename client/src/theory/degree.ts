import { Interval } from 'tonal';

/** A degree as a learner reads it: "1P" -> "1", "3m" -> "b3", "11A" -> "#11", "7d" -> "bb7". */
export function degreeLabel(interval: string): string {
  const parsed = Interval.get(interval);
  if (parsed.empty) return '';
  const accidental = parsed.alt > 0 ? '#'.repeat(parsed.alt) : 'b'.repeat(-parsed.alt);
  return `${accidental}${Math.abs(parsed.num)}`;
}
