import { describe, expect, it } from 'vitest';
import { getTuning } from '../../theory';
import { neckView } from '../rooms/patternView';
import { stepView } from './stepView';

const standard = getTuning('STANDARD')!;
const places = (notes: readonly { string: number; fret: number }[]) => notes.map((n) => `${n.string}:${n.fret}`);

describe('a lesson step on the neck', () => {
  it('draws a chord by its shape, with its muted strings and its voicing for the chord box', () => {
    const view = stepView({ pattern: { kind: 'chord', root: 'C', type: 'major', shape: 'x35553' } }, standard, false);
    expect(places(view.notes)).toEqual(['1:3', '2:5', '3:5', '4:5', '5:3']);
    expect(view.mutedStrings).toEqual([0]);
    expect(view.voicing?.frets).toEqual([-1, 3, 5, 5, 5, 3]);
    expect(view.title).toBe('C chord, x35553');
    expect(view.chordName).toBe('C');
    expect(view.play.kind).toBe('chord');
    expect(view.link).toEqual({
      to: '/chords/$root/$type',
      params: { root: 'C', type: 'major' },
      search: { tuning: 'STANDARD', shape: 'x35553' },
    });
  });

  it('draws the same notes as a room showing the same scale position', () => {
    const view = stepView(
      { pattern: { kind: 'scale', root: 'A', type: 'minor pentatonic', position: 'box-1' } },
      standard,
      false,
    );
    const room = neckView({ kind: 'scale', root: 'A', type: 'minor pentatonic', position: 0 }, standard);
    expect(places(view.notes)).toEqual(places(room.notes));
    expect(view.voicing).toBeUndefined();
    expect(view.link).toMatchObject({ to: '/scales/$root/$type', search: { position: 'box-1', tuning: 'STANDARD' } });
  });

  it('follows the step’s tuning, and the link carries it', () => {
    const dropD = getTuning('DROP_D')!;
    const view = stepView({ pattern: { kind: 'root', root: 'D' }, tuning: 'DROP_D' }, dropD, false);
    expect(view.notes.some((n) => n.string === 0 && n.fret === 0)).toBe(true);
    expect(view.link).toEqual({ to: '/roots/$root', params: { root: 'D' }, search: { tuning: 'DROP_D' } });
  });

  it('shows marked notes alone near the nut, plays them low to high, and fits a phone', () => {
    const marked = [
      { string: 0, fret: 0 },
      { string: 5, fret: 3 },
    ];
    const wide = stepView({ marked }, standard, false);
    expect(wide.notes).toEqual([]);
    expect(places(wide.marked)).toEqual(['0:0', '5:3']);
    expect([wide.fromFret, wide.toFret]).toEqual([0, 12]);
    expect(wide.play).toEqual({ notes: marked, kind: 'root' });
    expect(wide.link).toBeUndefined();
    const narrow = stepView({ marked }, standard, true);
    expect([narrow.fromFret, narrow.toFret]).toEqual([0, 5]);
  });

  it('widens the pattern’s window to take in a marked note outside it', () => {
    const view = stepView(
      { pattern: { kind: 'chord', root: 'E', type: 'minor', shape: '022000' }, marked: [{ string: 2, fret: 14 }] },
      standard,
      false,
    );
    expect(view.fromFret).toBe(0);
    expect(view.toFret).toBe(15);
  });
});
