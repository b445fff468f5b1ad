import { describe, expect, it } from 'vitest';
import { createFretboardStore, type SelectedNote } from './fretboard';

const notes: SelectedNote[] = [
  { string: 'a', fret: 3 },
  { string: 'd', fret: 2 },
];

describe('fretboard store', () => {
  it('starts with no selected notes, one note per string, and nothing active', () => {
    const context = createFretboardStore().getSnapshot().context;
    expect(context.customUserSelectedNotes).toEqual([]);
    expect(context.allowMultipleNotesOnSameString).toBe(false);
    expect(context.activeNoteIds).toEqual(new Set());
  });

  it('sets and clears the custom selected notes', () => {
    const store = createFretboardStore();
    store.trigger.setCustomUserSelectedNotes({ notes });
    expect(store.getSnapshot().context.customUserSelectedNotes).toEqual(notes);
    store.trigger.clearCustomUserSelectedNotes();
    expect(store.getSnapshot().context.customUserSelectedNotes).toEqual([]);
  });

  it('keeps its own copy of the notes it is given', () => {
    const store = createFretboardStore();
    const mine = [...notes];
    store.trigger.setCustomUserSelectedNotes({ notes: mine });
    mine.push({ string: 'g', fret: 0 });
    expect(store.getSnapshot().context.customUserSelectedNotes).toHaveLength(2);
  });

  it('allows several notes on one string when asked', () => {
    const store = createFretboardStore();
    store.trigger.setAllowMultipleNotesOnSameString({ allow: true });
    expect(store.getSnapshot().context.allowMultipleNotesOnSameString).toBe(true);
  });

  it('replaces the active note ids with a new set', () => {
    const store = createFretboardStore();
    const ids = new Set(['a-3', 'd-2']);
    store.trigger.setActiveNoteIds({ ids });
    const context = store.getSnapshot().context;
    expect(context.activeNoteIds).toEqual(new Set(['a-3', 'd-2']));
    expect(context.activeNoteIds).not.toBe(ids);
    store.trigger.setActiveNoteIds({ ids: [] });
    expect(store.getSnapshot().context.activeNoteIds.size).toBe(0);
  });
});
