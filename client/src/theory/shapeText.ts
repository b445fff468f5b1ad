import { SHAPE_PATTERN } from '#events/shapeText';
import { MAX_FRET } from './neck';

/*
 * A shape as chord books write it, and as links name a voicing (`?shape=x32010`; its form
 * in events/shapeText.ts). A link that names the shape keeps showing that shape whatever
 * the ranking does later.
 */

/** "x32010" or "8(10)(10)988" → six frets (-1 muted); null when it is not six valid frets. */
export function parseFrets(text: unknown): number[] | null {
  if (typeof text !== 'string' || !SHAPE_PATTERN.test(text)) return null;
  const tokens = text.match(/x|\d|\(\d+\)/g)!;
  const frets = tokens.map((t) => (t === 'x' ? -1 : Number(t.replace(/[()]/g, ''))));
  return frets.every((f) => f === -1 || (f >= 0 && f <= MAX_FRET)) ? frets : null;
}

/** Frets written as a book writes them: [-1, 3, 5, 5, 5, 3] → "x35553", 10 and up in brackets. */
export const formatFrets = (frets: readonly number[]): string =>
  frets.map((f) => (f < 0 ? 'x' : f > 9 ? `(${f})` : String(f))).join('');

export const sameFrets = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((fret, i) => fret === b[i]);
