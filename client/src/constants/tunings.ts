import { TUNING_IDS as THEORY_TUNING_IDS, TUNING_PRESETS, type TuningId } from '../theory/tunings';

/** The 16 tuning presets of spec section 3: ids and display names; pitches live in theory. */
export const TUNING_IDS: readonly TuningId[] = THEORY_TUNING_IDS;
export type { TuningId };
export { DEFAULT_TUNING } from '../theory/tunings';

export const TUNING_LABELS: Readonly<Record<TuningId, string>> = Object.fromEntries(
  THEORY_TUNING_IDS.map((id) => [id, TUNING_PRESETS[id].name]),
) as Record<TuningId, string>;
