import { useMemo, useState, type ReactNode } from 'react';
import { Fretboard } from '../../fretboard';
import { GUITAR_STRINGS } from '../../constants';
import { NeckControls } from '../neck/NeckControls';
import { playPosition, TonePanel, useNeckSound } from '../tone';
import type { NeckSettings } from '../neck/useNeckSettings';
import type { SelectedNote } from '../../state';
import type { Position } from '../../theory/neck';
import type { Tuning } from '../../theory/tunings';
import { FretRange, type FretWindow } from './FretRange';
import { selectionNotes, toPositions } from './selection';

/**
 * The free fretboard: press positions to hold notes, clear them, choose how the neck is
 * drawn. Free Play, Home and the Chord Finder all use it; `root` names the dots after a
 * chord the notes were read as.
 */
export function FreeNeck({
  settings,
  held,
  allowMultiple,
  onPress,
  onClear,
  onAllowMultiple,
  onTuningChange,
  root,
  label,
  children,
}: {
  settings: NeckSettings;
  held: readonly SelectedNote[];
  allowMultiple: boolean;
  onPress: (position: Position) => void;
  onClear: () => void;
  onAllowMultiple: (allow: boolean) => void;
  onTuningChange?: (tuning: Tuning) => void;
  root?: string;
  label: string;
  children?: ReactNode;
}) {
  const [range, setRange] = useState<FretWindow>({ from: 0, to: 12 });
  const { activeNoteIds } = useNeckSound(settings.tuning);
  const positions = useMemo(() => toPositions(held), [held]);
  const notes = useMemo(() => selectionNotes(settings.tuning, positions, root), [settings.tuning, positions, root]);
  const mutedStrings = useMemo(
    () =>
      held.length === 0 ? [] : GUITAR_STRINGS.map((_, i) => i).filter((i) => !positions.some((p) => p.string === i)),
    [held.length, positions],
  );
  return (
    <section className="free-neck" aria-label="Fretboard">
      <div className="neck-toolbar">
        <button type="button" className="button-secondary" onClick={onClear} disabled={held.length === 0}>
          Clear notes
        </button>
        <label className="checkbox">
          <input type="checkbox" checked={allowMultiple} onChange={(event) => onAllowMultiple(event.target.checked)} />
          Several notes on one string
        </label>
        <FretRange value={range} onChange={setRange} />
      </div>
      <Fretboard
        {...settings}
        notes={notes}
        selected={positions}
        mutedStrings={mutedStrings}
        fromFret={range.from}
        toFret={range.to}
        activeNoteIds={activeNoteIds}
        onActivate={(position) => {
          // A press that takes a note (not one that lets it go) sounds it.
          if (!positions.some((p) => p.string === position.string && p.fret === position.fret))
            playPosition(settings.tuning, position);
          onPress(position);
        }}
        label={label}
      />
      <p className="held-notes" aria-live="polite">
        {notes.length === 0
          ? 'Press any position on the neck to hold a note; press it again to let it go.'
          : `Holding: ${notes.map((n) => n.pitch).join(', ')}`}
      </p>
      <TonePanel tuning={settings.tuning} notes={positions} kind="chord" />
      {children}
      <NeckControls tuning={settings.tuning} onTuningChange={onTuningChange} />
    </section>
  );
}
