/**
 * Option lists for the savable preferences (spec section 3). The note displays and tuning
 * ids are shared with the events, so they live in `events/`.
 */

/** Which hand frets: LEFT mirrors the fretboard. */
export const HANDS = ['LEFT', 'RIGHT'] as const;
export type Hand = (typeof HANDS)[number];

/**
 * The page background. 'none' paints white (spec section 2); every other name is a
 * colour the shell maps to a CSS custom property (`--background-<name>`).
 */
export const BACKGROUNDS = ['none', 'cream', 'sage', 'sky', 'slate'] as const;
export type Background = (typeof BACKGROUNDS)[number];
