/**
 * Which way the neck is drawn (issue 13, point 6): ACROSS the screen with the nut at the
 * side (the default, as most fretboard apps draw it), or DOWN it with the nut at the top,
 * as chord charts are drawn. The one list: the preference, its events and the fretboard
 * take it from here.
 */
export const NECK_DIRECTIONS = ['ACROSS', 'DOWN'] as const;
export type NeckDirection = (typeof NECK_DIRECTIONS)[number];
