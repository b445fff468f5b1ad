import { ChordType, ScaleType } from 'tonal';
import { guitarSymbol } from './identify';

/** A chord or scale type as a picker shows it and a link names it. */
export interface TypeOption {
  /** The URL segment: the chord symbol ("maj7", "m7b5") or the name with dashes ("minor-pentatonic"). */
  slug: string;
  /** Shown to the learner: "maj7 (major seventh)", "minor pentatonic". */
  label: string;
  common: boolean;
}

// The ones a learner reaches for first, in the order a teacher introduces them, then the
// rest a chord book has (sevenths, ninths, elevenths, thirteenths, altered): by tonal symbol.
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
  '7sus4',
  'madd9',
  '6add9',
  'm69',
  'm9',
  'maj9',
  '11',
  'm11',
  '13',
  'maj13',
  'm13',
  '9sus4',
  '7b9',
  '7#9',
  '7#5',
  '7b5',
  '13b9',
  '7#11',
  'maj#4',
  'm/ma7',
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
    // As chord books spell it ("maj7b6", "mMaj7", "6/9"), with its name where tonal has one.
    const book = guitarSymbol(symbol);
    const label = isMajor || isMinor ? CHORD_WORDS[type.name]! : type.name ? `${book} (${type.name})` : book;
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

/**
 * A chord's symbol as chord books write it: "C", "Am7", "C6/9", "CmMaj7" (tonal writes
 * "CM", "C69", "Cm/ma7"). A type tonal does not know is written as given.
 */
export function chordSymbol(root: string, type: string): string {
  const found = ChordType.get(type);
  if (found.empty) return `${root}${type}`;
  return `${root}${guitarSymbol(found.aliases[0] ?? found.name)}`;
}

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
