/**
 * The vocabulary of screens and sections from spec section 2. Each list is the single
 * source of its union type, so a typo in a page kind or section is a type error.
 */

/** What kind of page a path is; see `getPageKind` for how a path maps to one. */
export const PAGE_KINDS = [
  'home',
  'chord-finder',
  'daily-practice',
  'free-play',
  'song',
  'learning-pattern',
  'pattern',
  'none',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The section of the navigation a page belongs to (highlighted in the menu). */
export const NAV_SECTIONS = [
  'scales',
  'arpeggios',
  'chords',
  'learning',
  'how-to-install',
  'songs',
  'daily-practice',
  'none',
] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** The path sections whose pages show one pattern (a scale, arpeggio or chord). */
export const PATTERN_SECTIONS = ['scales', 'arpeggios', 'chords'] as const;

export const TOOL_NAMES = [
  'Free Play',
  'Melody Maker',
  'Chord Finder',
  'Scales',
  'Arpeggios',
  'Chords',
  'Favourites',
  'Roots',
  'Account',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** Whether a string is one of a constant list's members (narrows it to the union). */
export function isOneOf<const T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
