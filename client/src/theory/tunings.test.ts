import { describe, expect, it } from 'vitest';
import { Chord, Note } from 'tonal';
import { getTuning, TUNING_IDS, TUNING_PRESETS } from './tunings';

describe('tunings', () => {
  it('has the 16 presets of the spec, each six strings from low to high', () => {
    expect(TUNING_IDS).toHaveLength(16);
    for (const id of TUNING_IDS) {
      const tuning = getTuning(id)!;
      expect(tuning.pitches).toHaveLength(6);
      expect(tuning.midi.every((m, i) => i === 0 || m > tuning.midi[i - 1]!)).toBe(true);
    }
  });

  it('gives every preset its display name', () => {
    expect(Object.keys(TUNING_PRESETS)).toEqual(TUNING_IDS);
    expect(TUNING_PRESETS.OPEN_F9.name).toBe('Open F9');
    expect(TUNING_PRESETS.DADGAD.name).toBe('DADGAD');
  });

  it.each([
    ['STANDARD', 'E2 A2 D3 G3 B3 E4'],
    ['NEW_STANDARD', 'C2 G2 D3 A3 E4 G4'],
    ['DROP_D', 'D2 A2 D3 G3 B3 E4'],
    ['OPEN_G', 'D2 G2 D3 G3 B3 D4'],
    ['OPEN_D', 'D2 A2 D3 F#3 A3 D4'],
    ['OPEN_F9', 'C2 F2 C3 G3 A3 Eb4'],
    ['OPEN_6', 'C2 A2 C3 G3 C4 E4'],
    ['DADGAD', 'D2 A2 D3 G3 A3 D4'],
    ['DROP_C', 'C2 G2 C3 F3 A3 D4'],
    ['OPEN_C', 'C2 G2 C3 G3 C4 E4'],
    ['OPEN_E', 'E2 B2 E3 G#3 B3 E4'],
    ['DROP_B', 'B1 F#2 B2 E3 G#3 C#4'],
    ['ALL_FOURTHS', 'E2 A2 D3 G3 C4 F4'],
    ['STANDARD_A', 'A1 D2 G2 C3 E3 A3'],
    ['STANDARD_B', 'B1 E2 A2 D3 F#3 B3'],
    ['STANDARD_D', 'D2 G2 C3 F3 A3 D4'],
  ] as const)('%s has the open strings %s', (id, pitches) => {
    expect(getTuning(id)!.pitches.join(' ')).toBe(pitches);
  });

  it('tunes the open tunings to the chord they are named after', () => {
    const chromas = (notes: readonly string[]) => new Set(notes.map((n) => Note.chroma(n)));
    const sounds = (id: keyof typeof TUNING_PRESETS, chord: string) =>
      expect(chromas(TUNING_PRESETS[id].pitches)).toEqual(chromas(Chord.get(chord).notes));
    sounds('OPEN_G', 'G');
    sounds('OPEN_D', 'D');
    sounds('OPEN_C', 'C');
    sounds('OPEN_E', 'E');
    sounds('OPEN_F9', 'F9');
    sounds('OPEN_6', 'C6');
  });

  it('reads a custom tuning as a string or an array, and knows a preset when it sees one', () => {
    expect(getTuning('D2 G2 D3 G3 B3 D4')!.id).toBe('OPEN_G');
    expect(getTuning(['C#2', 'G#2', 'C#3', 'F#3', 'A#3', 'D#4'])).toMatchObject({
      id: null,
      pitches: ['C#2', 'G#2', 'C#3', 'F#3', 'A#3', 'D#4'],
    });
  });

  it.each([['E A D G B E'], ['E2 A2 D3 G3 B3'], ['X2 A2 D3 G3 B3 E4'], ['E9 A2 D3 G3 B3 E4'], ['NOT_A_PRESET']])(
    'refuses %s without throwing',
    (spec) => {
      expect(getTuning(spec)).toBeNull();
    },
  );
});
