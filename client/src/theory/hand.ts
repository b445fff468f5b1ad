// Over 350 lines on purpose: one model of the fretting hand (fingers, barres, the thumb) and its
// difficulty, whose rules lean on each other; split, each part would need the others' internals.
import type { Barre } from './types';

/*
 * The fretting hand, as a guitarist would describe it, and how hard a shape is for it.
 *
 * - Four fingers, index (1) to little (4), in fret order: a finger never frets below a
 *   lower-numbered one. Any finger may barre: lie across several strings at one fret, as
 *   long as every string under it is fretted there or higher (an open or muted string
 *   cannot ring under a finger). So A major `x02220` may take three fingers or one, and C9
 *   `x32333` is the ring finger across the top three strings above the index.
 * - The thumb over the neck may fret the lowest string, at or next to the index's fret,
 *   with the four fingers beside it (all four is a stretch: Gmaj9 `3x4435`), an option the
 *   hand takes only when it makes the shape easier: `133211` stays a barre.
 * - Difficulty, in rough "effort" units: each finger used; each barre (an index barre of
 *   five or six strings more than a two-string one, another finger's barre more than the
 *   index's); the stretch, measured in fret widths so four frets at the seventh fret are
 *   easier than at the first; a muted string inside the shape (a finger must damp it;
 *   less for the A string above a fretted low string, which that finger damps leaning); a
 *   finger reaching behind a barre on its bass side (less behind a partial index barre,
 *   the little F `xx3211`); the thumb; a shape high up the neck.
 *
 * Over 350 lines, and one concept: the fingering search (runs, barre choices, finger
 * order) and its effort model share scratch arrays per candidate voicing and are tuned
 * together against the chord book; the learner's label at the end only reads a hand.
 */

/** Which finger presses each string (0 open or muted, 1 index to 4 little, 5 thumb), and any barre. */
export interface Hand {
  fingers: number[];
  barres: Barre[];
  /** Fingers the hand uses (a barre counts once, the thumb too). */
  count: number;
  thumb: boolean;
  /** Effort to play it: about 1 for a two-finger open shape, 4 to 6 for a full barre, more for stretches. */
  difficulty: number;
  /** Distance from the lowest to the highest fretted fret, in widths of the first fret. */
  reach: number;
}

export const THUMB = 5;
const FINGERS = 4;
/** Each fret is narrower than the one before by this ratio (the twelfth root of two). */
const FRET_RATIO = 2 ** (-1 / 12);

/** Distance from fret `from` to fret `to` along the neck, in widths of the first fret. */
export function reachBetween(from: number, to: number): number {
  if (to <= from) return 0;
  const first = Math.max(from, 1);
  return (distanceFromNut(to) - distanceFromNut(first)) / distanceFromNut(2);
}

/** Distance of each fret from the first fret, in the first fret's widths, for frets up to 30. */
const FROM_FIRST = Array.from(
  { length: 31 },
  (_, fret) => (1 - FRET_RATIO ** Math.max(0, fret - 1)) / (1 - FRET_RATIO),
);
const distanceFromNut = (fret: number): number => FROM_FIRST[fret] ?? (1 - FRET_RATIO ** (fret - 1)) / (1 - FRET_RATIO);

const EFFORT = {
  finger: 0.6,
  indexBarre: { short: 1, mid: 1.5, full: 2 },
  otherBarre: { short: 1.5, long: 1.8, wide: 3 },
  /** A barre by another finger at the index's own fret (the index is the finger that lies flat). */
  barreBesideIndex: 1.5,
  /** Per fret width beyond the first between the lowest and highest fretted frets. */
  reach: 1.2,
  innerMute: 1.2,
  leanMute: 0.4,
  thumb: 1.5,
  /** The thumb over the neck turns the hand: all four fingers beside it is a stretch (Gmaj9 `3x4435`). */
  thumbAndFour: 2.5,
  behindBarre: 2.5,
  /** Fingers on the bass side of a partial index barre: the little F `xx3211`, Cm11 `x31331`. */
  behindIndexBarre: 1.2,
  highUp: 0.5,
} as const;

/**
 * The easiest way for one hand to play these frets (-1 muted, 0 open, from the lowest
 * string), or null when no hand can. Called for every candidate of a voicing search:
 * small loops, no sorting of more than six things.
 */
export function fingerHand(frets: readonly number[]): Hand | null {
  let fretted = 0;
  for (const fret of frets) if (fret > 0) fretted++;
  if (fretted === 0)
    return { fingers: frets.map(() => 0), barres: [], count: 0, thumb: false, difficulty: 0, reach: 0 };
  // Four notes or fewer: a finger each is always possible and never harder than a barre
  // (a barre costs more than the finger it saves), and the thumb only adds effort.
  if (fretted <= FINGERS) return fingerEach(frets, fretted);
  let best = bestWithout(frets, -1);
  // The thumb, on the lowest string, when another note is fretted at or next to its fret.
  const low = frets[0]!;
  if (low > 0 && fretted > 1) {
    let lowestOther = Infinity;
    for (let s = 1; s < frets.length; s++) if (frets[s]! > 0 && frets[s]! < lowestOther) lowestOther = frets[s]!;
    if (Math.abs(low - lowestOther) <= 1) {
      const withThumb = bestWithout(frets, 0);
      if (withThumb && (!best || withThumb.difficulty < best.difficulty)) best = withThumb;
    }
  }
  return best;
}

/**
 * The finger that takes the first note of a run at `fret`: the next free one, or one finger
 * per fret where there are fingers to spare (frets 5 and 7: index and ring), leaving enough
 * for the runs above; a second run at the same fret goes on from the last.
 */
function firstFinger(
  next: number,
  fret: number,
  lastFret: number,
  minFret: number,
  left: number,
  takes: number,
): number {
  if (fret === lastFret) return next;
  return Math.min(Math.max(next, 1 + fret - minFret), FINGERS - left - takes + 1);
}

const rounded = (effort: number) => Math.round(effort * 100) / 100;

/** What the shape costs whatever the fingering: the stretch, damped strings inside it, the height. */
function shapeEffort(frets: readonly number[], minFret: number, maxFret: number): number {
  let effort = Math.max(0, reachBetween(minFret, maxFret) - 1) * EFFORT.reach;
  effort += innerMutes(frets) * EFFORT.innerMute;
  // The finger on the low string leans on the next one and damps it with no care (F6 `1x323x`).
  if (frets[0]! > 0 && frets[1]! < 0 && innerMutes(frets) > 0) effort -= EFFORT.innerMute - EFFORT.leanMute;
  if (maxFret > 12) effort += EFFORT.highUp;
  return effort;
}

/** A finger for each fretted note, in fret order, one finger per fret where there are fingers to spare. */
function fingerEach(frets: readonly number[], fretted: number): Hand {
  const fingers = [0, 0, 0, 0, 0, 0].slice(0, frets.length);
  let minFret = Infinity;
  let maxFret = 0;
  for (const fret of frets) {
    if (fret <= 0) continue;
    if (fret < minFret) minFret = fret;
    if (fret > maxFret) maxFret = fret;
  }
  let next = 1;
  let left = fretted;
  for (let fret = minFret; fret <= maxFret; fret++) {
    let first = -1;
    for (let string = 0; string < frets.length; string++) {
      if (frets[string] !== fret) continue;
      if (first < 0) {
        let here = 0;
        for (const f of frets) if (f === fret) here++;
        left -= here;
        first = next = firstFinger(next, fret, -1, minFret, left, here);
      }
      fingers[string] = next++;
    }
  }
  return {
    fingers,
    barres: [],
    count: fretted,
    thumb: false,
    difficulty: rounded(fretted * EFFORT.finger + shapeEffort(frets, minFret, maxFret)),
    reach: reachBetween(minFret, maxFret),
  };
}

const RUN_FRET = new Int32Array(6);
const RUN_FROM = new Int32Array(6);
const RUN_TO = new Int32Array(6);
const RUN_NOTES = new Int32Array(6);
/** How many runs the scratch arrays hold (one per fretted string at most). */
let runCount = 0;

/** The easiest fingering with the string `thumbString` (or none, -1) left to the thumb. */
function bestWithout(frets: readonly number[], thumbString: number): Hand | null {
  // The runs of each fret, lowest fret first: at most six, as fret, first and last string,
  // notes. Scratch arrays shared by every call (one call at a time; this runs per candidate).
  const runFret = RUN_FRET;
  const runFrom = RUN_FROM;
  const runTo = RUN_TO;
  const runNotes = RUN_NOTES;
  runCount = 0;
  let minFret = Infinity;
  let maxFret = 0;
  for (let string = 0; string < frets.length; string++) {
    const fret = frets[string]!;
    if (fret <= 0) continue;
    if (fret < minFret) minFret = fret;
    if (fret > maxFret) maxFret = fret;
  }
  for (let fret = minFret; fret <= maxFret; fret++) {
    let open = -1; // the run being extended at this fret, or -1
    for (let string = 0; string < frets.length; string++) {
      const f = frets[string]!;
      if (string === thumbString || f < fret)
        open = -1; // open, muted, lower or the thumb's: a barre cannot lie across it
      else if (f === fret) {
        if (open < 0) {
          open = runCount++;
          runFret[open] = fret;
          runFrom[open] = string;
          runNotes[open] = 0;
        }
        runTo[open] = string;
        runNotes[open]!++;
      }
    }
  }

  // Each run of two or more notes is barred or fingered note by note: at most 2^runs ways.
  let bestChoice = -1;
  let bestDifficulty = Infinity;
  const runs = runCount;
  for (let choice = 0; choice < 1 << runs; choice++) {
    let needed = 0;
    let valid = true;
    for (let r = 0; r < runs; r++) {
      const barred = (choice >> r) & 1;
      if (barred && runNotes[r]! < 2) valid = false;
      needed += barred ? 1 : runNotes[r]!;
    }
    if (!valid || needed > FINGERS) continue;
    const difficulty = effort(frets, runFret, runFrom, runTo, runNotes, choice, needed, minFret, thumbString);
    if (difficulty < bestDifficulty) {
      bestDifficulty = difficulty;
      bestChoice = choice;
    }
  }
  if (bestChoice < 0) return null;

  // The winner, with its fingers numbered.
  const fingers = [0, 0, 0, 0, 0, 0].slice(0, frets.length);
  const barres: Barre[] = [];
  let needed = 0;
  for (let r = 0; r < runs; r++) needed += (bestChoice >> r) & 1 ? 1 : runNotes[r]!;
  let next = 1;
  let left = needed;
  let lastFret = -1;
  const lead = indexBarreRun(frets, runFret, runFrom, bestChoice, minFret);
  for (let i = 0; i < runs; i++) {
    const r = inFingerOrder(i, lead);
    const barred = (bestChoice >> r) & 1;
    const takes = barred ? 1 : runNotes[r]!;
    left -= takes;
    const first = firstFinger(next, runFret[r]!, lastFret, minFret, left, takes);
    lastFret = runFret[r]!;
    let finger = first;
    for (let string = runFrom[r]!; string <= runTo[r]!; string++) {
      if (frets[string] !== runFret[r]) continue;
      fingers[string] = barred ? first : finger++;
    }
    if (barred) barres.push({ fret: runFret[r]!, finger: first, fromString: runFrom[r]!, toString: runTo[r]! });
    next = first + takes;
  }
  if (thumbString >= 0) fingers[thumbString] = THUMB;
  return {
    fingers,
    barres,
    count: needed + (thumbString >= 0 ? 1 : 0),
    thumb: thumbString >= 0,
    difficulty: rounded(bestDifficulty),
    reach: reachBetween(minFret, maxFret),
  };
}

/**
 * The barred run at the lowest fret, if any: the index lies flat there, and other notes
 * at that fret take the next fingers (G9 `3x3435`: the index across D to B, the middle on
 * the low G), so it is fingered first. -1 when there is none.
 */
function indexBarreRun(
  frets: readonly number[],
  runFret: ArrayLike<number>,
  runFrom: ArrayLike<number>,
  choice: number,
  minFret: number,
): number {
  for (let r = 0; r < runCount && runFret[r] === minFret; r++) {
    if (!((choice >> r) & 1)) continue;
    // Only when no higher note lies between: F as `1x3211` keeps the index on the low F.
    for (let string = runFrom[0]!; string < runFrom[r]!; string++) if (frets[string]! > minFret) return -1;
    return r;
  }
  return -1;
}

/** The run fingered `i`th: runs in fret order, except that the lowest fret's barre comes first. */
const inFingerOrder = (i: number, lead: number): number => (lead <= 0 ? i : i === 0 ? lead : i <= lead ? i - 1 : i);

/** The effort of one choice of barres (bit r: run r barred), or Infinity when the hand cannot. */
function effort(
  frets: readonly number[],
  runFret: ArrayLike<number>,
  runFrom: ArrayLike<number>,
  runTo: ArrayLike<number>,
  runNotes: ArrayLike<number>,
  choice: number,
  needed: number,
  minFret: number,
  thumbString: number,
): number {
  let difficulty = needed * EFFORT.finger;
  let maxFret = 0;
  for (const fret of frets) if (fret > maxFret) maxFret = fret;
  let next = 1;
  let left = needed;
  let lastFret = -1;
  const lead = indexBarreRun(frets, runFret, runFrom, choice, minFret);
  for (let i = 0; i < runCount; i++) {
    const r = inFingerOrder(i, lead);
    const barred = (choice >> r) & 1;
    const takes = barred ? 1 : runNotes[r]!;
    left -= takes;
    const fret = runFret[r]!;
    const first = firstFinger(next, fret, lastFret, minFret, left, takes);
    lastFret = fret;
    next = first + takes;
    if (!barred) continue;
    const from = runFrom[r]!;
    const to = runTo[r]!;
    const width = to - from + 1;
    difficulty +=
      first === 1
        ? width >= 5
          ? EFFORT.indexBarre.full
          : width >= 3
            ? EFFORT.indexBarre.mid
            : EFFORT.indexBarre.short
        : (width >= 4 ? EFFORT.otherBarre.wide : width === 3 ? EFFORT.otherBarre.long : EFFORT.otherBarre.short) +
          (fret === minFret ? EFFORT.barreBesideIndex : 0);
    let below = 0; // the highest fret fingered above the barre on its bass side, or 0
    let above = false;
    for (let string = 0; string < frets.length; string++) {
      const f = frets[string]!;
      if (f <= 0 || string === thumbString || f === fret) continue;
      if (f < fret) {
        // A lower note on the barre's treble side: its finger would pass under the barre,
        // unless it is itself a lower barre lying across the same strings (x35553).
        if (string > to && !lowerBarreAcross(runFret, runFrom, runTo, choice, f, to)) return Infinity;
        continue;
      }
      if (string < from) below = Math.max(below, f);
      if (string > to) above = true;
    }
    // Fingers above a barre's fret on both of its sides: only the index, lying flat, leaves
    // room for that, with the bass side one fret above it (C13b9 `x32325`).
    if (below && above && (first !== 1 || below - fret > 1)) return Infinity;
    if (below) difficulty += first === 1 ? EFFORT.behindIndexBarre : EFFORT.behindBarre;
  }
  if (thumbString >= 0) difficulty += EFFORT.thumb + (needed === FINGERS ? EFFORT.thumbAndFour : 0);
  return difficulty + shapeEffort(frets, minFret, maxFret);
}

/** Whether a barred run at `fret` reaches over `string` (so a note there lies under the same finger). */
function lowerBarreAcross(
  runFret: ArrayLike<number>,
  runFrom: ArrayLike<number>,
  runTo: ArrayLike<number>,
  choice: number,
  fret: number,
  string: number,
): boolean {
  for (let r = 0; r < runCount; r++)
    if ((choice >> r) & 1 && runFret[r] === fret && runFrom[r]! <= string && runTo[r]! > string) return true;
  return false;
}

/** Muted strings between the lowest and highest sounding strings. */
export function innerMutes(frets: readonly number[]): number {
  let first = -1;
  let last = -1;
  frets.forEach((fret, string) => {
    if (fret < 0) return;
    if (first < 0) first = string;
    last = string;
  });
  let muted = 0;
  for (let string = first + 1; string < last; string++) if (frets[string]! < 0) muted++;
  return muted;
}

/** What a learner is told about a shape's difficulty: a word, and what makes it so. */
export interface DifficultyLabel {
  level: 'easy' | 'medium' | 'hard';
  /** "barre", "stretch", "thumb": what the hand has to do. */
  features: string[];
}

/** For a hand or a voicing: both have their fingers (the thumb among them), barres, difficulty and reach. */
export function difficultyLabel(hand: Pick<Hand, 'difficulty' | 'barres' | 'reach' | 'fingers'>): DifficultyLabel {
  const features: string[] = [];
  if (hand.barres.length > 0) features.push('barre');
  if (hand.reach > 2.6) features.push('stretch');
  if (hand.fingers.includes(THUMB)) features.push('thumb');
  const level = hand.difficulty <= 3.6 ? 'easy' : hand.difficulty <= 6 ? 'medium' : 'hard';
  return { level, features };
}
