import type { Barre } from './types';

/** Which finger presses each string (0 open or muted, 1 index to 4 little), and any barre. */
export interface Fingering {
  fingers: number[];
  barres: Barre[];
  /** Fingers the hand uses; a barre counts once. */
  count: number;
}

const HAND = 4;

/**
 * A fingering for the frets of each string (-1 muted, 0 open), or null when one hand
 * cannot play it.
 *
 * Up to four fretted notes take fingers 1 to 4 in fret order, then string order (x32010 is
 * fingered 0 3 2 0 1 0). With more, the index finger barres the lowest fretted fret from
 * the lowest to the highest string fretted there; every string under the barre must be
 * fretted (an open or muted string cannot lie under it), and the notes above the barre
 * take fingers 2 to 4 in the same order, on one side of a partial barre or inside it, not
 * on both sides (the hand cannot wrap around it). More than four fingers: not playable.
 */
export function fingerFrets(frets: readonly number[]): Fingering | null {
  // Called for every candidate shape of a voicing search: plain loops, no sorting.
  const fingers = frets.map(() => 0);
  let fretted = 0;
  let low = Infinity;
  let high = 0;
  for (const fret of frets) {
    if (fret <= 0) continue;
    fretted++;
    if (fret < low) low = fret;
    if (fret > high) high = fret;
  }
  if (fretted <= HAND) {
    let finger = 0;
    for (let fret = low; fret <= high; fret++) {
      for (let string = 0; string < frets.length; string++) if (frets[string] === fret) fingers[string] = ++finger;
    }
    return { fingers, barres: [], count: fretted };
  }

  let fromString = -1;
  let toString = -1;
  for (let string = 0; string < frets.length; string++) {
    if (frets[string] !== low) continue;
    if (fromString < 0) fromString = string;
    toString = string;
  }
  if (fromString === toString) return null;
  for (let string = fromString; string <= toString; string++) if (frets[string]! <= 0) return null;
  let finger = 1;
  let outsideBelow = false;
  let outsideAbove = false;
  for (let fret = low + 1; fret <= high; fret++) {
    for (let string = 0; string < frets.length; string++) {
      if (frets[string] !== fret) continue;
      if (++finger > HAND) return null;
      fingers[string] = finger;
      if (string < fromString) outsideBelow = true;
      if (string > toString) outsideAbove = true;
    }
  }
  if (outsideBelow && outsideAbove) return null;
  for (let string = fromString; string <= toString; string++) if (frets[string] === low) fingers[string] = 1;
  return { fingers, barres: [{ fret: low, finger: 1, fromString, toString }], count: finger };
}
