import type { Actor } from 'xstate';
import type { FretboardStore } from '../state/fretboard';
import type { toneMachine } from '../machines/toneMachine';

/**
 * Makes the fretboard follow the sound: each note the tone machine says has started is
 * added to the fretboard store's active note ids (spec `activeNoteIds`, "string:fret");
 * a note that ends is taken out, and all are cleared when a pattern stops. Returns the
 * unsubscribe.
 */
export function followTone(tone: Pick<Actor<typeof toneMachine>, 'on'>, fretboard: FretboardStore): () => void {
  const lit = new Set<string>();
  const publish = () => fretboard.trigger.setActiveNoteIds({ ids: lit });
  const notes = tone.on('note', ({ id, on }) => {
    if (!id) return;
    if (on) lit.add(id);
    else if (!lit.delete(id)) return;
    publish();
  });
  const cleared = tone.on('notesCleared', () => {
    if (lit.size === 0) return;
    lit.clear();
    publish();
  });
  return () => {
    notes.unsubscribe();
    cleared.unsubscribe();
  };
}
