import { describe, expect, it } from 'vitest';
import { CHORD_BOOK, parseFrets } from './chordBook';
import { sameChordName, scoreChordBook } from './chordBookScore';

// What our engine reached on 2026-11-25 after the ranking rules of issue 13 (thick bass, open-root
// shapes, CAGED order, the ninth of an eleventh, add9 clusters; bench/RESULTS.md, "Chord book"):
// floors, so later work can only raise them. The issue's own test (top 3 for triads and sevenths)
// is not met yet.
const GENERATED_FLOOR = 1051; // of 1,063 (98.9%; the target is 95%)
const FIRST_IN_TOP_5_FLOOR = 412; // of 447 chords (92.2%; the target is 90%)
const FIRST_IN_ISSUE_TOP_FLOOR = 394; // of 447 chords (88.1%; the target is all)
const NAME_FIRST_FLOOR = 1031; // of 1,063 (97%; the target is 90%)

describe('our engine against the chord book', () => {
  const score = scoreChordBook(CHORD_BOOK);

  it('generates at least as many of the book shapes as it did when the book was written', () => {
    expect(score.generated.total).toBe(CHORD_BOOK.length);
    expect(score.generated.hit).toBeGreaterThanOrEqual(GENERATED_FLOOR);
  });

  it('ranks the book’s first shape and names shapes at least as well as it did', () => {
    expect(score.firstInTop5.hit).toBeGreaterThanOrEqual(FIRST_IN_TOP_5_FLOOR);
    expect(score.firstInIssueTop.hit).toBeGreaterThanOrEqual(FIRST_IN_ISSUE_TOP_FLOOR);
    expect(score.nameFirst.hit).toBeGreaterThanOrEqual(NAME_FIRST_FLOOR);
  });

  it('finds a book shape in its list and says where, and reads it', () => {
    const c6 = score.shapes.find((s) => s.shape.name === 'C6' && s.shape.rank === 1)!;
    expect(c6.shape.frets).toEqual(parseFrets('x32210'));
    expect(c6.place).toBeGreaterThanOrEqual(0);
    expect(c6.readings).toContain('C6');
  });

  it('asks for a slash chord with its bass, from inside the chord or not', () => {
    const amOverG = score.shapes.find((s) => s.shape.name === 'Am/G')!;
    expect(amOverG.place).toBeGreaterThanOrEqual(0);
    const cOverB = score.shapes.find((s) => s.shape.name === 'C/B')!;
    expect(cOverB.place).toBe(0); // x22010, first of C over B
  });
});

describe('comparing chord names', () => {
  it('treats spellings of the same chord as one name', () => {
    expect(sameChordName('C6/9', 'C69')).toBe(true);
    expect(sameChordName('Cmaj7', 'CM7')).toBe(true);
    expect(sameChordName('Cm7b5', 'Cø')).toBe(true);
    expect(sameChordName('Db7', 'C#7')).toBe(true);
    expect(sameChordName('D/F#', 'D/Gb')).toBe(true);
  });

  it('keeps different readings of the same notes apart', () => {
    expect(sameChordName('C6', 'Am/C')).toBe(false);
    expect(sameChordName('C11', 'C9sus4')).toBe(false);
    expect(sameChordName('C/E', 'C')).toBe(false);
    expect(sameChordName('C13', 'C7add6')).toBe(false);
  });
});
