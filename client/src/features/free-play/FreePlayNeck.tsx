import { useCallback } from 'react';
import { useNeckSettings } from '../neck/useNeckSettings';
import { useSearchPatch } from '../neck/useSearchPatch';
import { formatTuningParam, tuningForLink } from '../neck/tuningParam';
import { FreeNeck } from './FreeNeck';
import { useHeldNotes } from './useHeldNotes';
import type { Tuning } from '../../theory/tunings';

export interface NeckSearch {
  notes?: string;
  tuning?: string;
}

/**
 * The free neck's state on a page whose link may carry `notes` and `tuning`: the reader's
 * neck settings, the held notes kept in step with the link, and the props for `FreeNeck`.
 */
export function useFreeNeck(search: NeckSearch) {
  const patchSearch = useSearchPatch();
  const settings = useNeckSettings(search.tuning);
  // Held notes go in the link with their tuning, so the link shows the same chord to anyone.
  const writeNotes = useCallback(
    (notes: string | undefined) =>
      patchSearch(notes ? { notes, tuning: tuningForLink(search.tuning, settings.tuning) } : { notes }),
    [patchSearch, search.tuning, settings.tuning],
  );
  const { held, allowMultiple, press, clear, setAllowMultiple } = useHeldNotes(search.notes, writeNotes);
  return {
    settings,
    held,
    neckProps: {
      settings,
      held,
      allowMultiple,
      onPress: press,
      onClear: clear,
      onAllowMultiple: setAllowMultiple,
      onTuningChange: (tuning: Tuning) =>
        patchSearch({ tuning: search.tuning ? formatTuningParam(tuning) : undefined }),
    },
  };
}

/** Free play on any page whose link may carry `notes` and `tuning` (Free Play, Home). */
export function FreePlayNeck({ search, label }: { search: NeckSearch; label: string }) {
  const { neckProps } = useFreeNeck(search);
  return <FreeNeck {...neckProps} label={label} />;
}
