import { ChordType, Interval, Note, ScaleType } from 'tonal';
import { MAX_FRET } from './neck';
import { scaleTypeOrder, scaleTypeTier } from './scaleType';
import { STRING_COUNT, getTuning } from './tunings';
import type { ChordReading, TuningSpec } from './types';

type ChordTypeInfo = ReturnType<typeof ChordType.get>;

/**
 * How common a chord type is, by its first tonal symbol: tier 0 the everyday chords,
 * 1 the next a learner meets, 2 the jazz staples; everything else is exotic. The weights
 * are chosen against the known traps: an inversion of an everyday chord (3) beats an
 * exotic root-position reading (C/E before Em#5), but not a tier-1 chord in root position
 * (C6 before Am7/C).
 */
const TIERS: readonly (readonly string[])[] = [
  ['M', 'm', '7', 'maj7', 'm7', '5'],
  ['6', 'm6', 'sus4', 'sus2', 'Madd9', 'madd9', '7sus4', 'm7b5', 'dim', 'dim7', 'aug', '9', 'm9', 'maj9', '6add9'],
  [
    '11',
    'm11',
    '13',
    'm13',
    'maj13',
    '7b9',
    '7#9',
    'm/ma7',
    '7#5',
    '7b5',
    'maj#4',
    '7#11',
    'm69',
    '9sus4',
    'maj7#5',
    'sus24',
    '7b13',
    'madd4',
  ],
];
const TIER_WEIGHT = [0, 1, 3, 8];
const POSITION_WEIGHT = { root: 0, inversion: 3, slash: 6 } as const;
// Two, so a complete triad in inversion ties with and then beats a sixth without its fifth: x32210 is Am/C, not C6.
const MISSING_FIFTH_WEIGHT = 2;

/** Symbols as guitarists write them, where tonal's first alias reads otherwise. */
const SYMBOLS: Record<string, string> = {
  M: '',
  'm/ma7': 'mMaj7',
  Madd9: 'add9',
  'maj#4': 'maj7#11',
  '6add9': '6/9',
  Mb5: '(b5)',
};

/** Root names a guitarist writes: flats for Eb, Ab and Bb, sharps for C# and F# (G# in minor chords). */
const ROOT_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const MINOR_ROOT_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'G#', 'A', 'Bb', 'B'];

interface KnownType {
  type: ChordTypeInfo;
  symbol: string;
  tier: number;
  minor: boolean;
  /** Pitch classes over the root, as a 12-bit mask (bit 0 the root). */
  mask: number;
}

let byMask: Map<number, KnownType[]> | null = null;

function guitarSymbol(alias: string): string {
  if (alias in SYMBOLS) return SYMBOLS[alias]!;
  // tonal's "M7b6", "M9sus4": guitarists write maj7b6; "Maddb9" reads addb9.
  if (/^M(7|9|13)/.test(alias)) return `maj${alias.slice(1)}`;
  return alias.startsWith('M') ? alias.slice(1) : alias;
}

function knownTypes(): Map<number, KnownType[]> {
  if (byMask) return byMask;
  byMask = new Map();
  for (const type of ChordType.all()) {
    const alias = type.aliases[0] ?? type.name;
    // A missing fifth is ours to allow for any chord, so tonal's "7no5" types would repeat "7".
    if (/no5$/.test(alias)) continue;
    const tier = TIERS.findIndex((symbols) => symbols.includes(alias));
    const mask = type.intervals.reduce((m, i) => m | (1 << (Interval.semitones(i)! % 12)), 0);
    const known: KnownType = {
      type,
      symbol: guitarSymbol(alias),
      tier: tier === -1 ? TIERS.length : tier,
      minor: type.intervals.includes('3m'),
      mask,
    };
    byMask.set(mask, [...(byMask.get(mask) ?? []), known]);
  }
  return byMask;
}

/** The sounding MIDI notes of a fretted shape, lowest string first; null when the shape is not one. */
function soundingMidi(frets: readonly number[], tuning: TuningSpec | undefined): number[] | null {
  const resolved = getTuning(tuning);
  if (!resolved || !Array.isArray(frets) || frets.length !== STRING_COUNT) return null;
  const midi: number[] = [];
  for (let string = 0; string < STRING_COUNT; string++) {
    const fret = frets[string]!;
    if (fret === -1) continue;
    if (!Number.isInteger(fret) || fret < 0 || fret > MAX_FRET) return null;
    midi.push(resolved.midi[string]! + fret);
  }
  return midi.sort((a, b) => a - b);
}

const ORDINALS = ['', 'unison', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'octave'];
const QUALITIES: Record<string, string> = { P: 'perfect', M: 'major', m: 'minor', A: 'augmented', d: 'diminished' };

/** An interval's name as a learner says it: "3M" -> "major third", "5P" -> "perfect fifth"; '' if not an interval. */
export function intervalName(interval: string): string {
  const parsed = Interval.get(interval);
  if (parsed.empty) return '';
  const ordinal = ORDINALS[Math.abs(parsed.simple)] ?? `${Math.abs(parsed.simple)}th`;
  return `${QUALITIES[parsed.q] ?? parsed.q} ${ordinal}`;
}

/** The interval between two pitch classes a number of semitones apart, named ("tritone" for 6). */
function semitoneName(semitones: number): string {
  return semitones === 6 ? 'tritone' : intervalName(Interval.fromSemitones(semitones));
}

const chordNotes = new Map<string, string[]>();

function spelledChord(known: KnownType, root: string): string[] {
  const key = `${known.type.setNum}:${known.symbol}:${root}`;
  let notes = chordNotes.get(key);
  if (!notes) {
    notes = known.type.intervals.map((i) => Note.pitchClass(Note.transpose(root, i)));
    chordNotes.set(key, notes);
  }
  return notes;
}

/** A non-chord bass note spelled from the root's major scale when it belongs there (A/G#), else plainly (D/C). */
function spellBass(chroma: number, root: string): string {
  for (const step of ['1P', '2M', '3M', '4P', '5P', '6M', '7M']) {
    const note = Note.get(Note.transpose(root, step));
    if (note.chroma === chroma && Math.abs(note.alt) <= 1) return note.pc;
  }
  return ROOT_NAMES[chroma]!;
}

/** A bass note as a player reads it: C rather than B#, F rather than E#, and no double sharps. */
function readable(note: string): string {
  const parsed = Note.get(note);
  return Math.abs(parsed.alt) > 1 || ['B#', 'E#', 'Cb', 'Fb'].includes(parsed.pc) ? Note.simplify(note) : note;
}

const INVERSIONS: Record<number, string> = { 3: 'first inversion', 5: 'second inversion', 7: 'third inversion' };
const DEGREE_WORDS: Record<number, string> = {
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  6: 'sixth',
  7: 'seventh',
  9: 'ninth',
  11: 'eleventh',
  13: 'thirteenth',
};

interface Candidate {
  reading: ChordReading;
  score: number;
  tier: number;
  position: number;
}

function candidate(
  known: KnownType,
  rootChroma: number,
  bassChroma: number,
  sounding: number[],
  slash: boolean,
  missingFifth: boolean,
): Candidate {
  const root = (known.minor ? MINOR_ROOT_NAMES : ROOT_NAMES)[rootChroma]!;
  const notes = spelledChord(known, root);
  const spell = (chroma: number) => notes.find((n) => Note.chroma(n) === chroma) ?? spellBass(chroma, root);
  const spelledBass = spell(bassChroma);
  const bass = readable(spelledBass);
  const label = known.type.name ? `${root} ${known.type.name}` : `${root}${known.symbol}`;
  const name = `${root}${known.symbol}${bass === root ? '' : `/${bass}`}`;
  const bassInterval = known.type.intervals[notes.indexOf(spelledBass)];
  const bassDegree = bassInterval ? Math.abs(Interval.get(bassInterval).num) : 0;
  let why: string;
  if (slash) why = `${label} over ${bass}, a bass note outside the chord`;
  else if (bass === root) why = `${label} with ${root} in the bass (root position)`;
  else {
    const inversion = INVERSIONS[bassDegree];
    why = `${label} with ${bass} in the bass (${inversion ?? `the ${DEGREE_WORDS[bassDegree] ?? 'chord tone'} in the bass`})`;
  }
  const missing = missingFifth ? ['5P'] : [];
  if (missingFifth) why += `, without its fifth (${spell((rootChroma + 7) % 12)})`;
  const position = slash ? POSITION_WEIGHT.slash : bass === root ? POSITION_WEIGHT.root : POSITION_WEIGHT.inversion;
  return {
    reading: {
      name,
      root,
      type: known.type.name || known.symbol,
      symbol: `${root}${known.symbol}`,
      bass,
      missing,
      intervalsOverBass: sounding
        .map((c) => Interval.distance(bass, spell(c)))
        .sort((a, b) => Interval.semitones(a)! - Interval.semitones(b)! || a.localeCompare(b)),
      why: `${why}.`,
    },
    score: TIER_WEIGHT[known.tier]! + position + (missingFifth ? MISSING_FIFTH_WEIGHT : 0),
    tier: known.tier,
    position,
  };
}

/** Readings of a set of pitch classes (bit mask) over a bass, on each candidate root. */
function readingsOf(mask: number, roots: number[], sounding: number[], slash: boolean, out: Candidate[]): void {
  const types = knownTypes();
  const bassChroma = sounding[0]!;
  for (const rootChroma of roots) {
    // Rotate so the candidate root is bit 0.
    const relative = ((mask >> rootChroma) | (mask << (12 - rootChroma))) & 0xfff;
    for (const known of types.get(relative) ?? []) {
      out.push(candidate(known, rootChroma, bassChroma, sounding, slash, false));
    }
    // The fifth may be left out, except from a slash chord's upper structure.
    if (!slash && !(relative & (1 << 7))) {
      for (const known of types.get(relative | (1 << 7)) ?? []) {
        if (known.type.intervals.includes('5P'))
          out.push(candidate(known, rootChroma, bassChroma, sounding, slash, true));
      }
    }
  }
}

/** Distinct pitch classes of sorted MIDI notes, lowest first. */
function distinctChromas(midi: number[]): number[] {
  const seen: number[] = [];
  for (const m of midi) if (!seen.includes(m % 12)) seen.push(m % 12);
  return seen;
}

/**
 * Every chord the notes of a shape can be read as, best first: common chord types before
 * exotic ones, root position before inversions before slash chords over a non-chord bass,
 * complete chords before ones without their fifth. Two pitch classes a fifth or a fourth
 * apart read as a power chord (C5, C5/G); other pairs have no chord reading. [] for fewer
 * than two pitch classes or a shape that is not six frets (-1 muted, 0-24) in a known tuning.
 */
export function readChord(frets: readonly number[], tuning?: TuningSpec): ChordReading[] {
  const midi = soundingMidi(frets, tuning);
  return midi ? readMidi(midi) : [];
}

/**
 * `readChord` for any set of sounding notes as MIDI numbers (for example several held on
 * one string); the lowest is the bass. [] for anything but whole numbers from 0 to 127.
 */
export function readNotes(midiNotes: readonly number[]): ChordReading[] {
  if (!Array.isArray(midiNotes) || midiNotes.some((m) => !Number.isInteger(m) || m < 0 || m > 127)) return [];
  return readMidi([...midiNotes].sort((a, b) => a - b));
}

function readMidi(midi: number[]): ChordReading[] {
  const sounding = distinctChromas(midi);
  if (sounding.length < 2) return [];
  const bass = sounding[0]!;
  const mask = sounding.reduce((m, c) => m | (1 << c), 0);
  const found: Candidate[] = [];
  if (sounding.length === 2) {
    // Only the power chord: two notes otherwise name their interval, not a chord without its fifth.
    for (const known of knownTypes().get(0b10000001) ?? []) {
      const interval = (sounding[1]! - bass + 12) % 12;
      if (interval === 7) found.push(candidate(known, bass, bass, sounding, false, false));
      if (interval === 5) found.push(candidate(known, sounding[1]!, bass, sounding, false, false));
    }
  } else {
    readingsOf(mask, sounding, sounding, false, found);
    // A slash chord: a complete chord of three or more notes over a bass that is not in it.
    const upper = sounding.slice(1);
    if (upper.length >= 3) readingsOf(mask & ~(1 << bass), upper, sounding, true, found);
  }
  found.sort(
    (a, b) =>
      a.score - b.score ||
      a.reading.missing.length - b.reading.missing.length ||
      a.tier - b.tier ||
      a.position - b.position,
  );
  const seen = new Set<string>();
  return found.map((c) => c.reading).filter((r) => !seen.has(r.name) && seen.add(r.name));
}

/**
 * The names of the chord a shape sounds, best first ("C", "Am7", "C/E"), for six frets
 * from the lowest string (-1 muted) in a tuning (default standard). Two pitch classes
 * name their interval first ("major third"; "perfect fifth" then the power chord "C5").
 */
export function identifyChord(frets: readonly number[], tuning?: TuningSpec): string[] {
  const readings = readChord(frets, tuning).map((r) => r.name);
  const midi = soundingMidi(frets, tuning);
  const sounding = midi ? distinctChromas(midi) : [];
  if (sounding.length !== 2) return readings;
  return [semitoneName((sounding[1]! - sounding[0]! + 12) % 12), ...readings];
}

/**
 * Scales that contain every given note ("C major", "A minor pentatonic"), common scales
 * first, and among them scales on the first given note, then on another given note, then
 * on any other root; with a root, only scales on it. At most `limit` (default 20). [] if a
 * note is not one or none is given.
 */
export function scalesContaining(pitchClasses: readonly string[], root?: string, limit = 20): string[] {
  if (!Array.isArray(pitchClasses) || pitchClasses.length === 0) return [];
  const notes = pitchClasses.map((n) => Note.get(n));
  if (notes.some((n) => n.empty)) return [];
  const wanted = notes.map((n) => n.chroma);
  let roots: Array<{ chroma: number; name?: string; rank: number }>;
  if (root !== undefined) {
    const parsed = Note.get(root);
    if (parsed.empty) return [];
    roots = [{ chroma: parsed.chroma, name: parsed.pc, rank: 0 }];
  } else {
    roots = Array.from({ length: 12 }, (_, i) => {
      const chroma = (wanted[0]! + i) % 12;
      const given = notes.find((n) => n.chroma === chroma);
      return { chroma, name: given?.pc, rank: i === 0 ? 0 : given ? 1 : 2 };
    });
  }
  const found: Array<{ name: string; score: number; order: number; index: number }> = [];
  for (const type of ScaleType.all()) {
    if (type.intervals.length === 12) continue; // the chromatic scale contains everything and says nothing
    const steps = type.intervals.map((i) => Interval.semitones(i)! % 12);
    const tier = scaleTypeTier(type.name);
    roots.forEach(({ chroma, name, rank }, index) => {
      if (!wanted.every((c) => steps.includes((c - chroma + 12) % 12))) return;
      const rootName = name ?? (type.intervals.includes('3m') ? MINOR_ROOT_NAMES : ROOT_NAMES)[chroma]!;
      found.push({ name: `${rootName} ${type.name}`, score: tier * 2 + rank, order: scaleTypeOrder(type.name), index });
    });
  }
  found.sort((a, b) => a.score - b.score || a.order - b.order || a.index - b.index);
  return found.slice(0, Math.max(0, limit)).map((f) => f.name);
}
