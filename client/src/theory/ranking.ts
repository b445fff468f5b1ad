import type { ChordModel } from './chordTones';
import { innerMutes, type Hand } from './hand';
import { soundsAvoided, thickBass } from './voicingSound';
import type { Tuning } from './tunings';

/*
 * The order a chord book shows a chord's shapes in, as rules:
 *
 * 1. Nearest `aroundFret`, when asked for.
 * 2. By kind, the way guitarists learn chords:
 *    - the open shape: open strings ringing (the root or the fifth among them, or all
 *      above the fretted notes), fretted notes within frets 1 to 3, the root in the bass
 *      on the 6th, 5th or 4th string (G5 is `355xxx`, not `xxx033`), every string from it
 *      to the top ringing, an easy hand; for chords of up to four tones (a ninth or
 *      thirteenth with open strings is not a book shape), or of any size when the open
 *      strings themselves spell it (Em11 `000000`);
 *      the two easiest at most (a book shows one or two: Gm6 is not five ways of `310030`);
 *    - then one open-root shape: the low open string is the root, fretted notes within
 *      frets 1 to 4 by one to three fingers, at most one string damped inside and two
 *      left out on top, any chord size (E9 `020102`, Em9 `020002`, Am7b5 `x0101x`): books
 *      show one such shape for the E and A chords the open-chord rule above leaves out;
 *      only the easiest counts, the others go among the rest; none for major, minor, sus
 *      and power chords (their open shapes ring to the top), nor in a tuning whose open
 *      strings spell the chord (in open D, D's open shape is `000000`, not `000004`);
 *    - the movable shapes with the root in the bass on the 6th, 5th or 4th string (the
 *      E-, A- and D-shapes of the CAGED system and their 7th, 9th and 13th relatives),
 *      on four strings or more (three for a power chord);
 *    - inversions, three-string shapes and the rest;
 *    - voicings players avoid: a second between the two lowest notes low on the neck (it
 *      sounds muddy: G9 as `300001`), a 9th under the third (E7#9 as `020004`; an add9's
 *      natural ninth may: Eadd9 `024100`);
 *    - last, open strings ringing under notes high up the neck (unless nothing else fits).
 * 3. Within a kind, easiest first: the hand's difficulty (hand.ts), plus costs for
 *    - a thick bass: a third, fourth or tritone right above a bass of B♭2 or lower,
 *      outside open shapes (books skip a string: G9 `3x3435`, not `32323x`);
 *    - the tones: one left out (the fifth least; an eleventh's ninth most), and in a
 *      thirteenth chord the fifth or 11th sounding (players leave them out);
 *    - muted strings: below the bass (the root on the 6th or 5th string before the 4th),
 *      above it (most for a major, minor or sus triad, which rings on every string; a
 *      four-tone chord more than a larger one), inside the shape, and both top strings
 *      silent in a chord of four tones or more (`3232xx`: low and dull);
 *    - the position (lower first).
 * 4. Then by frets, so the order is stable.
 *
 * A closed shape that is another twelve frets higher is the same shape and listed once.
 */

/** One voicing found by the search, before it is dressed with note names. */
export interface Found {
  frets: number[];
  hand: Hand;
  /** Bit per chord tone sounding. */
  covered: number;
  bassTone: number;
  minFret: number;
  maxFret: number;
  muted: number;
  mutedAboveBass: number;
  usesOpen: boolean;
}

/** Open shapes: open strings ring and every fretted note lies within frets 1 to 4. */
const OPEN_POSITION_TOP = 4;
/** An open shape harder than this is not what a book shows as the open chord. */
const OPEN_SHAPE_EFFORT = 5;
/** Open chords are fretted within the first three frets (C, G, D, Dm7, B7...). */
const OPEN_CHORD_TOP = 3;
/** Books give open shapes to triads, sixths, sevenths, sus and add chords; ninths and beyond are movable shapes. */
const OPEN_CHORD_TONES = 4;

/** How many open shapes, and open-root shapes, a chord book shows before its movable ones. */
const OPEN_SHAPES = 2;
const OPEN_ROOT_SHAPES = 1;

const enum Kind {
  Open = 0,
  /** On the open root string, a shape the open-chord rule leaves out (E9 `020102`, Am7b5 `x0101x`): the best one is the open shape. */
  OpenRoot = 1,
  Movable = 2,
  Other = 3,
  Avoided = 4,
  HighOverOpen = 5,
}

const SCORE = {
  /**
   * A tone left out: the fifth first, as players do; a thirteenth usually goes without
   * its ninth, but an eleventh keeps it: without it, it is a seventh with a fourth
   * (Cm11 `x31331`, not `x33343`), so leaving it out costs about a barre and two fingers.
   */
  omitted: { fifth: 0.5, ninth: 4, ninthOfThirteenth: 0.3, other: 0.8 },
  /**
   * A muted string below the bass follows from where the root lies; one above it leaves the shape thinner.
   * A triad's root on the 6th or 5th string before the 4th, as CAGED teaches them (aug `3x544x` before `xx5443`).
   */
  mutedBelowBass: { triad: 1.2, larger: 0.6 },
  /**
   * A triad rings on every string a book can give it; a chord of four tones or more is often
   * played on four, a seventh or sixth less often than a larger chord (books show Cm7 as the
   * barre `x35343` before `x3534x`).
   */
  mutedAboveBass: { triad: 2.5, four: 1.2, larger: 0.8 },
  /** A chord of four tones or more with its two top strings silent sits in the low register, dull (`3232xx`). */
  secondTopMute: 2,
  /** A damped string inside the shape: a triad's fault; the jazz shells of larger chords are made that way (`1x323x`). */
  innerMute: { triad: 1, larger: 0 },
  perFret: 0.35,
  /** A chord of four tones or more with its root on the 4th string comes after the 6th- and 5th-string shapes (CAGED's order). */
  bassOnFourth: 0.4,
  /** A third or fourth right above a low bass (see `thickBass`): books voice around it, but keep the 6/9's `322233`. */
  thickBass: 2.5,
  elevenInThirteenth: 1,
  /** A thirteenth chord goes without its fifth first (`3x335x` for Gm13, not `353355`). */
  fifthInThirteenth: 1,
} as const;

function kindOf(f: Found, chord: ChordModel, tuning: Tuning, chosenStrings: boolean, tuned: boolean): Kind {
  if (f.usesOpen && f.maxFret > OPEN_POSITION_TOP) return Kind.HighOverOpen;
  // Rootless (the root is no candidate): the closed four-note grips of jazz comping first;
  // open strings have no place in them.
  if (chord.toneAt[chord.tones[0]!.chroma] === -1) {
    if (f.usesOpen || soundsAvoided(f, chord, tuning)) return Kind.Avoided;
    return f.frets.length - f.muted === 4 ? Kind.Movable : Kind.Other;
  }
  if (soundsAvoided(f, chord, tuning)) return Kind.Avoided;
  const rootInBass = chord.tones[f.bassTone]!.inversion === 0;
  const sounding = f.frets.length - f.muted;
  const bassString = f.frets.findIndex((fret) => fret >= 0);
  // Four strings or more; three for a power chord (root, fifth, octave).
  const fullEnough = chosenStrings || sounding >= Math.min(4, chord.tones.length + 1);
  // A power chord is two or three strings by design; strings chosen by the caller are muted by request.
  const ringsToTheTop = innerMutes(f.frets) === 0 && (f.frets.at(-1)! >= 0 || chord.tones.length <= 2 || chosenStrings);
  if (
    rootInBass &&
    bassString <= 2 &&
    f.usesOpen &&
    openStringsOfAnOpenChord(f, chord, tuning) &&
    fullEnough &&
    f.hand.difficulty <= OPEN_SHAPE_EFFORT
  ) {
    if (
      (chord.tones.length <= OPEN_CHORD_TONES || (tuned && f.maxFret === 0)) &&
      f.maxFret <= OPEN_CHORD_TOP &&
      ringsToTheTop
    )
      return Kind.Open;
    if (
      chord.tones.length > 2 &&
      !ringingTriad(chord) &&
      f.frets[bassString] === 0 &&
      f.maxFret <= OPEN_POSITION_TOP &&
      innerMutes(f.frets) <= 1 &&
      topMutes(f.frets) <= 2 &&
      f.hand.count >= 1 &&
      f.hand.count <= 3
    )
      return Kind.OpenRoot;
  }
  if (rootInBass && !f.usesOpen && bassString <= 2 && fullEnough) return Kind.Movable;
  return Kind.Other;
}

/** Whether every open string of the tuning is a chord tone and together they sound all the chord needs. */
function tunedTo(chord: ChordModel, tuning: Tuning): boolean {
  let covered = 0;
  for (const midi of tuning.midi) {
    const tone = chord.toneAt[midi % 12]!;
    if (tone < 0) return false;
    covered |= 1 << tone;
  }
  return (covered & chord.required) === chord.required;
}

/**
 * Whether the open strings are those of an open chord: one sounds the root or the fifth
 * (C's open G, Dm7's open D), or they all ring above the fretted notes (C7's, C6's and
 * Fmaj7's open top E). Not F#m7b5 as `202210`, its open A and E among fretted notes.
 */
function openStringsOfAnOpenChord(f: Found, chord: ChordModel, tuning: Tuning): boolean {
  let highestFretted = -1;
  f.frets.forEach((fret, string) => {
    if (fret > 0) highestFretted = string;
  });
  let allAbove = true;
  for (let string = 0; string < f.frets.length; string++) {
    if (f.frets[string] !== 0) continue;
    const inversion = chord.tones[chord.toneAt[tuning.midi[string]! % 12]!]!.inversion;
    if (inversion === 0 || inversion === 2) return true;
    if (string < highestFretted) allAbove = false;
  }
  return allAbove;
}

/** Strings left silent above the highest sounding one. */
function topMutes(frets: readonly number[]): number {
  let muted = 0;
  for (let string = frets.length - 1; string >= 0 && frets[string]! < 0; string--) muted++;
  return muted;
}

/**
 * A triad books give every string it can ring on: major, minor, sus, power chords (a
 * perfect fifth). Diminished and augmented triads are shown on four strings, like
 * sevenths: a doubled altered fifth grates (Gaug `3x544x`, Cdim `x3454x`).
 */
const ringingTriad = (chord: ChordModel): boolean =>
  chord.tones.length <= 3 && chord.tones.some((tone) => tone.interval === '5P');

/** What a voicing costs for the tones it leaves out (or sounds, in a thirteenth chord), by the tones it covers. */
function toneCost(chord: ChordModel, covered: number): number {
  const isThirteenth = chord.tones.some((tone) => tone.interval.startsWith('13'));
  let cost = 0;
  chord.tones.forEach((tone, i) => {
    const sounds = (covered >> i) & 1;
    if (isThirteenth && tone.interval === '11P') cost += sounds * SCORE.elevenInThirteenth;
    else if (isThirteenth && tone.interval === '5P') cost += sounds * SCORE.fifthInThirteenth;
    else if (!sounds)
      cost +=
        tone.interval === '5P'
          ? SCORE.omitted.fifth
          : tone.interval.startsWith('9')
            ? isThirteenth
              ? SCORE.omitted.ninthOfThirteenth
              : SCORE.omitted.ninth
            : SCORE.omitted.other;
  });
  return cost;
}

/** The ease of a voicing within its kind (lower first); `tones` is its `toneCost`. */
function score(f: Found, chord: ChordModel, tuning: Tuning, tones: number): number {
  let belowBass = 0;
  while (f.frets[belowBass]! < 0) belowBass++;
  const triad = chord.tones.length <= 3;
  const ringing = triad && ringingTriad(chord);
  return (
    (thickBass(f, tuning) ? SCORE.thickBass : 0) +
    (triad ? 0 : Math.max(0, topMutes(f.frets) - 1) * SCORE.secondTopMute) +
    f.hand.difficulty +
    tones +
    belowBass * (triad ? SCORE.mutedBelowBass.triad : SCORE.mutedBelowBass.larger) +
    (triad ? 0 : Math.max(0, belowBass - 1) * SCORE.bassOnFourth) +
    f.mutedAboveBass *
      (ringing
        ? SCORE.mutedAboveBass.triad
        : chord.tones.length === 4
          ? SCORE.mutedAboveBass.four
          : SCORE.mutedAboveBass.larger) +
    innerMutes(f.frets) * (triad ? SCORE.innerMute.triad : SCORE.innerMute.larger) +
    f.minFret * SCORE.perFret
  );
}

/** The found voicings in book order, each closed shape once (not again twelve frets up). */
export function rankFound(
  found: Found[],
  chord: ChordModel,
  tuning: Tuning,
  options: { aroundFret?: number | undefined; chosenStrings?: boolean } = {},
): Found[] {
  const { aroundFret, chosenStrings = false } = options;
  // Voicings of a chord cover few sets of its tones: each set's cost once.
  const tuned = tunedTo(chord, tuning);
  const toneCosts = new Map<number, number>();
  const keyed = found.map((f) => {
    let tones = toneCosts.get(f.covered);
    if (tones === undefined) toneCosts.set(f.covered, (tones = toneCost(chord, f.covered)));
    let tie = 0;
    for (const fret of f.frets) tie = tie * 32 + fret + 1;
    return {
      f,
      around: aroundFret === undefined ? 0 : Math.abs(f.minFret - aroundFret),
      kind: kindOf(f, chord, tuning, chosenStrings, tuned),
      score: score(f, chord, tuning, tones),
      tie,
    };
  });
  // Only the easiest open shapes count as open chords; the others go among the rest.
  const opens = keyed.filter((k) => k.kind === Kind.Open).sort((a, b) => a.score - b.score);
  for (const k of opens.slice(OPEN_SHAPES)) k.kind = Kind.Other;
  // In a tuning whose open strings spell the chord (open D for D), that is the open shape.
  const openRoots = keyed.filter((k) => k.kind === Kind.OpenRoot).sort((a, b) => a.score - b.score);
  for (const k of openRoots.slice(tuned ? 0 : OPEN_ROOT_SHAPES)) k.kind = Kind.Other;
  keyed.sort((a, b) => a.around - b.around || a.kind - b.kind || a.score - b.score || a.tie - b.tie);
  return keyed.map(({ f }) => f).filter(notAnOctaveAbove(found));
}

/** A closed shape's frets relative to its lowest fretted fret (31 muted), as one number, then its position. */
function outlineAt(f: Found, minFret: number): number {
  let key = 0;
  for (const fret of f.frets) key = key * 32 + (fret < 0 ? 31 : fret - f.minFret);
  return key * 32 + minFret;
}

function notAnOctaveAbove(found: readonly Found[]): (f: Found) => boolean {
  const closedAt = new Set<number>();
  for (const f of found) if (!f.usesOpen) closedAt.add(outlineAt(f, f.minFret));
  return (f) => f.usesOpen || f.minFret < 12 || !closedAt.has(outlineAt(f, f.minFret - 12));
}
