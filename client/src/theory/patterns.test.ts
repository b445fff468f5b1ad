import { describe, expect, it } from 'vitest';
import { Note, Scale, ScaleType } from 'tonal';
import { chordNotesOnNeck, degreeLabel, rootNotesOnNeck, scaleNotesOnNeck } from './patterns';
import { resolveScaleType, scaleTypeSlug } from './scaleType';
import { TUNING_IDS } from './tunings';

const pcs = (notes: { note: string }[]) => [...new Set(notes.map((n) => n.note))].sort();

describe('scale types by name or link slug', () => {
  it('resolves names, aliases and slugs, and gives null for unknown ones', () => {
    expect(resolveScaleType('minor-pentatonic')?.name).toBe('minor pentatonic');
    expect(resolveScaleType('Minor-Pentatonic')?.name).toBe('minor pentatonic');
    expect(resolveScaleType('aeolian')?.name).toBe('minor');
    expect(resolveScaleType('half-whole-diminished')?.name).toBe('half-whole diminished');
    expect(resolveScaleType('in-sen')?.name).toBe('in-sen');
    expect(resolveScaleType('not-a-scale')).toBeNull();
    expect(resolveScaleType('')).toBeNull();
  });

  it('round-trips every tonal scale type through its slug', () => {
    for (const type of ScaleType.all()) expect(resolveScaleType(scaleTypeSlug(type.name))?.name).toBe(type.name);
  });
});

describe('scale notes across the neck', () => {
  it('spells every major key after its own notes: Bb in F, A# in B, E# in F#', () => {
    for (const tonic of ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#', 'F', 'Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb']) {
      const notes = scaleNotesOnNeck(tonic, 'major');
      expect(pcs(notes)).toEqual([...Scale.get(`${tonic} major`).notes].sort());
    }
    expect(pcs(scaleNotesOnNeck('F', 'major'))).toContain('Bb');
    expect(pcs(scaleNotesOnNeck('B', 'major'))).toContain('A#');
    expect(pcs(scaleNotesOnNeck('F#', 'major'))).toContain('E#');
    expect(pcs(scaleNotesOnNeck('Eb', 'minor'))).toContain('Cb');
  });

  it('keeps the octave of notes spelled across the octave line', () => {
    const eSharp = scaleNotesOnNeck('F#', 'major').find((n) => n.string === 0 && n.fret === 1)!;
    expect(eSharp.pitch).toBe('E#2');
    expect(Note.midi(eSharp.pitch)).toBe(41);
  });

  it('labels each note with its interval and a learner degree', () => {
    const notes = scaleNotesOnNeck('A', 'minor-pentatonic', 'STANDARD', 5, 8).filter((n) => n.string === 0);
    expect(notes.map((n) => [n.fret, n.note, n.interval, n.degree, n.isRoot])).toEqual([
      [5, 'A', '1P', '1', true],
      [8, 'C', '3m', 'b3', false],
    ]);
  });

  it('keeps within the frets asked for, whole neck by default, in every tuning', () => {
    for (const id of TUNING_IDS) {
      const notes = scaleNotesOnNeck('C', 'major', id);
      expect(notes.length).toBeGreaterThan(80);
      expect(notes.every((n) => n.fret >= 0 && n.fret <= 24)).toBe(true);
    }
    expect(scaleNotesOnNeck('C', 'major', 'STANDARD', 3, 5).every((n) => n.fret >= 3 && n.fret <= 5)).toBe(true);
  });

  it('gives nothing for an unknown root, scale or tuning', () => {
    expect(scaleNotesOnNeck('H', 'major')).toEqual([]);
    expect(scaleNotesOnNeck('C', 'nope')).toEqual([]);
    expect(scaleNotesOnNeck('C', 'major', 'NOPE')).toEqual([]);
  });
});

describe('arpeggios and roots across the neck', () => {
  it('shows a chord type by symbol, name or slug with its degrees', () => {
    const bySymbol = chordNotesOnNeck('A', 'm7');
    expect(chordNotesOnNeck('A', 'minor seventh')).toEqual(bySymbol);
    expect(chordNotesOnNeck('A', 'minor-seventh')).toEqual(bySymbol);
    expect(chordNotesOnNeck('C', '-7')).toEqual(chordNotesOnNeck('C', 'm7'));
    expect(pcs(bySymbol)).toEqual(['A', 'C', 'E', 'G']);
    expect(new Set(bySymbol.map((n) => n.degree))).toEqual(new Set(['1', 'b3', '5', 'b7']));
  });

  it('labels extensions as a learner reads them: 9, #11, 13', () => {
    const degrees = new Set(chordNotesOnNeck('C', '13#11').map((n) => n.degree));
    expect(degrees).toEqual(new Set(['1', '3', '5', 'b7', '9', '#11', '13']));
    expect(degreeLabel('7d')).toBe('bb7');
    expect(degreeLabel('nope')).toBe('');
  });

  it('spells chord tones for the chord: Bb in C7, E# in C#', () => {
    expect(pcs(chordNotesOnNeck('C', '7'))).toEqual(['Bb', 'C', 'E', 'G']);
    expect(pcs(chordNotesOnNeck('C#', 'major'))).toEqual(['C#', 'E#', 'G#']);
  });

  it('finds every place a note occurs, spelled as asked', () => {
    const roots = rootNotesOnNeck('Bb');
    expect(roots).toHaveLength(12);
    expect(roots.every((n) => n.note === 'Bb' && n.isRoot && n.degree === '1')).toBe(true);
    expect(rootNotesOnNeck('A#')[0]!.pitch).toBe('A#2');
    expect(rootNotesOnNeck('nope')).toEqual([]);
    expect(chordNotesOnNeck('C', 'nope')).toEqual([]);
  });
});
