/**
 * What the neck shows for a lesson step, worked out by the rooms' one path from a pattern
 * to notes (`neckView` in rooms/patternView.ts): the step's pattern becomes the pattern a
 * room would share (a position named by its index), so a lesson, a room and the pattern
 * pages draw the same notes. Pure: the tuning and the screen's width come in.
 */
import type { PatternKind } from '#events/patternKinds';
import type { RoomPattern } from '#events/roomEvents';
import type { StepNeck, StepPattern } from '../../content/lessons/format';
import type { NeckNote, Position, Tuning, Voicing } from '../../theory';
import { patternLink, type PatternLink } from '../rooms/historyText';
import { chordSymbol, neckView, patternName, positionIndex } from '../rooms/patternView';

export interface StepView {
  /** The pattern's notes. */
  notes: NeckNote[];
  mutedStrings: number[];
  /** The step's marked notes, drawn as selected dots on top. */
  marked: Position[];
  fromFret: number;
  toFret: number;
  /** "C chord, x32010", "A minor pentatonic scale, Box 1", "Marked notes": the heading over the neck. */
  title: string;
  /** A chord's voicing and symbol ("Am7"), for its chord box. */
  voicing?: Voicing;
  chordName?: string;
  /** What Play plays, and in which order (a chord strums, a root and marked notes go low to high). */
  play: { notes: Position[]; kind: PatternKind };
  /** The pattern's own page, in this tuning. */
  link?: PatternLink;
}

/** Frets a phone held upright shows past the first one used (the pattern pages show as many). */
const NARROW_SPAN = 5;
const WIDE_SPAN = 12;
const LAST_FRET = 24;

/** The step's pattern as a room shares it. */
export function roomPatternOf(pattern: StepPattern, tuning: Tuning): RoomPattern {
  const type = pattern.type ?? 'note';
  const position =
    pattern.position !== undefined
      ? positionIndex({ kind: pattern.kind, root: pattern.root, type }, pattern.position, tuning)
      : undefined;
  return {
    kind: pattern.kind,
    root: pattern.root,
    type,
    ...(pattern.shape !== undefined ? { shape: pattern.shape } : {}),
    ...(position !== undefined ? { position } : {}),
  };
}

export function stepView(neck: StepNeck, tuning: Tuning, narrow: boolean): StepView {
  const marked = (neck.marked ?? []).map(({ string, fret }) => ({ string, fret }));
  const pattern = neck.pattern ? roomPatternOf(neck.pattern, tuning) : null;
  const view = neckView(pattern, tuning);
  const frets = [...view.notes, ...marked].map((place) => place.fret);
  const lowest = frets.length > 0 ? Math.min(...frets) : 0;
  const highest = frets.length > 0 ? Math.max(...frets) : 0;
  // The pattern's own window, widened to the marked notes; marked notes alone get the nut when they are near it.
  let fromFret = pattern ? Math.min(view.fromFret, Math.max(0, lowest - 1)) : lowest <= 3 ? 0 : lowest - 1;
  let toFret = pattern ? Math.max(view.toFret, highest + 1) : Math.max(fromFret + WIDE_SPAN, highest + 1);
  if (narrow) toFret = Math.min(toFret, Math.max(fromFret + NARROW_SPAN, highest + 1));
  fromFret = Math.max(0, fromFret);
  toFret = Math.min(LAST_FRET, toFret);
  return {
    notes: view.notes,
    mutedStrings: view.mutedStrings,
    marked,
    fromFret,
    toFret,
    // A chord by its shape: which of the room's numbered voicings it is means nothing in a lesson.
    title: !pattern
      ? 'Marked notes'
      : pattern.kind === 'chord' && view.voicing
        ? `${patternName(pattern)}, ${view.voicingShapes[view.voicingIndex]}`
        : view.title,
    ...(pattern && view.voicing ? { voicing: view.voicing, chordName: chordSymbol(pattern.root, pattern.type) } : {}),
    play: neck.pattern ? { notes: view.notes, kind: neck.pattern.kind } : { notes: marked, kind: 'root' },
    ...(pattern ? { link: patternLink(pattern, tuning.id ?? tuning.pitches) } : {}),
  };
}
