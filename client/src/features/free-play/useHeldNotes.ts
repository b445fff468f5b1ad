import { useCallback, useEffect, useRef } from 'react';
import { fretboardStore, useFretboard, type SelectedNote } from '../../state';
import type { Position } from '../../theory/neck';
import { toggleSelection } from './selection';
import { formatNotesParam, parseNotesParam } from './selectionParam';

/**
 * The notes the user holds (spec fretboard `customUserSelectedNotes`), kept in step with
 * the page's `notes` link parameter: a shared link fills the neck, and every press
 * updates the link (replacing history, so Back leaves the page rather than undoing notes).
 */
export function useHeldNotes(notesParam: string | undefined, writeParam: (notes: string | undefined) => void) {
  const held = useFretboard((f) => f.customUserSelectedNotes);
  const allowMultiple = useFretboard((f) => f.allowMultipleNotesOnSameString);
  const adopted = useRef(false);

  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const fromLink = parseNotesParam(notesParam);
    if (fromLink.length > 0) fretboardStore.trigger.setCustomUserSelectedNotes({ notes: fromLink });
  }, [notesParam]);

  const update = useCallback(
    (notes: SelectedNote[]) => {
      fretboardStore.trigger.setCustomUserSelectedNotes({ notes });
      writeParam(formatNotesParam(notes));
    },
    [writeParam],
  );

  return {
    held,
    allowMultiple,
    press: useCallback(
      (position: Position) => update(toggleSelection(held, position, allowMultiple)),
      [held, allowMultiple, update],
    ),
    clear: useCallback(() => {
      fretboardStore.trigger.clearCustomUserSelectedNotes();
      writeParam(undefined);
    }, [writeParam]),
    setAllowMultiple: (allow: boolean) => fretboardStore.trigger.setAllowMultipleNotesOnSameString({ allow }),
  };
}
