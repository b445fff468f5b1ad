import { GUITAR_STRINGS } from '../../constants';
import type { SelectedNote } from '../../state';

/**
 * Held notes in a link (`?notes=1.3,2.2,3.0`): string index (0 = lowest) and fret, so a
 * chord finder or free play state can be shared. Anything malformed is dropped.
 */
export function parseNotesParam(value: unknown): SelectedNote[] {
  if (typeof value !== 'string' || value.length > 200) return [];
  const notes: SelectedNote[] = [];
  for (const part of value.split(',')) {
    const match = /^([0-5])\.(\d{1,2})$/.exec(part.trim());
    if (!match) continue;
    const fret = Number(match[2]);
    const string = GUITAR_STRINGS[Number(match[1])];
    if (string && fret <= 24 && !notes.some((n) => n.string === string && n.fret === fret))
      notes.push({ string, fret });
  }
  return notes;
}

export function formatNotesParam(notes: readonly SelectedNote[]): string | undefined {
  if (notes.length === 0) return undefined;
  return notes.map((note) => `${GUITAR_STRINGS.indexOf(note.string)}.${note.fret}`).join(',');
}
