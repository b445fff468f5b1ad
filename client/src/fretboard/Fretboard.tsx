import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { pitchClassAt, type Position, type Spelling } from '../theory/neck';
import type { NeckNote } from '../theory/types';
import { STRING_COUNT, type Tuning } from '../theory/tunings';
import { dotColor } from './colors';
import { FretCell, type DotShape } from './FretCell';
import { fretCell, stringY, type Hand } from './geometry';
import { cellOnScreen, drawnNeck, drawnRows, onScreen } from './drawnNeck';
import { useDrawnNeck } from './useDrawnNeck';
import type { NeckDirection } from '#events/neckDirections';
import type { NoteDisplay } from '#events/noteDisplays';
import { noteLabel, positionId, positionName } from './labels';
import { NeckBackground } from './NeckBackground';
import { nextPosition } from './navigation';
import './fretboard.css';

export interface FretboardProps {
  /** Six pitches, lowest string first (theory `getTuning`). */
  tuning: Tuning;
  /** The pattern's notes, drawn as dots. */
  notes: readonly NeckNote[];
  /** Accessible name of the whole neck: "C major scale on the fretboard". */
  label: string;
  /** First and last fret shown (default 0 to 12, at most 24). 0 shows the nut and open strings. */
  fromFret?: number;
  toFret?: number;
  /** What a dot says (default NOTES). */
  noteDisplay?: NoteDisplay;
  /** Colour dots by interval degree (default false); labels and the root's shape stay. */
  showColoredNotes?: boolean;
  /** LEFT mirrors the neck: nut on the right (default RIGHT). */
  hand?: Hand;
  /** Draw the lowest string on top (default false: highest string on top, as in tablature). Across only. */
  lowStringOnTop?: boolean;
  /** DOWN draws the nut at the top and the strings as columns, as chord charts do (default ACROSS). */
  neckDirection?: NeckDirection;
  /** String indexes (0 = lowest) drawn with an × beside the nut. */
  mutedStrings?: readonly number[];
  /** Positions the user picked, drawn as selected dots even where `notes` has none. */
  selected?: readonly Position[];
  /** Highlighted positions, by `positionId` ("0:3"); they carry `data-active-fret`. */
  activeNoteIds?: ReadonlySet<string>;
  /** Click, tap, Enter or Space on any position, empty ones included. */
  onActivate?: (position: Position) => void;
  /** Positions are named by string and fret only, without their note (a quiz asking for it). */
  namesHidden?: boolean;
  className?: string;
}

const NO_POSITIONS: readonly Position[] = [];
const NO_STRINGS: readonly number[] = [];
const NO_IDS: ReadonlySet<string> = new Set();
/** On a wide screen the neck grows to fill its column, up to this much past its natural size. */
const MAX_SCALE = 1.35;
/**
 * On a narrow one it shrinks to fit, down to this much of its natural size, before it
 * scrolls sideways: a chord's or a position's window of frets fits a phone held upright.
 */
const MIN_SCALE = 0.65;

/**
 * A guitar neck in SVG, across the screen or down it (`drawnNeck.ts`). The neck is one
 * focusable grid (rows and cells as drawn: across, a row is a string; down, a row is a
 * fret) with the focus kept on the grid and `aria-activedescendant` naming
 * the current cell. Arrow keys move as the neck is drawn, Home and End go to the ends of
 * the range, Enter and Space activate. Clicks and taps are handled once, on the neck.
 */
export function Fretboard(props: FretboardProps) {
  const {
    tuning,
    notes,
    label,
    noteDisplay = 'NOTES',
    showColoredNotes = false,
    hand = 'RIGHT',
    lowStringOnTop = false,
    neckDirection = 'ACROSS',
    mutedStrings = NO_STRINGS,
    selected = NO_POSITIONS,
    activeNoteIds = NO_IDS,
    onActivate,
    namesHidden = false,
    className,
  } = props;
  const neck = useDrawnNeck({
    fromFret: props.fromFret,
    toFret: props.toFret,
    hand,
    lowStringOnTop,
    direction: neckDirection,
  });
  const { fromFret, toFret } = neck;
  const rows = useMemo(() => drawnRows(neck), [neck]);
  const idPrefix = `fb${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const cellId = (position: Position) => `${idPrefix}-${position.string}-${position.fret}`;

  const noteAt = useMemo(() => {
    const byId = new Map<string, NeckNote>();
    for (const note of notes) if (!byId.has(positionId(note))) byId.set(positionId(note), note);
    return byId;
  }, [notes]);
  const selectedIds = useMemo(() => new Set(selected.map(positionId)), [selected]);
  const muted = useMemo(() => new Set(mutedStrings), [mutedStrings]);
  // Empty positions are named in the pattern's spelling (Bb in F major), else with sharps.
  const namesAt = useMemo(() => {
    const spelling: Spelling = notes.length ? [...new Set(notes.map((note) => note.note))] : 'sharps';
    const names = new Map<string, string>();
    for (let string = 0; string < STRING_COUNT; string++) {
      for (let fret = fromFret; fret <= toFret; fret++) {
        names.set(positionId({ string, fret }), pitchClassAt(tuning, { string, fret }, spelling));
      }
    }
    return names;
  }, [notes, tuning, fromFret, toFret]);

  const [chosenFocus, setChosenFocus] = useState<Position | null>(null);
  const focus = clampToRange(chosenFocus ?? startingFocus(notes, fromFret, toFret), fromFret, toFret);
  const svgRef = useRef<SVGSVGElement>(null);
  const movedByKey = useRef(false);
  const focusedCellId = cellId(focus);

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    // Keep the focused cell in view when the neck scrolls sideways on a narrow screen.
    svgRef.current?.ownerDocument
      .getElementById(focusedCellId)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [focusedCellId]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<SVGSVGElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onActivate?.(focus);
        return;
      }
      const next = nextPosition(focus, event.key, {
        hand,
        lowStringOnTop,
        fromFret,
        toFret,
        direction: neckDirection,
      });
      if (!next) return;
      event.preventDefault();
      movedByKey.current = true;
      setChosenFocus(next);
    },
    [focus, hand, lowStringOnTop, fromFret, toFret, neckDirection, onActivate],
  );

  const onClick = useCallback(
    (event: MouseEvent<SVGSVGElement>) => {
      const position = positionFromTarget(event.target);
      if (!position) return;
      setChosenFocus(position);
      onActivate?.(position);
    },
    [onActivate],
  );

  return (
    <div className={className ? `fb-scroll ${className}` : 'fb-scroll'} data-hand={hand} data-direction={neckDirection}>
      <svg
        ref={svgRef}
        className="fb-neck"
        role="grid"
        aria-label={label}
        aria-activedescendant={focusedCellId}
        tabIndex={0}
        viewBox={`0 0 ${neck.width} ${neck.height}`}
        style={{ minWidth: neck.width * MIN_SCALE, maxWidth: neck.width * MAX_SCALE }}
        data-low-string-on-top={lowStringOnTop}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <NeckBackground
          fromFret={fromFret}
          toFret={toFret}
          hand={hand}
          lowStringOnTop={lowStringOnTop}
          direction={neckDirection}
          idPrefix={idPrefix}
        />
        <MutedMarks
          strings={[...muted].sort().join(',')}
          fromFret={fromFret}
          toFret={toFret}
          hand={hand}
          lowStringOnTop={lowStringOnTop}
          direction={neckDirection}
        />
        {rows.map((row) => {
          return (
            <g role="row" key={row.label} aria-label={row.label}>
              {row.cells.map((position) => {
                const { string, fret } = position;
                const id = positionId(position);
                const note = noteAt.get(id);
                const isSelected = selectedIds.has(id);
                const { box, centre } = cellOnScreen(neck, position);
                const shape: DotShape = note ? (note.isRoot ? 'root' : 'note') : isSelected ? 'note' : 'none';
                const color = dotColor(note?.interval, note?.isRoot ?? false, showColoredNotes);
                const noteName = note?.note ?? namesAt.get(id) ?? '';
                return (
                  <FretCell
                    key={id}
                    id={cellId(position)}
                    string={string}
                    fret={fret}
                    {...box}
                    cx={centre.x}
                    cy={centre.y}
                    name={
                      namesHidden
                        ? positionName(position, '', { muted: muted.has(string) })
                        : positionName(position, noteName, { interval: note?.interval, muted: muted.has(string) })
                    }
                    dot={shape}
                    label={note ? noteLabel(note, noteDisplay) : noteDisplay === 'NONE' ? '' : noteName}
                    fill={color.fill}
                    ink={color.ink}
                    selected={isSelected}
                    active={activeNoteIds.has(id)}
                    focused={fret === focus.fret && string === focus.string}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** × beside the nut on each muted string ("0,5": the strings, sorted, so memo compares a string). */
const MutedMarks = memo(function MutedMarks(props: {
  strings: string;
  fromFret: number;
  toFret: number;
  hand: Hand;
  lowStringOnTop: boolean;
  direction: NeckDirection;
}) {
  const { strings, fromFret, toFret, hand, lowStringOnTop, direction } = props;
  if (!strings) return null;
  const neck = drawnNeck({ fromFret, toFret, hand, lowStringOnTop, direction });
  const size = 7;
  return (
    <g className="fb-muted" aria-hidden="true">
      {strings.split(',').map((value) => {
        const { x, y } = onScreen(neck, fretCell(neck.frame, 0).centre, stringY(neck.frame, Number(value)));
        return (
          <g key={value} className="fb-muted-mark" data-muted-string={value}>
            <circle cx={x} cy={y} r={size + 5} />
            <path
              d={`M${x - size} ${y - size}L${x + size} ${y + size}M${x + size} ${y - size}L${x - size} ${y + size}`}
            />
          </g>
        );
      })}
    </g>
  );
});

/** Where the keyboard focus starts: the first root shown, else the first note, else the lowest string. */
function startingFocus(notes: readonly NeckNote[], fromFret: number, toFret: number): Position {
  const inRange = notes.filter((note) => note.fret >= fromFret && note.fret <= toFret);
  const first = inRange.find((note) => note.isRoot) ?? inRange[0];
  return first ? { string: first.string, fret: first.fret } : { string: 0, fret: fromFret };
}

function clampToRange(position: Position, fromFret: number, toFret: number): Position {
  const fret = Math.min(toFret, Math.max(fromFret, position.fret));
  const string = Math.min(STRING_COUNT - 1, Math.max(0, position.string));
  return fret === position.fret && string === position.string ? position : { string, fret };
}

function positionFromTarget(target: EventTarget): Position | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest('[data-string][data-fret]');
  if (!cell) return null;
  const string = Number(cell.getAttribute('data-string'));
  const fret = Number(cell.getAttribute('data-fret'));
  return Number.isInteger(string) && Number.isInteger(fret) ? { string, fret } : null;
}
