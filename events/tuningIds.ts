/**
 * The ids of the 16 preset tunings (spec section 3), in the order menus list them. The one
 * list: events validate a tuning against it, and the client's theory engine keys its
 * pitches by it (a preset missing there, or extra, is a type error). It imports nothing, so
 * ESLint lets the theory engine, otherwise limited to tonal, import this file.
 */
export const TUNING_IDS = [
  'STANDARD',
  'NEW_STANDARD',
  'DROP_D',
  'OPEN_G',
  'OPEN_D',
  'OPEN_F9',
  'OPEN_6',
  'DADGAD',
  'DROP_C',
  'OPEN_C',
  'OPEN_E',
  'DROP_B',
  'ALL_FOURTHS',
  'STANDARD_A',
  'STANDARD_B',
  'STANDARD_D',
] as const;
export type TuningId = (typeof TUNING_IDS)[number];
