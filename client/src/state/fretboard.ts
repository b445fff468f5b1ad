import { createStore } from '@xstate/store';
import type { GuitarString } from '../constants/guitar';

/** A note the user picked on the fretboard (e.g. in the chord finder). */
export type SelectedNote = { string: GuitarString; fret: number };

export type FretboardContext = {
  customUserSelectedNotes: readonly SelectedNote[];
  allowMultipleNotesOnSameString: boolean;
  /** Ids of the notes currently highlighted on the fretboard. */
  activeNoteIds: ReadonlySet<string>;
};

export function defaultFretboard(): FretboardContext {
  return {
    customUserSelectedNotes: [],
    allowMultipleNotesOnSameString: false,
    activeNoteIds: new Set(),
  };
}

/**
 * Fretboard selection state (spec sections 3 and 4). Setters copy what they are given,
 * so a caller mutating its own array or set later cannot change the store behind its back.
 */
export function createFretboardStore(initial: Partial<FretboardContext> = {}) {
  return createStore({
    context: { ...defaultFretboard(), ...initial } as FretboardContext,
    on: {
      setCustomUserSelectedNotes: (context, event: { notes: readonly SelectedNote[] }) => ({
        ...context,
        customUserSelectedNotes: [...event.notes],
      }),
      clearCustomUserSelectedNotes: (context) => ({ ...context, customUserSelectedNotes: [] }),
      setAllowMultipleNotesOnSameString: (context, event: { allow: boolean }) => ({
        ...context,
        allowMultipleNotesOnSameString: event.allow,
      }),
      setActiveNoteIds: (context, event: { ids: Iterable<string> }) => ({
        ...context,
        activeNoteIds: new Set(event.ids),
      }),
    },
  });
}

export type FretboardStore = ReturnType<typeof createFretboardStore>;
