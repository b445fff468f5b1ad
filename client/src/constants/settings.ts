/** Option lists for the app mode and the savable preferences (spec section 3). */

export const APP_MODES = ['DEFAULT', 'LEARNING', 'MELODY_MAKER'] as const;
export type AppMode = (typeof APP_MODES)[number];

/** Which hand frets: LEFT mirrors the fretboard. */
export const HANDS = ['LEFT', 'RIGHT'] as const;
export type Hand = (typeof HANDS)[number];

/** What each fretboard dot shows: the note name, its interval, its scale degree, or nothing. */
export const NOTE_DISPLAYS = ['NOTES', 'INTERVALS', 'DEGREES', 'NONE'] as const;
export type NoteDisplay = (typeof NOTE_DISPLAYS)[number];

/**
 * The page background. 'none' paints white (spec section 2); every other name is a
 * colour the shell maps to a CSS custom property (`--background-<name>`).
 */
export const BACKGROUNDS = ['none', 'cream', 'sage', 'sky', 'slate'] as const;
export type Background = (typeof BACKGROUNDS)[number];
