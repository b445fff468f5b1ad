/**
 * What a room's pattern looks like on the neck: the room shares only `{ kind, root, type,
 * voicing?, position? }` and every member works the notes out in the room's tuning with
 * the same theory engine. Decisions (the room protocol leaves them to the client):
 * - a chord's `voicing` is the index into `chordVoicings` (best first); absent is the first;
 * - a scale's or arpeggio's `position` is the index into its shapes (`scaleShapes`,
 *   `arpeggioShapes`), the whole-neck shape left out; absent is the whole neck;
 * - a root is every place the note lives from the nut to the 12th fret.
 */
import { Note } from 'tonal';
import type { RoomPattern, RoomTuning } from '#events/roomEvents';
import {
  arpeggioShapes,
  chordSymbol as bookSymbol,
  chordTypeKey,
  chordTypeOptions,
  chordVoicings,
  formatFrets,
  getTuning,
  parseFrets,
  resolveChordType,
  resolveScaleType,
  rootNotesOnNeck,
  sameFrets,
  scaleShapes,
  scaleTypeOptions,
  type NeckNote,
  type PatternShape,
  type Tuning,
  type Voicing,
} from '../../theory';

/** What a type must look like to travel in a room (events/roomEvents.ts `patternSchema`). */
const ROOM_TYPE = /^[A-Za-z0-9 #+\-/()]{1,40}$/;

/** Voicings a room can name (events/roomEvents.ts: `voicing` 0 to 499). */
const MAX_VOICINGS = 500;

export interface NeckView {
  notes: NeckNote[];
  mutedStrings: number[];
  fromFret: number;
  toFret: number;
  /** "C maj7 chord, voicing 2 of 14": the neck's accessible name and the heading over it. */
  title: string;
  /** Choices for the stepper: how many voicings, or the positions' names. */
  voicingCount: number;
  /** The voicing shown, and each voicing's shape (`x35553`) for the command that steps to it. */
  voicingIndex: number;
  voicingShapes: string[];
  positions: string[];
}

export const roomTuning = (tuning: RoomTuning): Tuning => getTuning(tuning) ?? getTuning('STANDARD')!;

/** The shapes a position index counts through: the whole neck is "no position". */
function positionShapes(pattern: RoomPattern, tuning: Tuning): PatternShape[] {
  if (pattern.kind === 'scale') {
    const type = resolveScaleType(pattern.type);
    return type ? scaleShapes(pattern.root, type.name, tuning.pitches).filter((shape) => shape.id !== 'all') : [];
  }
  const type = resolveChordType(pattern.type);
  return type
    ? arpeggioShapes(pattern.root, chordTypeKey(type), tuning.pitches).filter((shape) => shape.id !== 'all')
    : [];
}

/** A position's index as a room names it, from its shape id ('box-1'); undefined when the pattern has no such shape. */
export function positionIndex(pattern: RoomPattern, tuning: Tuning, id: string): number | undefined {
  if (pattern.kind !== 'scale' && pattern.kind !== 'arpeggio') return undefined;
  const index = positionShapes(pattern, tuning).findIndex((shape) => shape.id === id);
  return index >= 0 ? index : undefined;
}

function wholeNeck(pattern: RoomPattern, tuning: Tuning): PatternShape | undefined {
  if (pattern.kind === 'scale') {
    const type = resolveScaleType(pattern.type);
    return type ? scaleShapes(pattern.root, type.name, tuning.pitches, 'all')[0] : undefined;
  }
  const type = resolveChordType(pattern.type);
  return type ? arpeggioShapes(pattern.root, chordTypeKey(type), tuning.pitches, 'all')[0] : undefined;
}

/** The chord's name as guitarists write it: "C", "Cm7", "F#maj7". */
export function chordSymbol(root: string, type: string): string {
  const resolved = resolveChordType(type);
  return resolved ? bookSymbol(root, chordTypeKey(resolved)) : `${root}${type}`;
}

/** The pattern's name in words: "C major chord", "A minor pentatonic scale". */
export function patternName(pattern: RoomPattern): string {
  switch (pattern.kind) {
    case 'chord':
      return `${chordSymbol(pattern.root, pattern.type)} chord`;
    case 'arpeggio':
      return `${chordSymbol(pattern.root, pattern.type)} arpeggio`;
    case 'scale':
      return `${pattern.root} ${resolveScaleType(pattern.type)?.name ?? pattern.type} scale`;
    case 'root':
      return `The note ${pattern.root}`;
  }
}

const EMPTY: NeckView = {
  notes: [],
  mutedStrings: [],
  fromFret: 0,
  toFret: 12,
  title: 'The fretboard',
  voicingCount: 0,
  voicingIndex: 0,
  voicingShapes: [],
  positions: [],
};

/**
 * Which voicing a pattern names: by its shape; a pattern from before shapes were sent by its
 * place in the order of its day; else by its place now (a shape the tuning has not got).
 */
function voicingIndex(pattern: RoomPattern, voicings: Voicing[], legacy: () => Voicing[]): number {
  const wanted = pattern.shape
    ? parseFrets(pattern.shape)
    : pattern.voicing
      ? (legacy()[pattern.voicing]?.frets ?? null)
      : null;
  const found = wanted ? voicings.findIndex((v) => sameFrets(v.frets, wanted)) : -1;
  return found >= 0 ? found : Math.min(pattern.voicing ?? 0, voicings.length - 1);
}

/** The notes to draw for a pattern in a tuning; the bare neck when there is no pattern. */
export function neckView(pattern: RoomPattern | null, tuning: Tuning): NeckView {
  if (!pattern || Note.get(pattern.root).empty) return EMPTY;
  const name = patternName(pattern);
  if (pattern.kind === 'root') {
    return { ...EMPTY, notes: rootNotesOnNeck(pattern.root, tuning.pitches, 0, 12), title: name };
  }
  if (pattern.kind === 'chord') {
    const type = resolveChordType(pattern.type);
    // The room names a voicing by its index, at most 499: the 500 best are offered.
    const voicings = type ? chordVoicings(pattern.root, chordTypeKey(type), tuning.pitches).slice(0, MAX_VOICINGS) : [];
    if (voicings.length === 0) return { ...EMPTY, title: `${name}: no playable voicing in this tuning` };
    const index = voicingIndex(pattern, voicings, () =>
      type ? chordVoicings(pattern.root, chordTypeKey(type), tuning.pitches, { order: 'legacy' }) : [],
    );
    const voicing = voicings[index]!;
    // The window the chord pages use: about eight frets round the shape.
    const fromFret = voicing.maxFret <= 5 ? 0 : Math.max(0, voicing.minFret - 2);
    const toFret = Math.min(24, Math.max(fromFret + 8, voicing.maxFret + 1));
    return {
      notes: voicing.notes.filter((note) => note !== null),
      mutedStrings: voicing.frets.flatMap((fret, string) => (fret === -1 ? [string] : [])),
      fromFret,
      toFret,
      title: `${name}, voicing ${index + 1} of ${voicings.length}`,
      voicingCount: voicings.length,
      voicingIndex: index,
      voicingShapes: voicings.map((v) => formatFrets(v.frets)),
      positions: [],
    };
  }
  const shapes = positionShapes(pattern, tuning);
  const chosen = pattern.position !== undefined ? shapes[pattern.position] : undefined;
  const shape = chosen ?? wholeNeck(pattern, tuning);
  const positions = shapes.map((s) => s.name);
  if (!shape) return { ...EMPTY, title: `${name}: not on this neck`, positions };
  const fromFret = chosen ? Math.max(0, chosen.fromFret - 1) : 0;
  const toFret = chosen ? Math.min(24, Math.max(fromFret + 12, chosen.toFret + 1)) : 15;
  return {
    notes: shape.notes,
    mutedStrings: [],
    fromFret,
    toFret,
    title: chosen ? `${name}, ${chosen.name}` : `${name}, whole neck`,
    voicingCount: 0,
    voicingIndex: 0,
    voicingShapes: [],
    positions,
  };
}

export interface TypeChoice {
  value: string;
  label: string;
}

/** The common chord types, as the room sends them (tonal symbols; "major", "minor"). */
export function chordTypeChoices(): TypeChoice[] {
  return chordTypeOptions()
    .filter((option) => option.common && ROOM_TYPE.test(option.slug))
    .map((option) => ({ value: option.slug, label: option.label }));
}

/** The common scales, by tonal name ("minor pentatonic"). */
export function scaleTypeChoices(): TypeChoice[] {
  return scaleTypeOptions()
    .filter((option) => option.common)
    .map((option) => ({ value: option.label, label: option.label }))
    .filter((choice) => ROOM_TYPE.test(choice.value));
}
