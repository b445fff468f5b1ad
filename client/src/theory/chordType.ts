import { ChordType } from 'tonal';

/** tonal's chord type: name ("major seventh", "" for some), aliases ("maj7", "M7"), intervals. */
export type ChordTypeInfo = ChordType.ChordType;

// Symbols guitarists write that tonal's dictionary does not list, mapped to a tonal alias.
const EXTRA_SYMBOLS: Readonly<Record<string, string>> = {
  mi: 'm',
  ma: 'M',
  Maj: 'M',
  dom7: '7',
  'm7-5': 'm7b5',
  min7b5: 'm7b5',
  '7-5': '7b5',
  '7+5': '7#5',
  power: '5',
  maj6: '6',
  min6: 'm6',
  min9: 'm9',
  min11: 'm11',
  min13: 'm13',
  mmaj7: 'mMaj7',
};

/** Lower case, anything but letters and digits as one space: "Minor-Seventh" → "minor seventh". */
const normalizeName = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The type only when `key` is its name or one of its aliases (not a pitch-class-set number). */
function byNameOrAlias(key: string): ChordTypeInfo | null {
  const type = ChordType.get(key);
  if (type.empty) return null;
  return type.name === key || type.aliases.includes(key) ? type : null;
}

/**
 * A chord type from what a user or a URL gives: tonal's names ("minor seventh") and
 * aliases ("m7", "maj7", "" for major), common symbols tonal lacks ("mi", "dom7", "m7-5"),
 * and URL slugs with '-' for spaces in any case ("minor-seventh"). Unknown → null, never throws.
 * Aliases are case-sensitive ("M" is major, "m" minor); long names are not.
 */
export function resolveChordType(input: string): ChordTypeInfo | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  const direct = byNameOrAlias(text) ?? byNameOrAlias(EXTRA_SYMBOLS[text] ?? '\u0000');
  if (direct) return direct;
  const wanted = normalizeName(text);
  if (wanted === '') return null;
  return ChordType.all().find((type) => type.name !== '' && normalizeName(type.name) === wanted) ?? null;
}

/** The short key that names a chord type to tonal: its name, or its first alias when nameless. */
export const chordTypeKey = (type: ChordTypeInfo): string => type.name || type.aliases[0] || '';
