/**
 * What a pattern on the neck is: a chord (a voicing, or notes held together), a scale, an
 * arpeggio, or a root (one note's places on the neck). The one list: a room shows one of
 * these, and the client plays each kind in its own order.
 */
export const PATTERN_KINDS = ['chord', 'scale', 'arpeggio', 'root'] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];
