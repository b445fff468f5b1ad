/**
 * What each fretboard dot shows: the note name, its interval, its scale degree, or nothing
 * (spec section 3, `noteDisplay`). The one list: the preference, the room's shared view and
 * the fretboard's labels all take it from here.
 */
export const NOTE_DISPLAYS = ['NOTES', 'INTERVALS', 'DEGREES', 'NONE'] as const;
export type NoteDisplay = (typeof NOTE_DISPLAYS)[number];
