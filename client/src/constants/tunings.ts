/** The 16 tuning presets of spec section 3: ids and display names. Pitches live in theory. */
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

export const DEFAULT_TUNING: TuningId = 'STANDARD';

export const TUNING_LABELS: Readonly<Record<TuningId, string>> = {
  STANDARD: 'Standard',
  NEW_STANDARD: 'New Standard',
  DROP_D: 'Drop D',
  OPEN_G: 'Open G',
  OPEN_D: 'Open D',
  OPEN_F9: 'Open F9',
  OPEN_6: 'Open 6',
  DADGAD: 'DADGAD',
  DROP_C: 'Drop C',
  OPEN_C: 'Open C',
  OPEN_E: 'Open E',
  DROP_B: 'Drop B',
  ALL_FOURTHS: 'All Fourths',
  STANDARD_A: 'Standard A',
  STANDARD_B: 'Standard B',
  STANDARD_D: 'Standard D',
};
