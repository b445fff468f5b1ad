import { SHAPE_PATTERN } from '#events/shapeText';

/**
 * The pattern pages' query values, read the same way by the routes (routes/patterns.tsx)
 * and by anything reading a saved link back (patternRef.ts). No theory engine here: the
 * routes load with the first page.
 */

/** `?shape=x35553`: a chord's voicing by its six frets as books write them (theory/shapeText.ts reads them). */
export const shapeParam = (value: unknown): string | undefined =>
  typeof value === 'string' && SHAPE_PATTERN.test(value) ? value : undefined;

/**
 * An older link's `?voicing=N`: the voicing's place, from 1, in the order of the day it was
 * saved. 1 (the first) and anything that is not a place are dropped.
 */
export function olderVoicingParam(value: unknown): number | undefined {
  const voicing = Number(value);
  return Number.isInteger(voicing) && voicing > 1 && voicing < 10_000 ? voicing : undefined;
}

/** `?position=box-1`: a scale's or an arpeggio's shape id (spec query parameter). */
export const positionParam = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[a-z0-9-]{1,24}$/.test(value) ? value : undefined;
