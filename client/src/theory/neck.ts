import { Note } from 'tonal';
import { STRING_COUNT, type Tuning } from './tunings';

/** The highest fret the fretboard models. */
export const MAX_FRET = 24;

/** A place on the neck: string 0 is the lowest-pitched string, fret 0 the open string. */
export interface Position {
  string: number;
  fret: number;
}

/** MIDI number of the note at a position. */
export function midiAt(tuning: Tuning, position: Position): number {
  return tuning.midi[position.string]! + position.fret;
}

/** Pitch class number (0 = C ... 11 = B) of the note at a position. */
export function chromaAt(tuning: Tuning, position: Position): number {
  return midiAt(tuning, position) % 12;
}

/**
 * The note's name with octave, spelled to fit a set of note names when it is one of them
 * (so Bb in F major, A# in B major), else with sharps or flats as asked.
 */
export function pitchAt(tuning: Tuning, position: Position, spelling: Spelling = 'sharps'): string {
  const midi = midiAt(tuning, position);
  return spellMidi(midi, spelling);
}

/** How to name a note: after a set of note names (a key, a scale, a chord), or plain sharps or flats. */
export type Spelling = 'sharps' | 'flats' | readonly string[];

export function spellMidi(midi: number, spelling: Spelling = 'sharps'): string {
  if (typeof spelling !== 'string') {
    const match = spelling.find((name) => Note.chroma(name) === midi % 12);
    if (match) {
      // Octave from the letter, not the MIDI number: B#3 sounds as C4, Cb4 as B3.
      const pc = Note.pitchClass(match);
      for (const octave of [Math.floor(midi / 12) - 1, Math.floor(midi / 12) - 2, Math.floor(midi / 12)]) {
        if (Note.midi(`${pc}${octave}`) === midi) return `${pc}${octave}`;
      }
    }
    return Note.fromMidi(midi);
  }
  return spelling === 'flats' ? Note.fromMidi(midi) : Note.fromMidiSharps(midi);
}

/** The pitch class (no octave) at a position, spelled as `spellMidi` does. */
export function pitchClassAt(tuning: Tuning, position: Position, spelling: Spelling = 'sharps'): string {
  return Note.pitchClass(spellMidi(midiAt(tuning, position), spelling));
}

/** Every position of a pitch class ("C", "F#", "Bb") between two frets, lowest string first. */
export function positionsOf(tuning: Tuning, pitchClass: string, fromFret = 0, toFret = MAX_FRET): Position[] {
  const chroma = Note.chroma(pitchClass);
  if (chroma === undefined || Number.isNaN(chroma)) return [];
  const found: Position[] = [];
  for (let string = 0; string < STRING_COUNT; string++) {
    for (let fret = Math.max(0, fromFret); fret <= Math.min(MAX_FRET, toFret); fret++) {
      if (chromaAt(tuning, { string, fret }) === chroma) found.push({ string, fret });
    }
  }
  return found;
}
