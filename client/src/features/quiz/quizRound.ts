/**
 * A quiz round as data: ten questions drawn from the learner's settings with a random
 * source passed in (seeded in tests), the places the learner is weak at drawn more often,
 * and pure checks of an answer. No clock and no DOM: the machine and the screen bring those.
 * Over 350 lines on purpose (just): the three topics share the area, weighting and choice
 * helpers; split it by topic when ear training joins them.
 */
import { Interval } from 'tonal';
import type { QuizTopic } from '#events/progressEvents';
import { chromaAt, midiAt, pitchClassAt, type Position } from '../../theory/neck';
import type { Tuning } from '../../theory/tunings';
import { shuffled } from '../../lib/seededRandom';
import { chordSymbol } from '../../theory/catalog';
import type { Voicing } from '../../theory/types';
import { chordVoicings } from '../../theory/voicings';
import { drawWeight, type NeckStats } from './neckStats';

/** The topics this screen asks about (ear training comes later). */
export const ROUND_TOPICS = ['notes', 'intervals', 'chords'] as const satisfies readonly QuizTopic[];
export type RoundTopic = (typeof ROUND_TOPICS)[number];

export const ROUND_LENGTH = 10;

export interface RoundSettings {
  topic: RoundTopic;
  /** String indexes, 0 = lowest; the range asked about, inclusive. */
  lowString: number;
  highString: number;
  fromFret: number;
  toFret: number;
  /** Only the natural notes (no sharps or flats) are asked about. */
  naturalsOnly: boolean;
}

export const DEFAULT_SETTINGS: RoundSettings = {
  topic: 'notes',
  lowString: 0,
  highString: 5,
  fromFret: 0,
  toFret: 12,
  naturalsOnly: true,
};

/** The intervals asked about, tonal's short names, within an octave. */
export const QUIZ_INTERVALS = ['2m', '2M', '3m', '3M', '4P', '4A', '5P', '6m', '6M', '7m', '7M', '8P'] as const;
export type QuizInterval = (typeof QUIZ_INTERVALS)[number];

const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const NATURAL_NAMES = ['C', 'D', 'E', 'F', 'G', 'A', 'B'];

export type Question =
  /** Tap any place of `note` on the strings and frets given. */
  | { kind: 'find-note'; note: string; target: Position; area: Area }
  /** One place lit: choose its note. */
  | { kind: 'name-note'; target: Position; choices: string[]; answer: string; area: Area }
  /** A note lit: tap the note `interval` above it. */
  | { kind: 'find-interval'; root: Position; interval: QuizInterval; target: Position; area: Area }
  /** Two places lit: choose the interval from the first (lower) up to the second. */
  | {
      kind: 'name-interval';
      root: Position;
      target: Position;
      choices: QuizInterval[];
      answer: QuizInterval;
      area: Area;
    }
  /** A chord box (the engine's first-ranked voicing): choose its name. Not about one place, so no target. */
  | { kind: 'name-chord'; voicing: Voicing; choices: string[]; answer: string };

/** A question about places on the neck (every kind but a chord's name). */
export type NeckQuestion = Exclude<Question, { kind: 'name-chord' }>;

/** The questions about places on the neck, for callers that asked a notes or intervals round. */
export const neckQuestions = (questions: readonly Question[]): NeckQuestion[] =>
  questions.filter((q): q is NeckQuestion => q.kind !== 'name-chord');

/** Where a question lives on the neck. */
export interface Area {
  lowString: number;
  highString: number;
  fromFret: number;
  toFret: number;
}

/** What the learner did: tapped a place, or chose one of the choices. */
export type Response = { position: Position } | { choice: string };

/** The interval's name as a learner reads it: "major third", "perfect fifth", "octave". */
export function intervalWords(interval: string): string {
  const names: Record<string, string> = {
    '2m': 'minor second',
    '2M': 'major second',
    '3m': 'minor third',
    '3M': 'major third',
    '4P': 'perfect fourth',
    '4A': 'tritone',
    '5P': 'perfect fifth',
    '6m': 'minor sixth',
    '6M': 'major sixth',
    '7m': 'minor seventh',
    '7M': 'major seventh',
    '8P': 'octave',
  };
  return names[interval] ?? interval;
}

const semitones = (interval: string) => Interval.get(interval).semitones ?? 0;

/** A settings value made safe: strings 0..5 in order, frets 0..24 in order with at least 2 frets. */
export function settingsInRange(settings: RoundSettings): RoundSettings {
  const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(Number(n) || 0)));
  const a = clamp(settings.lowString, 0, 5);
  const b = clamp(settings.highString, 0, 5);
  const from = clamp(settings.fromFret, 0, 23);
  const to = clamp(settings.toFret, 1, 24);
  return {
    ...settings,
    lowString: Math.min(a, b),
    highString: Math.max(a, b),
    fromFret: Math.min(from, to - 1),
    toFret: Math.max(to, Math.min(from, to - 1) + 1),
  };
}

/** Every place inside an area. */
function placesIn(area: Area): Position[] {
  const places: Position[] = [];
  for (let string = area.lowString; string <= area.highString; string++)
    for (let fret = area.fromFret; fret <= area.toFret; fret++) places.push({ string, fret });
  return places;
}

const isNatural = (tuning: Tuning, position: Position) => !pitchClassAt(tuning, position, 'sharps').includes('#');

/** One item of `items`, each as likely as its weight. */
function weightedPick<T>(items: readonly T[], weight: (item: T) => number, random: () => number): T {
  const weights = items.map(weight);
  const total = weights.reduce((sum, w) => sum + w, 0);
  let at = random() * total;
  for (let i = 0; i < items.length; i++) {
    at -= weights[i]!;
    if (at < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** `count` distinct wrong choices and the answer, in a random order. */
function choicesWith<T>(answer: T, pool: readonly T[], count: number, random: () => number): T[] {
  const others = shuffled(
    pool.filter((item) => item !== answer),
    random,
  ).slice(0, count);
  return shuffled([answer, ...others], random);
}

/**
 * The questions of one round. Each question's place is drawn with the weight of the
 * learner's stats there (`drawWeight`), so weak places come up more often.
 */
export function generateRound(
  tuning: Tuning,
  input: RoundSettings,
  random: () => number,
  stats: NeckStats = new Map(),
  length = ROUND_LENGTH,
): Question[] {
  const settings = settingsInRange(input);
  const area: Area = settings;
  const all = placesIn(area);
  const places = settings.naturalsOnly && settings.topic === 'notes' ? all.filter((p) => isNatural(tuning, p)) : all;
  const weightOf = (p: Position) => drawWeight(stats.get(`${p.string}:${p.fret}`));
  const questions: Question[] = [];
  let previous = '';
  for (let i = 0; i < length; i++) {
    // Never the same place twice in a row.
    const pool = places.filter((p) => `${p.string}:${p.fret}` !== previous);
    const question =
      settings.topic === 'chords'
        ? chordQuestion(tuning, random, previous)
        : settings.topic === 'notes'
          ? noteQuestion(tuning, settings, area, weightedPick(pool, weightOf, random), random, i)
          : intervalQuestion(tuning, area, pool, weightOf, random, i);
    questions.push(question);
    previous = question.kind === 'name-chord' ? question.answer : `${question.target.string}:${question.target.fret}`;
  }
  return questions;
}

function noteQuestion(
  tuning: Tuning,
  settings: RoundSettings,
  area: Area,
  target: Position,
  random: () => number,
  index: number,
): Question {
  const answer = pitchClassAt(tuning, target, 'sharps');
  if (index % 2 === 0) return { kind: 'find-note', note: answer, target, area };
  const pool = settings.naturalsOnly ? NATURAL_NAMES : SHARP_NAMES;
  return { kind: 'name-note', target, answer, choices: choicesWith(answer, pool, 3, random), area };
}

/**
 * An interval question: the drawn place is the upper note (the one the learner must find
 * or hear against the root), and a root below it in the area is found for an interval.
 */
function intervalQuestion(
  tuning: Tuning,
  area: Area,
  pool: readonly Position[],
  weightOf: (p: Position) => number,
  random: () => number,
  index: number,
): Question {
  const places = placesIn(area);
  for (let attempt = 0; attempt < 50; attempt++) {
    const target = weightedPick(pool, weightOf, random);
    const interval = QUIZ_INTERVALS[Math.floor(random() * QUIZ_INTERVALS.length)]!;
    const rootMidi = midiAt(tuning, target) - semitones(interval);
    const roots = places.filter(
      (p) => midiAt(tuning, p) === rootMidi && !(p.string === target.string && p.fret === target.fret),
    );
    if (roots.length === 0) continue;
    const root = roots[Math.floor(random() * roots.length)]!;
    const window = fretWindow(area, root, target);
    if (index % 2 === 0) return { kind: 'find-interval', root, interval, target, area: window };
    return {
      kind: 'name-interval',
      root,
      target,
      answer: interval,
      choices: choicesWith(interval, QUIZ_INTERVALS, 3, random),
      area: window,
    };
  }
  // An area too small for any interval: a fifth from its first place, shown wherever it lands.
  const root = places[0]!;
  const target = { string: root.string, fret: root.fret + 7 };
  return {
    kind: 'find-interval',
    root,
    interval: '5P',
    target,
    area: { ...area, toFret: Math.max(area.toFret, target.fret) },
  };
}

/** Interval questions show the frets around their two notes (at least five), so both fit a phone's screen. */
const WINDOW_FRETS = 5;
function fretWindow(area: Area, root: Position, target: Position): Area {
  let fromFret = Math.max(area.fromFret, Math.min(root.fret, target.fret) - 1);
  let toFret = Math.min(area.toFret, Math.max(root.fret, target.fret) + 1);
  while (toFret - fromFret < WINDOW_FRETS - 1 && (fromFret > area.fromFret || toFret < area.toFret)) {
    if (toFret < area.toFret) toFret++;
    if (toFret - fromFret < WINDOW_FRETS - 1 && fromFret > area.fromFret) fromFret--;
  }
  return { ...area, fromFret, toFret };
}

/** The chords asked about: every natural root in the five chord types a beginner meets first. */
const CHORD_ROOTS = NATURAL_NAMES;
const CHORD_TYPES = ['major', 'm', '7', 'm7', 'maj7'] as const;

/** A chord's box to name, with three wrong names: the same root in other types, or the same type on other roots. */
function chordQuestion(tuning: Tuning, random: () => number, previous: string): Question {
  for (let attempt = 0; attempt < 50; attempt++) {
    const root = CHORD_ROOTS[Math.floor(random() * CHORD_ROOTS.length)]!;
    const type = CHORD_TYPES[Math.floor(random() * CHORD_TYPES.length)]!;
    const answer = chordSymbol(root, type);
    const voicing = chordVoicings(root, type, tuning.pitches)[0];
    if (!voicing || answer === previous) continue;
    const sameRoot = CHORD_TYPES.filter((t) => t !== type).map((t) => chordSymbol(root, t));
    const sameType = CHORD_ROOTS.filter((r) => r !== root).map((r) => chordSymbol(r, type));
    const wrong = shuffled(
      [...shuffled(sameRoot, random).slice(0, 2), ...shuffled(sameType, random).slice(0, 2)],
      random,
    );
    return { kind: 'name-chord', voicing, answer, choices: shuffled([answer, ...wrong.slice(0, 3)], random) };
  }
  // A tuning with no voicing for any of them: C major as the engine gives it, or an empty box.
  const voicing = chordVoicings('C', 'major', tuning.pitches)[0] ?? ({ frets: [-1, -1, -1, -1, -1, -1] } as Voicing);
  return { kind: 'name-chord', voicing, answer: 'C', choices: ['C', 'Cm', 'C7', 'Am'] };
}

const inArea = (area: Area, p: Position) =>
  p.string >= area.lowString && p.string <= area.highString && p.fret >= area.fromFret && p.fret <= area.toFret;

/** Whether a response answers a question. A tap must be inside the question's area. */
export function isRight(tuning: Tuning, question: Question, response: Response): boolean {
  switch (question.kind) {
    case 'find-note':
      return (
        'position' in response &&
        inArea(question.area, response.position) &&
        chromaAt(tuning, response.position) === chromaAt(tuning, question.target)
      );
    case 'find-interval':
      return (
        'position' in response &&
        inArea(question.area, response.position) &&
        midiAt(tuning, response.position) === midiAt(tuning, question.root) + semitones(question.interval)
      );
    case 'name-note':
    case 'name-interval':
    case 'name-chord':
      return 'choice' in response && response.choice === question.answer;
  }
}

/**
 * The place an answer is counted at for the heat map: where the learner tapped when right,
 * else the question's place; none for a chord's name.
 */
export function answerPlace(question: Question, response: Response, right: boolean): Position | undefined {
  if (question.kind === 'name-chord') return undefined;
  return right && 'position' in response ? response.position : question.target;
}

export interface RoundAnswer {
  string?: number;
  fret?: number;
  right: boolean;
  ms: number;
}

export interface RoundScore {
  right: number;
  total: number;
  /** The whole round's answering time, in milliseconds. */
  ms: number;
}

/** A round's score: answers right out of those given, and the time they took. */
export function scoreRound(answers: readonly RoundAnswer[]): RoundScore {
  return {
    right: answers.filter((a) => a.right).length,
    total: answers.length,
    ms: answers.reduce((sum, a) => sum + a.ms, 0),
  };
}

/** The sentence a question asks. */
export function questionText(question: Question): string {
  const strings = (area: Area) =>
    area.lowString === area.highString
      ? `string ${6 - area.lowString}`
      : `strings ${6 - area.highString} to ${6 - area.lowString}`;
  switch (question.kind) {
    case 'find-note':
      return `Find ${/^[AEF]/.test(question.note) ? 'an' : 'a'} ${question.note} on ${strings(question.area)}, frets ${question.area.fromFret} to ${question.area.toFret}.`;
    case 'name-note':
      return 'Name the note marked on the neck.';
    case 'find-interval':
      return `Find the ${intervalWords(question.interval)} above the marked note.`;
    case 'name-interval':
      return 'Which interval is it, from the square (root) up to the round note?';
    case 'name-chord':
      return 'Name this chord.';
  }
}
