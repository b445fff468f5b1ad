import { describe, expect, it } from 'vitest';
import { Note, Scale } from 'tonal';
import { arpeggioShapes, scaleShapes } from './shapes';
import type { PatternShape } from './types';

const fretsOn = (shape: PatternShape, string: number) =>
  shape.notes.filter((n) => n.string === string).map((n) => n.fret);
const perString = (shape: PatternShape) => [0, 1, 2, 3, 4, 5].map((s) => fretsOn(shape, s).length);
const pitchClasses = (shape: PatternShape) => new Set(shape.notes.map((n) => n.note));

/** Every note of the shape belongs to the pattern and lies within the shape's frets. */
function expectWellFormed(shape: PatternShape, patternNotes: string[]) {
  expect(shape.notes.length).toBeGreaterThan(0);
  for (const note of shape.notes) {
    expect(patternNotes).toContain(note.note);
    expect(note.fret).toBeGreaterThanOrEqual(shape.fromFret);
    expect(note.fret).toBeLessThanOrEqual(shape.toFret);
  }
}

describe('scale positions in standard tuning', () => {
  const gMajor = Scale.get('G major').notes;

  it('has the five CAGED positions of G major, up the neck from the open G shape', () => {
    const caged = scaleShapes('G', 'major', 'STANDARD', 'caged');
    expect(caged.map((s) => [s.id, s.fromFret, s.toFret])).toEqual([
      ['caged-g', 0, 3],
      ['caged-e', 2, 5],
      ['caged-d', 4, 8],
      ['caged-c', 7, 10],
      ['caged-a', 9, 13],
    ]);
    expect(caged.map((s) => s.name)).toEqual(['G shape', 'E shape', 'D shape', 'C shape', 'A shape']);
    for (const shape of caged) {
      expectWellFormed(shape, gMajor);
      expect(pitchClasses(shape).size).toBe(7);
      expect(perString(shape).every((n) => n >= 2 && n <= 3)).toBe(true);
    }
    // The E shape: the classic second-position G major scale.
    expect(caged[1]!.notes.map((n) => `${n.string}:${n.fret}`).join(' ')).toBe(
      '0:2 0:3 0:5 1:2 1:3 1:5 2:2 2:4 2:5 3:2 3:4 3:5 4:3 4:5 5:2 5:3 5:5',
    );
  });

  it('has seven 3-notes-per-string positions of G major, one from each degree on the low E', () => {
    const shapes = scaleShapes('G', 'major', 'STANDARD', '3nps');
    expect(shapes.map((s) => s.id)).toEqual(['3nps-1', '3nps-2', '3nps-3', '3nps-4', '3nps-5', '3nps-6', '3nps-7']);
    shapes.forEach((shape, k) => {
      expectWellFormed(shape, gMajor);
      expect(shape.notes).toHaveLength(18);
      expect(perString(shape)).toEqual([3, 3, 3, 3, 3, 3]);
      expect(pitchClasses(shape).size).toBe(7);
      // Starts on degree k+1 on the low E string, then climbs through consecutive scale degrees.
      expect(shape.notes[0]!.string).toBe(0);
      expect(shape.notes[0]!.note).toBe(gMajor[k]);
      const midi = shape.notes.map((n) => Note.midi(n.pitch)!);
      midi.forEach((m, i) => {
        if (i === 0) return;
        expect(m).toBeGreaterThan(midi[i - 1]!);
        expect(gMajor.indexOf(shape.notes[i]!.note)).toBe((gMajor.indexOf(shape.notes[i - 1]!.note) + 1) % 7);
      });
    });
    expect(fretsOn(shapes[0]!, 0)).toEqual([3, 5, 7]);
    expect(fretsOn(shapes[0]!, 5)).toEqual([5, 7, 8]);
  });

  it('gives CAGED positions to the modes of the major scale, after their parent key', () => {
    const dorian = scaleShapes('D', 'dorian', 'STANDARD', 'caged');
    const cMajor = scaleShapes('C', 'major', 'STANDARD', 'caged');
    expect(dorian.map((s) => [s.id, s.fromFret, s.toFret])).toEqual(cMajor.map((s) => [s.id, s.fromFret, s.toFret]));
    expect(dorian[0]!.notes.find((n) => n.note === 'D')!.isRoot).toBe(true);
    expect(scaleShapes('A', 'harmonic minor', 'STANDARD', 'caged')).toEqual([]);
    expect(scaleShapes('A', 'harmonic minor', 'STANDARD', '3nps')).toHaveLength(7);
  });

  it('has the five boxes of A minor pentatonic, box 1 at the root on the low E at fret 5', () => {
    const boxes = scaleShapes('A', 'minor pentatonic', 'STANDARD', 'box');
    expect(boxes.map((b) => [b.id, b.fromFret, b.toFret])).toEqual([
      ['box-1', 5, 8],
      ['box-2', 7, 10],
      ['box-3', 9, 13],
      ['box-4', 12, 15],
      ['box-5', 14, 17],
    ]);
    expect(boxes[0]!.notes.map((n) => `${n.string}:${n.fret}`).join(' ')).toBe(
      '0:5 0:8 1:5 1:7 2:5 2:7 3:5 3:7 4:5 4:8 5:5 5:8',
    );
    for (const box of boxes) {
      expectWellFormed(box, ['A', 'C', 'D', 'E', 'G']);
      expect(perString(box)).toEqual([2, 2, 2, 2, 2, 2]);
      expect(pitchClasses(box).size).toBe(5);
    }
  });

  it('fits every position on the neck in every key', () => {
    for (const tonic of ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B']) {
      const major = scaleShapes(tonic, 'major');
      expect(major.filter((s) => s.id.startsWith('caged-'))).toHaveLength(5);
      expect(major.filter((s) => s.id.startsWith('3nps-'))).toHaveLength(7);
      const pentatonic = scaleShapes(tonic, 'minor pentatonic');
      expect(pentatonic.filter((s) => s.id.startsWith('box-'))).toHaveLength(5);
      for (const shape of [...major, ...pentatonic]) {
        expect(shape.fromFret).toBeGreaterThanOrEqual(0);
        expect(shape.toFret).toBeLessThanOrEqual(24);
      }
      for (const shape of major.filter((s) => s.id.startsWith('caged-'))) expect(pitchClasses(shape).size).toBe(7);
    }
  });

  it('uses the same fingerings in tunings with standard intervals (Standard D)', () => {
    const d = scaleShapes('F', 'major', 'STANDARD_D', 'caged').map((s) => [s.id, s.fromFret, s.toFret]);
    expect(d).toEqual(scaleShapes('G', 'major', 'STANDARD', 'caged').map((s) => [s.id, s.fromFret, s.toFret]));
  });
});

describe('fret-window positions in any tuning', () => {
  it('gives DADGAD 4-fret windows from each root on the two lowest strings, and the whole neck', () => {
    const shapes = scaleShapes('D', 'major', 'DADGAD');
    expect(shapes.map((s) => s.id)).toEqual(['frets-0-3', 'frets-5-8', 'frets-12-15', 'frets-17-20', 'all']);
    expect(shapes[0]!.name).toBe('Frets 0–3');
    const dMajor = Scale.get('D major').notes;
    for (const shape of shapes) expectWellFormed(shape, dMajor);
    expect(shapes.at(-1)!.notes).toHaveLength(90);
    expect(scaleShapes('D', 'major', 'DADGAD', 'caged')).toEqual([]);
  });

  it('gives the window for a root at the nut with its open strings', () => {
    const [open] = scaleShapes('E', 'minor pentatonic', 'STANDARD', 'frets');
    expect(open!.id).toBe('frets-0-3');
    expect(open!.notes.some((n) => n.fret === 0)).toBe(true);
  });

  it('gives nothing for an unknown root, scale or tuning', () => {
    expect(scaleShapes('H', 'major')).toEqual([]);
    expect(scaleShapes('C', 'nope')).toEqual([]);
    expect(scaleShapes('C', 'major', 'NOPE')).toEqual([]);
    expect(arpeggioShapes('C', 'nope')).toEqual([]);
  });
});

describe('arpeggio positions', () => {
  it('has the five CAGED regions of C major, the open C shape first', () => {
    const shapes = arpeggioShapes('C', 'major', 'STANDARD', 'caged');
    expect(shapes.map((s) => [s.id, s.fromFret, s.toFret])).toEqual([
      ['caged-c', 0, 3],
      ['caged-a', 2, 6],
      ['caged-g', 4, 8],
      ['caged-e', 7, 10],
      ['caged-d', 9, 13],
    ]);
    for (const shape of shapes) {
      expectWellFormed(shape, ['C', 'E', 'G']);
      expect(pitchClasses(shape).size).toBe(3);
    }
    // The open C chord's notes are all in the C shape.
    const open = shapes[0]!.notes.map((n) => `${n.string}:${n.fret}`);
    for (const position of ['1:3', '2:2', '3:0', '4:1', '5:0']) expect(open).toContain(position);
  });

  it('has fret windows in any tuning, with chord tones only', () => {
    const shapes = arpeggioShapes('G', '7', 'OPEN_G');
    expect(shapes.map((s) => s.id)).toEqual(['frets-0-3', 'frets-5-8', 'frets-12-15', 'frets-17-20', 'all']);
    for (const shape of shapes) expectWellFormed(shape, ['G', 'B', 'D', 'F']);
  });
});
