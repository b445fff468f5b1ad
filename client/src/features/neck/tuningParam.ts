import { getTuning, type Tuning } from '../../theory/tunings';

/**
 * The `tuning` query parameter, so a shared link reopens in the sender's tuning: a preset
 * id ("DADGAD") or six pitches joined by dashes ("C2-G2-D3-A3-E4-G4"). Anything else is
 * ignored (the reader's own tuning is used).
 */
export function parseTuningParam(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 60) return undefined;
  return getTuning(value.replace(/-/g, ' ')) ? value : undefined;
}

export function formatTuningParam(tuning: Tuning): string {
  return tuning.id ?? tuning.pitches.join('-');
}

/**
 * The `tuning` a link of held notes must carry so it shows the same chord to whoever opens
 * it: the link's own, else the reader's tuning unless it is standard (which a link without
 * one means). Notes held in DADGAD and shared plainly would read as another chord.
 */
export function tuningForLink(param: string | undefined, tuning: Tuning): string | undefined {
  if (param) return param;
  return tuning.id === 'STANDARD' ? undefined : formatTuningParam(tuning);
}

/** The tuning a page shows: the link's, else the reader's custom tuning, else their preset. */
export function resolveTuning(param: string | undefined, preset: string, custom: string | null): Tuning {
  return (
    (param ? getTuning(param.replace(/-/g, ' ')) : null) ??
    (custom ? getTuning(custom) : null) ??
    getTuning(preset) ??
    getTuning('STANDARD')!
  );
}
