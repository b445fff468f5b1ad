import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NeckNote, Voicing } from '../theory/types';
import { CHORD_BOX } from './chordBox';
import { ChordDiagram } from './ChordDiagram';

const chordNote = (string: number, fret: number, note: string, interval: string): NeckNote => ({
  string,
  fret,
  pitch: `${note}3`,
  note,
  interval,
  degree: interval === '1P' ? '1' : interval === '3M' ? '3' : '5',
  isRoot: interval === '1P',
});

// F major, the E-shape barre at the first fret: 1 3 3 2 1 1.
const fMajor: Voicing = {
  frets: [1, 3, 3, 2, 1, 1],
  fingers: [1, 3, 4, 2, 1, 1],
  barres: [{ fret: 1, finger: 1, fromString: 0, toString: 5 }],
  difficulty: 5.5,
  reach: 1.9,
  notes: [
    chordNote(0, 1, 'F', '1P'),
    chordNote(1, 3, 'C', '5P'),
    chordNote(2, 3, 'F', '1P'),
    chordNote(3, 2, 'A', '3M'),
    chordNote(4, 1, 'C', '5P'),
    chordNote(5, 1, 'F', '1P'),
  ],
  bass: 'F',
  inversion: 0,
  omitted: [],
  minFret: 1,
  maxFret: 3,
};

const cMajor: Voicing = {
  frets: [-1, 3, 2, 0, 1, 0],
  fingers: [0, 3, 2, 0, 1, 0],
  barres: [],
  difficulty: 2.9,
  reach: 1.9,
  notes: [
    null,
    chordNote(1, 3, 'C', '1P'),
    chordNote(2, 2, 'E', '3M'),
    chordNote(3, 0, 'G', '5P'),
    chordNote(4, 1, 'C', '1P'),
    chordNote(5, 0, 'E', '3M'),
  ],
  bass: 'C',
  inversion: 0,
  omitted: [],
  minFret: 1,
  maxFret: 3,
};

const fingersShown = (markup: string) =>
  [...markup.matchAll(/class="fb-chord-finger"[^>]*>(\d)</g)].map((m) => Number(m[1]));

describe('the chord diagram', () => {
  it('draws the F barre as a bar with the finger numbers on each string', () => {
    const markup = renderToStaticMarkup(<ChordDiagram voicing={fMajor} name="F major" />);
    expect(markup).toContain('class="fb-chord-barre" data-barre-fret="1"');
    expect(fingersShown(markup)).toEqual([1, 3, 4, 2, 1, 1]);
    expect(markup).toContain('aria-label="F major, 1 3 3 2 1 1"');
    expect(markup).toContain('role="img"');
    expect(markup).toContain('fb-chord-nut');
  });

  it('spans the barre across the strings it covers', () => {
    const markup = renderToStaticMarkup(<ChordDiagram voicing={fMajor} name="F major" />);
    const width = Number(/class="fb-chord-barre"[^>]* width="([\d.]+)"/.exec(markup)![1]);
    expect(width).toBe(5 * CHORD_BOX.stringSpacing + 2 * CHORD_BOX.dotRadius);
  });

  it('marks muted strings with × and open strings with ○', () => {
    const markup = renderToStaticMarkup(<ChordDiagram voicing={cMajor} name="C major" />);
    expect(markup).toContain('aria-label="C major, x 3 2 0 1 0"');
    expect(markup.match(/data-muted-string=/g)).toHaveLength(1);
    expect(markup.match(/data-open-string=/g)).toHaveLength(2);
    expect(fingersShown(markup)).toEqual([3, 2, 1]);
  });

  it('labels a shape up the neck with its starting fret instead of the nut', () => {
    const aMinorAt5: Voicing = {
      ...fMajor,
      frets: [5, 7, 7, 5, 5, 5],
      fingers: [1, 3, 4, 1, 1, 1],
      barres: [{ fret: 5, finger: 1, fromString: 0, toString: 5 }],
      minFret: 5,
      maxFret: 7,
    };
    const markup = renderToStaticMarkup(<ChordDiagram voicing={aMinorAt5} name="A minor" />);
    expect(markup).toContain('>5fr<');
    expect(markup).not.toContain('fb-chord-nut');
  });
});
