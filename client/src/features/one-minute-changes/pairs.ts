/** The pairs a learner is offered first, and each chord's box from the engine. */
import { splitChordSymbol } from '../../content/lessons/validate';
import { chordVoicings } from '../../theory/voicings';
import type { Voicing } from '../../theory/types';
import type { TuningSpec } from '../../theory/types';

/** The classic first changes, easiest first: the pairs teachers set in the first months. */
export const COMMON_PAIRS: readonly (readonly [string, string])[] = [
  ['Em', 'Am'],
  ['A', 'D'],
  ['D', 'E'],
  ['E', 'A'],
  ['G', 'C'],
  ['C', 'Am'],
  ['G', 'D'],
  ['D', 'Am'],
  ['C', 'F'],
  ['G', 'Em'],
];

/** A pair written "G-C" (in a select's value), read back; anything else gives null. */
export function parsePair(value: string): readonly [string, string] | null {
  const parts = value.split('-');
  if (parts.length !== 2 || parts[0] === parts[1]) return null;
  const [a, b] = parts as [string, string];
  return chordVoicing(a) && chordVoicing(b) ? [a, b] : null;
}

/** A chord symbol's first-ranked voicing, or undefined when the engine cannot show it. */
export function chordVoicing(symbol: string, tuning?: TuningSpec): Voicing | undefined {
  const chord = splitChordSymbol(symbol);
  return chord ? chordVoicings(chord.root, chord.type, tuning)[0] : undefined;
}
