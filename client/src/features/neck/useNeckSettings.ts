import { useMemo } from 'react';
import type { NeckDirection } from '#events/neckDirections';
import { usePreferences } from '../../state';
import type { Tuning } from '../../theory/tunings';
import { resolveTuning } from './tuningParam';

export interface NeckSettings {
  tuning: Tuning;
  hand: 'LEFT' | 'RIGHT';
  lowStringOnTop: boolean;
  neckDirection: NeckDirection;
  noteDisplay: 'NOTES' | 'INTERVALS' | 'DEGREES' | 'NONE';
  showColoredNotes: boolean;
}

/** How the reader wants the neck drawn (their preferences), in the link's tuning when it has one. */
export function useNeckSettings(tuningParam?: string): NeckSettings {
  const preset = usePreferences((p) => p.stringsTuning);
  const custom = usePreferences((p) => p.customTuning);
  const hand = usePreferences((p) => p.hand);
  const lowStringOnTop = usePreferences((p) => p.lowStringOnTop);
  const neckDirection = usePreferences((p) => p.neckDirection);
  const noteDisplay = usePreferences((p) => p.noteDisplay);
  const showColoredNotes = usePreferences((p) => p.showColoredNotes);
  const tuning = useMemo(() => resolveTuning(tuningParam, preset, custom), [tuningParam, preset, custom]);
  return { tuning, hand, lowStringOnTop, neckDirection, noteDisplay, showColoredNotes };
}
