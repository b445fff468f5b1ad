import { describe, expect, it } from 'vitest';
import { identifyChord, intervalName, readChord, readNotes, scalesContaining } from './identify';

describe('naming a fretted chord', () => {
  it.each([
    ['C', [-1, 3, 2, 0, 1, 0]],
    ['G', [3, 2, 0, 0, 0, 3]],
    ['D', [-1, -1, 0, 2, 3, 2]],
    ['E', [0, 2, 2, 1, 0, 0]],
    ['A', [-1, 0, 2, 2, 2, 0]],
    ['Am', [-1, 0, 2, 2, 1, 0]],
    ['Em', [0, 2, 2, 0, 0, 0]],
    ['Dm', [-1, -1, 0, 2, 3, 1]],
    ['E7', [0, 2, 0, 1, 0, 0]],
    ['A7', [-1, 0, 2, 0, 2, 0]],
    ['D7', [-1, -1, 0, 2, 1, 2]],
    ['G7', [3, 2, 0, 0, 0, 1]],
    ['C7', [-1, 3, 2, 3, 1, 0]],
    ['Cmaj7', [-1, 3, 2, 0, 0, 0]],
    ['Am7', [-1, 0, 2, 0, 1, 0]],
    ['F', [1, 3, 3, 2, 1, 1]],
    ['Bm', [-1, 2, 4, 4, 3, 2]],
    ['Bm7b5', [-1, 2, 3, 2, 3, -1]],
    ['Cadd9', [-1, 3, 2, 0, 3, 0]],
    ['Asus2', [-1, 0, 2, 2, 0, 0]],
    ['Dsus4', [-1, -1, 0, 2, 3, 3]],
    ['Bb', [-1, 1, 3, 3, 3, 1]],
    ['F#m', [2, 4, 4, 2, 2, 2]],
  ])('names the open and barre shape of %s first', (name, frets) => {
    expect(identifyChord(frets)[0]).toBe(name);
  });

  it('reads E-G-C over E as C/E, not Em#5', () => {
    const names = identifyChord([0, 3, 2, 0, 1, 0]);
    expect(names[0]).toBe('C/E');
    expect(names.indexOf('C/E')).toBeLessThan(names.indexOf('Em#5'));
  });

  it('reads C-E-G-A as C6 over C and as Am7 over A', () => {
    expect(identifyChord([-1, 3, 5, 5, 5, 5])[0]).toBe('C6');
    expect(identifyChord([-1, 0, 2, 0, 1, 3])[0]).toBe('Am7');
  });

  it('names inversions of sevenths with their bass: G7/B', () => {
    expect(identifyChord([-1, 2, 0, 0, 0, 1])[0]).toBe('G7/B');
  });

  it('puts root position before inversions before a bass from outside the chord', () => {
    const readings = readChord([-1, 0, 2, 0, 1, 3]); // A C E G over A
    const names = readings.map((r) => r.name);
    expect(names.slice(0, 3)).toEqual(['Am7', 'C6/A', 'C/A']);
    expect(readings[2]!.why).toBe('C major over A, a bass note outside the chord.');
  });

  it('names a slash chord over a bass outside it: F/G', () => {
    expect(identifyChord([3, -1, 3, 2, 1, 1])).toContain('F/G');
  });

  it('allows a missing fifth and says so', () => {
    const [reading] = readChord([-1, 3, 2, 3, -1, -1]); // C E Bb
    expect(reading!.name).toBe('C7');
    expect(reading!.missing).toEqual(['5P']);
    expect(reading!.why).toContain('without its fifth (G)');
  });

  it('names the chord by its bass when that reading is a common one: x32210 is C6 (without its fifth), then Am/C', () => {
    expect(identifyChord([-1, 3, 2, 2, 1, 0]).slice(0, 2)).toEqual(['C6', 'Am/C']);
    expect(readChord([-1, 3, 2, 2, 1, 0])[0]!.why).toBe(
      'C sixth with C in the bass (root position), without its fifth (G).',
    );
    // A thirteenth as players voice it, without its fifth, 9th and 11th: Cmaj13, not Amadd9/C.
    expect(identifyChord([-1, 3, 2, 4, 5, 5])[0]).toBe('Cmaj13');
    expect(identifyChord([8, -1, 8, 9, 10, -1])[0]).toBe('C13');
    // An eleventh without its 9th: the open strings of standard tuning are Em11.
    expect(identifyChord([0, 0, 0, 0, 0, 0])[0]).toBe('Em11');
  });

  it('explains a reading with the intervals over the bass', () => {
    const [reading] = readChord([0, 3, 2, 0, 1, 0]);
    expect(reading).toEqual({
      name: 'C/E',
      root: 'C',
      type: 'major',
      symbol: 'C',
      bass: 'E',
      missing: [],
      intervalsOverBass: ['1P', '3m', '6m'],
      why: 'C major with E in the bass (first inversion).',
    });
  });

  it('ignores doubled notes', () => {
    expect(identifyChord([3, 5, 5, 4, 3, 3])).toEqual(identifyChord([3, 5, -1, 4, -1, -1])); // G D G B D G and G D B
    expect(identifyChord([0, 2, 2, 1, 0, 0])).toEqual(identifyChord([0, 2, 2, 1, -1, -1]));
  });

  it('names two notes by their interval, and a fifth also as a power chord', () => {
    expect(identifyChord([-1, 3, 2, -1, -1, -1])).toEqual(['major third']);
    expect(identifyChord([-1, 3, 1, -1, -1, -1])).toEqual(['minor third']);
    expect(identifyChord([-1, 3, 5, -1, -1, -1])).toEqual(['perfect fifth', 'C5']);
    expect(identifyChord([3, 3, -1, -1, -1, -1])).toEqual(['perfect fourth', 'C5/G']);
    expect(identifyChord([-1, 3, 4, -1, -1, -1])).toEqual(['tritone']);
    expect(identifyChord([-1, -1, 0, 0, -1, -1])).toEqual(['perfect fourth', 'G5/D']);
    expect(identifyChord([-1, 0, -1, -1, -1, 0])).toEqual(['perfect fifth', 'A5']); // two octaves apart
    expect(intervalName('7M')).toBe('major seventh');
    expect(intervalName('9m')).toBe('minor second');
    expect(intervalName('nope')).toBe('');
  });

  it('gives nothing for fewer than two pitch classes or a shape that is not one', () => {
    expect(identifyChord([-1, -1, -1, -1, -1, -1])).toEqual([]);
    expect(identifyChord([-1, 3, -1, -1, -1, -1])).toEqual([]);
    expect(identifyChord([0, -1, 2, -1, -1, 0])).toEqual([]); // E E E
    expect(identifyChord([0, 2, 2])).toEqual([]);
    expect(identifyChord([0, 2, 2, 1, 0, 25])).toEqual([]);
    expect(identifyChord([0, 2, 2, 1, 0, 0.5])).toEqual([]);
    expect(identifyChord([0, 2, 2, 1, 0, 0], 'NOT_A_TUNING')).toEqual([]);
  });

  it('works in any tuning: DADGAD open is Dsus4, open G is G over its D bass', () => {
    expect(identifyChord([0, 0, 0, 0, 0, 0], 'DADGAD')[0]).toBe('Dsus4');
    expect(identifyChord([0, 0, 0, 0, 0, 0], 'OPEN_G')[0]).toBe('G/D');
    expect(identifyChord([-1, 0, 0, 0, 0, 0], 'OPEN_G')[0]).toBe('G');
    expect(identifyChord([0, 0, 0, 0, 0, 0], 'OPEN_D')[0]).toBe('D');
    expect(identifyChord([0, 0, 0, 0, 0, 0], 'OPEN_6')[0]).toBe('C6');
    expect(identifyChord([0, 0, 0, 0, 0, 0], 'OPEN_F9')[0]).toBe('F9/C');
    expect(identifyChord([0, 0, 0, 2, 3, 2], 'DROP_D')[0]).toBe('D');
    expect(identifyChord([0, 0, 0, 0, 0, 0], 'C2 G2 C3 G3 C4 E4')[0]).toBe('C');
    expect(identifyChord([-1, 3, 2, 0, 1, 0], ['D2', 'G2', 'C3', 'F3', 'A3', 'D4'])[0]).toBe('Bb'); // C shape in Standard D
  });

  it('spells roots as guitarists write them', () => {
    expect(identifyChord([-1, 1, 3, 3, 2, 1])[0]).toBe('Bbm');
    expect(identifyChord([4, 6, 6, 4, 4, 4])[0]).toBe('G#m');
    expect(identifyChord([4, 6, 6, 5, 4, 4])[0]).toBe('Ab');
    expect(identifyChord([-1, 4, 6, 6, 6, 4])[0]).toBe('C#');
    expect(identifyChord([-1, 0, 2, 2, 2, 0], 'E2 A2 D3 G3 B3 E4')).toContain('A');
  });
});

describe('scales that contain the selected notes', () => {
  it('puts C major among the first for C E G', () => {
    const scales = scalesContaining(['C', 'E', 'G']);
    expect(scales.slice(0, 2)).toEqual(['C major', 'C major pentatonic']);
    expect(scales).toContain('A minor');
    expect(scales.length).toBeLessThanOrEqual(20);
  });

  it('keeps to a root when one is given', () => {
    const scales = scalesContaining(['A', 'C', 'E', 'G'], 'A');
    expect(scales.slice(0, 2)).toEqual(['A minor', 'A minor pentatonic']);
    expect(scales.every((s) => s.startsWith('A '))).toBe(true);
  });

  it('names the key by the spelling with fewer sharps and flats, as books do, else as the notes are spelled', () => {
    expect(scalesContaining(['Bb', 'D', 'F'])[0]).toBe('Bb major');
    expect(scalesContaining(['A#', 'D', 'F'])[0]).toBe('Bb major'); // two flats, not ten sharps
    expect(scalesContaining(['D#', 'G', 'A#'])[0]).toBe('Eb major');
    expect(scalesContaining(['F#', 'A#', 'C#'])[0]).toBe('F# major'); // six either way: as spelled
    expect(scalesContaining(['Gb', 'Bb', 'Db'])[0]).toBe('Gb major');
    expect(scalesContaining(['G#', 'B', 'D#'])[0]).toBe('G# minor');
  });

  it('is bounded and never throws on bad input', () => {
    expect(scalesContaining(['C'], undefined, 5)).toHaveLength(5);
    expect(scalesContaining([])).toEqual([]);
    expect(scalesContaining(['H'])).toEqual([]);
    expect(scalesContaining(['C'], 'H')).toEqual([]);
    expect(scalesContaining(['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'])).toEqual([]);
  });
});

describe('reading notes that are not one per string', () => {
  it('names two notes held on one string with the rest, the lowest as the bass', () => {
    // E2, then C3 and G3 and a higher E: E is the bass, so C/E.
    expect(readNotes([40, 48, 55, 64]).map((r) => r.name)[0]).toBe('C/E');
    expect(readNotes([48, 52, 55, 57]).map((r) => r.name)[0]).toBe('C6');
  });

  it('refuses what is not a MIDI note', () => {
    expect(readNotes([60, 64.5])).toEqual([]);
    expect(readNotes([-1, 60])).toEqual([]);
  });
});
