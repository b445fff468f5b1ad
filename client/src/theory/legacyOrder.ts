import { bitCount, type ChordModel } from './chordTones';
import type { Found } from './ranking';

/*
 * The order voicings were listed in until 2026-11-25, kept for one purpose: a link or a
 * favourite saved then names a voicing by its place in that order (`?voicing=3`), and
 * must keep showing the shape it showed when it was saved. The page turns such a link
 * into one that names the shape (`?shape=x35553`, shapeText.ts) and never uses this
 * order for anything else. Frozen: do not change it.
 *
 * Then, a shape was kept when the index finger could barre its lowest fret (other fingers
 * on one side of a partial barre), every tone sounded but the fifth (and the 9th and 11th
 * of a thirteenth), and the list ran: complete first; nearest `aroundFret`; root in the
 * bass; fewer muted strings above the bass; open shapes (fretted within frets 1-4), then
 * closed ones, then open strings under high notes; fewer muted strings; fewer fingers;
 * lower; tighter; then by frets.
 */

const OPEN_POSITION_TOP = 4;

/** The voicings of the old order, from those the current search found (a superset of the old one's). */
export function legacyOrder(found: readonly Found[], chord: ChordModel, aroundFret: number | undefined): Found[] {
  const is13th = chord.tones.some((tone) => tone.interval.startsWith('13'));
  let required = 0;
  chord.tones.forEach((tone, i) => {
    const omittable =
      chord.tones.length >= 4 &&
      (tone.interval === '5P' || (is13th && (tone.interval === '9M' || tone.interval === '11P')));
    if (!omittable) required |= 1 << i;
  });
  const allTones = (1 << chord.tones.length) - 1;
  const keyed = found.flatMap((f) => {
    if ((f.covered & required) !== required) return [];
    const fingers = legacyFingerCount(f.frets);
    if (fingers === null) return [];
    let key = bitCount(allTones & ~f.covered);
    key = key * 32 + (aroundFret === undefined ? 0 : Math.abs(f.minFret - aroundFret));
    key = key * 32 + (chord.tones[f.bassTone]!.inversion === 0 ? 0 : 1);
    key = key * 32 + f.mutedAboveBass;
    key = key * 32 + (f.usesOpen ? (f.maxFret <= OPEN_POSITION_TOP ? 0 : 2) : 1);
    key = key * 32 + f.muted;
    key = key * 32 + fingers;
    key = key * 32 + f.minFret;
    key = key * 32 + (f.maxFret - f.minFret);
    let tie = 0;
    for (const fret of f.frets) tie = tie * 32 + fret + 1;
    return [{ f, key, tie }];
  });
  keyed.sort((a, b) => a.key - b.key || a.tie - b.tie);
  return keyed.map(({ f }) => f);
}

/** How many fingers the old rule needed for these frets, or null when it could not finger them. */
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
function legacyFingerCount(frets: readonly number[]): number | null {
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
    return fretted;
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
  return finger;
}
