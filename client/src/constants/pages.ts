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

export const CONTENT_CATEGORIES = ['scales', 'arpeggios', 'chords', 'songs'] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

/** The path sections whose pages show one pattern (a scale, arpeggio or chord). */
export const PATTERN_SECTIONS = ['scales', 'arpeggios', 'chords'] as const;
export type PatternSection = (typeof PATTERN_SECTIONS)[number];

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

/** Pages outside the content sections, keyed by their path without the leading slash. */
export const PAGE_KEYS = [
  'chord-finder',
  'daily-practice',
  'account',
  'what-is-new',
  'how-to-install',
  'subscription-features',
  'account/subscription',
  'account/log-in',
  'account/nuke',
  'free-play',
  'about',
  'quiz',
  'updates',
  'privacy',
  'troubleshooting',
  'terms',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Links that leave the app; their addresses are configuration, not constants. */
export const EXTERNAL_LINK_KEYS = ['feedback', 'funding'] as const;
export type ExternalLinkKey = (typeof EXTERNAL_LINK_KEYS)[number];

/** Screen names as the spec lists them; a screen's heading and tests use these. */
export const SCREEN_NAMES = [
  'Home',
  'About',
  'Learning',
  'Songs',
  'Learning Category',
  'Account',
  'What Is New',
  'Log In',
  'Log In Error',
  'Log In Magic Link',
  'Log In Success',
  'Embedded',
  'Chord Finder',
  'Daily Practice',
  'Free Play',
  '404',
  'Set Username',
  'Nuke',
  'Logged Out',
  'Deauthorised',
  'Updates',
  'Privacy',
  'Terms',
  'Favourites List',
  'Daily Practice List',
  'Learned List',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

/** Whether a string is one of a constant list's members (narrows it to the union). */
export function isOneOf<const T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
