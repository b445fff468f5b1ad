import { useCallback } from 'react';
import { useNeckSettings } from '../neck/useNeckSettings';
import { useSearchPatch } from '../neck/useSearchPatch';
import { formatTuningParam } from '../neck/tuningParam';
import { FreeNeck } from './FreeNeck';
import { useHeldNotes } from './useHeldNotes';

export interface NeckSearch {
  notes?: string;
  tuning?: string;
}

/** Free play on any page whose link may carry `notes` and `tuning` (Free Play, Home). */
export function FreePlayNeck({ search, label }: { search: NeckSearch; label: string }) {
  const patchSearch = useSearchPatch();
  const settings = useNeckSettings(search.tuning);
  const writeNotes = useCallback((notes: string | undefined) => patchSearch({ notes }), [patchSearch]);
  const { held, allowMultiple, press, clear, setAllowMultiple } = useHeldNotes(search.notes, writeNotes);
  return (
    <FreeNeck
      settings={settings}
      held={held}
      allowMultiple={allowMultiple}
      onPress={press}
      onClear={clear}
      onAllowMultiple={setAllowMultiple}
      onTuningChange={(tuning) => patchSearch({ tuning: search.tuning ? formatTuningParam(tuning) : undefined })}
      label={label}
    />
  );
}
