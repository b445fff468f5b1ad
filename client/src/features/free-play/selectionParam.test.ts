import { describe, expect, it } from 'vitest';
import { formatNotesParam, parseNotesParam } from './selectionParam';

describe('held notes in a link', () => {
  it('round-trips', () => {
    const notes = [
      { string: 'a', fret: 3 },
      { string: 'e-high', fret: 12 },
    ] as const;
    expect(parseNotesParam(formatNotesParam(notes))).toEqual(notes);
  });

  it('drops what is malformed, out of range or doubled', () => {
    expect(parseNotesParam('1.3,9.1,2.25,x,1.3,4.0')).toEqual([
      { string: 'a', fret: 3 },
      { string: 'b', fret: 0 },
    ]);
    expect(parseNotesParam(42)).toEqual([]);
    expect(formatNotesParam([])).toBeUndefined();
  });
});
