import { ChordType, ScaleType } from 'tonal';

/** A chord or scale type as a picker shows it and a link names it. */
export interface TypeOption {
  /** The URL segment: the chord symbol ("maj7", "m7b5") or the name with dashes ("minor-pentatonic"). */
  slug: string;
  /** Shown to the learner: "maj7 (major seventh)", "minor pentatonic". */
  label: string;
  common: boolean;
}

// The ones a learner reaches for first, in the order a teacher introduces them.
const COMMON_CHORDS = [
  'major',
  'minor',
  '7',
  'maj7',
  'm7',
  'sus2',
  'sus4',
  '6',
  'm6',
  'add9',
  '9',
  'dim',
  'dim7',
  'm7b5',
  'aug',
  '5',
];
const COMMON_SCALES = [
  'major',
  'minor',
  'major pentatonic',
  'minor pentatonic',
  'minor blues',
  'dorian',
  'mixolydian',
  'phrygian',
  'lydian',
  'locrian',
  'harmonic minor',
  'melodic minor',
];
const CHORD_WORDS: Record<string, string> = { major: 'major', minor: 'minor' };

/** Every chord type tonal knows, the common ones first. */
export function chordTypeOptions(): TypeOption[] {
  const all = ChordType.all();
  const options = all.map((type): TypeOption => {
    const symbol = type.aliases[0] ?? type.name;
    const isMajor = type.name === 'major';
    const isMinor = type.name === 'minor';
    const slug = isMajor ? 'major' : isMinor ? 'minor' : symbol;
    const label = isMajor || isMinor ? CHORD_WORDS[type.name]! : type.name ? `${symbol} (${type.name})` : symbol;
    return { slug, label, common: COMMON_CHORDS.includes(slug) };
  });
  return sortCommonFirst(options, COMMON_CHORDS);
}

/** Every scale type tonal knows, the common ones first. */
export function scaleTypeOptions(): TypeOption[] {
  const options = ScaleType.all().map((type): TypeOption => ({
    slug: type.name.replace(/ /g, '-'),
    label: type.name,
    common: COMMON_SCALES.includes(type.name),
  }));
  return sortCommonFirst(
    options,
    COMMON_SCALES.map((name) => name.replace(/ /g, '-')),
  );
}

function sortCommonFirst(options: TypeOption[], order: string[]): TypeOption[] {
  const rank = (option: TypeOption) => (option.common ? order.indexOf(option.slug) : order.length);
  return [...options].sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
}

/** The twelve roots as most players write them. */
export const ROOTS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

/** The link name of a chord type given by tonal name or symbol ("minor seventh" → "m7"), or null. */
export function chordTypeSlug(type: string): string | null {
  const found = ChordType.get(type);
  if (found.empty) return null;
  if (found.name === 'major' || found.name === 'minor') return found.name;
  return found.aliases[0] ?? (found.name ? found.name.replace(/ /g, '-') : null);
}

/** A scale's full name ("A minor pentatonic") as the root and link name of its page, or null. */
export function scaleLink(fullName: string): { root: string; type: string } | null {
  const [root, ...rest] = fullName.trim().split(/\s+/);
  const type = rest.join(' ');
  if (!root || !type || ScaleType.get(type).empty) return null;
  return { root, type: type.replace(/ /g, '-') };
}
