import { describe, expect, it } from 'vitest';
import {
  CHORD_BOOK,
  formatFrets,
  parseBookName,
  parseChordBook,
  parseFrets,
  spellingProblem,
  type BookShape,
} from './chordBook';
import { CHORD_BOOK_TEXT } from './chordBook.data';

describe('the chord book', () => {
  it('parses every line of the table', () => {
    const { shapes, errors } = parseChordBook(CHORD_BOOK_TEXT);
    expect(errors).toEqual([]);
    const lines = CHORD_BOOK_TEXT.split('\n').filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
    expect(shapes).toHaveLength(lines.length);
  });

  it('spells every shape as the chord it is named after, in standard tuning', () => {
    const wrong = CHORD_BOOK.map((shape) => [shape.name, formatFrets(shape.frets), spellingProblem(shape)]).filter(
      ([, , problem]) => problem !== null,
    );
    expect(wrong).toEqual([]);
  });

  it('keeps every shape within one hand position: fretted notes within four frets', () => {
    const stretched = CHORD_BOOK.filter((shape) => {
      const fretted = shape.frets.filter((f) => f > 0);
      return fretted.length > 0 && Math.max(...fretted) - Math.min(...fretted) > 3;
    }).map((shape) => `${shape.name} ${formatFrets(shape.frets)}`);
    expect(stretched).toEqual([]);
  });

  it('gives each chord its ranks once, from 1 up without gaps, and each shape once', () => {
    const byName = new Map<string, BookShape[]>();
    for (const shape of CHORD_BOOK) byName.set(shape.name, [...(byName.get(shape.name) ?? []), shape]);
    for (const [name, shapes] of byName) {
      const ranks = shapes.map((s) => s.rank).sort((a, b) => a - b);
      expect(ranks, name).toEqual(ranks.map((_, i) => i + 1));
      expect(new Set(shapes.map((s) => formatFrets(s.frets))).size, name).toBe(shapes.length);
    }
  });

  it('holds at least 400 shapes over all twelve roots and at least 35 chord types with slash chords', () => {
    expect(CHORD_BOOK.length).toBeGreaterThanOrEqual(400);
    // C# and Db (G# and Ab) are one root spelled two ways, as books spell them.
    const chromas = new Set(
      CHORD_BOOK.map((s) => parseBookName(s.name)!.root).map((r) => r.replace('C#', 'Db').replace('G#', 'Ab')),
    );
    expect(chromas.size).toBe(12);
    const types = new Set(
      CHORD_BOOK.map((s) => parseBookName(s.name)!)
        .filter((n) => n.bass === null)
        .map((n) => n.suffix),
    );
    expect(types.size).toBeGreaterThanOrEqual(35);
    expect(CHORD_BOOK.filter((s) => parseBookName(s.name)!.bass !== null).length).toBeGreaterThanOrEqual(20);
  });
});

describe('reading the table', () => {
  it('reads frets with brackets for two digits and x for a muted string', () => {
    expect(parseFrets('x32010')).toEqual([-1, 3, 2, 0, 1, 0]);
    expect(parseFrets('8(10)(10)988')).toEqual([8, 10, 10, 9, 8, 8]);
    expect(formatFrets([8, 10, 10, 9, 8, 8])).toBe('8(10)(10)988');
  });

  it('refuses frets that are not six strings on the neck', () => {
    for (const bad of ['x3201', 'x320100', '8(10)(10)98', 'x3201a', '(25)00000', 'x32(0'])
      expect(parseFrets(bad), bad).toBeNull();
  });

  it('reports a bad line with its number and reason instead of throwing', () => {
    const { shapes, errors } = parseChordBook('# a comment\nC 1 x32010\nH 1 x32010\nC one x32010\nC 2 x3201\nC 2\n');
    expect(shapes).toEqual([{ name: 'C', rank: 1, frets: [-1, 3, 2, 0, 1, 0] }]);
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
  });

  it('splits a slash chord from a 6/9 chord, whose 9 is not a bass', () => {
    expect(parseBookName('D/F#')).toEqual({ root: 'D', suffix: '', bass: 'F#' });
    expect(parseBookName('C6/9')).toEqual({ root: 'C', suffix: '6/9', bass: null });
    expect(parseBookName('Am7/G')).toEqual({ root: 'A', suffix: 'm7', bass: 'G' });
  });
});

describe('the spelling check', () => {
  const check = (name: string, frets: string) => spellingProblem({ name, rank: 1, frets: parseFrets(frets)! });

  it('accepts the omissions players make', () => {
    expect(check('G13', '3x3455')).toBeNull(); // no fifth, no eleventh
    expect(check('C9', 'x32333')).toBeNull();
    expect(check('D/F#', '200232')).toBeNull();
  });

  it('catches a wrong note, a missing third and a bass that is not the named one', () => {
    expect(check('C', 'x32013')).toBeNull(); // the octave G on top is still C major
    expect(check('C', 'x32011')).toMatch(/outside/);
    expect(check('C7', 'x3x31x')).toMatch(/leaves out 3M/);
    expect(check('D/F#', 'xx0232')).toMatch(/lowest note is not F#/);
    expect(check('Am', '002210')).toMatch(/lowest note is not A/);
  });
});
