/** The six strings, lowest first, named for standard tuning whatever the tuning. */
export const GUITAR_STRINGS = ['e-low', 'a', 'd', 'g', 'b', 'e-high'] as const;
export type GuitarString = (typeof GUITAR_STRINGS)[number];
