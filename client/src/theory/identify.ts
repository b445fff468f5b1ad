// Over 350 lines on purpose: reading a shape as chords is one ranking (candidates, omissions, the
// bass, how common each type is, the reasons given), and its weights only make sense side by side.
import { ChordType, Interval, Note, Scale, ScaleType } from 'tonal';
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
/**
 * Root position; an inversion (the third, fifth or seventh in the bass); another chord
 * tone in the bass (a 9th, 11th, 6th: Bbadd9/C is not how a book names C11); a bass
 * outside the chord.
 */
const POSITION_WEIGHT = { root: 0, inversion: 3, otherTone: 4.5, slash: 6 } as const;
/**
 * What leaving a tone out costs a reading, as players leave them out: the fifth of any
 * chord (a little less than an inversion, so x32210 is C6 before Am/C: the bass names the
 * chord when that reading is a common one); the 9th of an eleventh or thirteenth; the 11th
 * of a thirteenth (it clashes with the third, so players nearly always drop it).
 */
const MISSING_WEIGHT: Readonly<Record<string, number>> = { '5P': 1.5, '9M': 1, '11P': 0.25 };
/** In a thirteenth chord players leave out the fifth, the 9th and the 11th as a rule: they cost little. */
const MISSING_FROM_THIRTEENTH: Readonly<Record<string, number>> = { '5P': 0.5, '9M': 0.5, '11P': 0 };
/** Off the score of a root-position reading of a known (tiered) chord type. */
const ROOT_IN_BASS_BONUS = 1;
/** The tones a reading may lack, by semitones over the root, with when each may go. */
const OMITTABLE: ReadonlyArray<{ bit: number; interval: string; allowed: (intervals: string[]) => boolean }> = [
  { bit: 7, interval: '5P', allowed: (intervals) => intervals.includes('5P') },
  { bit: 2, interval: '9M', allowed: (intervals) => intervals.some((i) => i.startsWith('11') || i.startsWith('13')) },
  { bit: 5, interval: '11P', allowed: (intervals) => intervals.some((i) => i.startsWith('13')) },
];

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

/** A tonal symbol as chord books write it: "M7b6" → "maj7b6", "m/ma7" → "mMaj7", "6add9" → "6/9". */
export function guitarSymbol(alias: string): string {
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

const MISSING_WORDS: Readonly<Record<string, string>> = { '5P': 'fifth', '9M': 'ninth', '11P': 'eleventh' };

function candidate(
  known: KnownType,
  rootChroma: number,
  bassChroma: number,
  sounding: number[],
  slash: boolean,
  missing: readonly string[],
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
  if (missing.length > 0) {
    const left = missing.map(
      (interval) =>
        `${MISSING_WORDS[interval] ?? interval} (${spell((rootChroma + Interval.semitones(interval)!) % 12)})`,
    );
    why += `, without its ${left.length > 1 ? `${left.slice(0, -1).join(', ')} and ${left.at(-1)}` : left[0]}`;
  }
  const position = slash
    ? POSITION_WEIGHT.slash
    : bass === root
      ? POSITION_WEIGHT.root
      : [3, 5, 7].includes(bassDegree)
        ? POSITION_WEIGHT.inversion
        : POSITION_WEIGHT.otherTone;
  const weights = known.type.intervals.some((i) => i.startsWith('13')) ? MISSING_FROM_THIRTEENTH : MISSING_WEIGHT;
  const missingWeight = missing.reduce((sum, interval) => sum + (weights[interval] ?? 2), 0);
  // The bass names the chord when that reading is a common one (Cmaj13 for x32455, not Amadd9/C).
  const bassNames = position === POSITION_WEIGHT.root && known.tier < TIERS.length ? ROOT_IN_BASS_BONUS : 0;
  return {
    reading: {
      name,
      root,
      type: known.type.name || known.symbol,
      symbol: `${root}${known.symbol}`,
      bass,
      missing: [...missing],
      intervalsOverBass: sounding
        .map((c) => Interval.distance(bass, spell(c)))
        .sort((a, b) => Interval.semitones(a)! - Interval.semitones(b)! || a.localeCompare(b)),
      why: `${why}.`,
    },
    score: TIER_WEIGHT[known.tier]! + position + missingWeight - bassNames,
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
      out.push(candidate(known, rootChroma, bassChroma, sounding, slash, []));
    }
    // Tones players leave out (OMITTABLE), never from a slash chord's upper structure.
    if (slash) continue;
    for (let subset = 1; subset < 1 << OMITTABLE.length; subset++) {
      const left = OMITTABLE.filter((_, i) => (subset >> i) & 1);
      if (left.some(({ bit }) => relative & (1 << bit))) continue;
      const full = left.reduce((m, { bit }) => m | (1 << bit), relative);
      for (const known of types.get(full) ?? []) {
        const { intervals } = known.type;
        if (!left.every((o) => intervals.includes(o.interval) && o.allowed(intervals))) continue;
        out.push(
          candidate(
            known,
            rootChroma,
            bassChroma,
            sounding,
            slash,
            left.map((o) => o.interval),
          ),
        );
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
      if (interval === 7) found.push(candidate(known, bass, bass, sounding, false, []));
      if (interval === 5) found.push(candidate(known, sounding[1]!, bass, sounding, false, []));
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
      const rootName = keyName(chroma, type.name, name);
      found.push({ name: `${rootName} ${type.name}`, score: tier * 2 + rank, order: scaleTypeOrder(type.name), index });
    });
  }
  found.sort((a, b) => a.score - b.score || a.order - b.order || a.index - b.index);
  return found.slice(0, Math.max(0, limit)).map((f) => f.name);
}

/**
 * A scale's root as books write it: of the note's two names, the one whose scale has the
 * fewer sharps and flats (E♭ major, not D# major: three flats against nine sharps); the
 * name given first when both are as good.
 */
function keyName(chroma: number, typeName: string, given: string | undefined): string {
  const names = [
    ...new Set([given, ROOT_NAMES[chroma]!, MINOR_ROOT_NAMES[chroma]!, Note.enharmonic(ROOT_NAMES[chroma]!)]),
  ].filter((n): n is string => typeof n === 'string' && !Note.get(n).empty && Math.abs(Note.get(n).alt) <= 1);
  let best = names[0]!;
  let fewest = Infinity;
  for (const name of names) {
    const accidentals = Scale.get(`${name} ${typeName}`).notes.reduce((n, note) => n + Math.abs(Note.get(note).alt), 0);
    if (accidentals < fewest) [best, fewest] = [name, accidentals];
  }
  return best;
}
