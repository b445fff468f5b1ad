import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { FretPlace } from '#events/roomEvents';
import type { NoteDisplay } from '#events/noteDisplays';
import { Fretboard, positionId } from '../../fretboard';
import { usePreferences } from '../../state';
import type { Position, Tuning } from '../../theory';
import type { NeckView } from './patternView';
import type { SoundedNote } from './roomFeed';

/** How long a sounded note stays lit on a member's neck. */
const SOUNDED_LIGHT_MS = 700;
/** The leader's pointer is sent at most this often (the server takes up to 30 a second). */
const POINTER_INTERVAL_MS = 40;

const placeText = (place: FretPlace | null | undefined) => (place ? `${place.string}:${place.fret}` : '');

/**
 * The room's fretboard, drawn in the member's own hand and string order: the pattern's
 * notes, the marked notes (drawn selected), and the leader's pointer and sounded notes
 * lit (`data-active-fret`). The leader's pointer moves are reported through `onPointer`,
 * throttled; the wrapper names the pointer and the last sounded note for tests and tools.
 */
export function RoomNeck({
  tuning,
  view,
  noteDisplay,
  marked,
  pointer,
  sounded,
  onActivate,
  onPointer,
}: {
  tuning: Tuning;
  view: NeckView;
  noteDisplay: NoteDisplay;
  marked: readonly FretPlace[];
  pointer: FretPlace | null;
  sounded: SoundedNote | null;
  onActivate: (position: Position) => void;
  /** Only for the leader: where their pointer is over the neck (null: it left). */
  onPointer?: ((place: FretPlace | null) => void) | undefined;
}) {
  const hand = usePreferences((p) => p.hand);
  const lowStringOnTop = usePreferences((p) => p.lowStringOnTop);
  const neckDirection = usePreferences((p) => p.neckDirection);
  const showColoredNotes = usePreferences((p) => p.showColoredNotes);

  // The latest sounded note is lit until its light has been on long enough.
  const [spent, setSpent] = useState<SoundedNote | null>(null);
  const lit = sounded && sounded !== spent ? sounded.at : null;
  useEffect(() => {
    if (!sounded) return;
    const timer = setTimeout(() => setSpent(sounded), SOUNDED_LIGHT_MS);
    return () => clearTimeout(timer);
  }, [sounded]);

  const activeNoteIds = useMemo(
    () => new Set([pointer, lit].filter((p) => p !== null).map(positionId)),
    [pointer, lit],
  );
  const pointerMoves = usePointerMoves(onPointer);

  return (
    <div
      className="room-neck"
      data-pointer={placeText(pointer)}
      data-sounded={placeText(lit)}
      data-marked={marked.map(placeText).join(' ')}
      onMouseMove={onPointer ? pointerMoves.move : undefined}
      onMouseLeave={onPointer ? pointerMoves.leave : undefined}
    >
      <h2 className="room-neck-title">{view.title}</h2>
      <Fretboard
        tuning={tuning}
        notes={view.notes}
        mutedStrings={view.mutedStrings}
        fromFret={view.fromFret}
        toFret={view.toFret}
        label={`${view.title}, on the room's fretboard`}
        noteDisplay={noteDisplay}
        showColoredNotes={showColoredNotes}
        hand={hand}
        lowStringOnTop={lowStringOnTop}
        neckDirection={neckDirection}
        selected={marked}
        activeNoteIds={activeNoteIds}
        onActivate={onActivate}
      />
    </div>
  );
}

/** Mouse moves over the neck as places, sent at most every POINTER_INTERVAL_MS, the latest one last. */
function usePointerMoves(onPointer: ((place: FretPlace | null) => void) | undefined) {
  const last = useRef<string>('');
  const sentAt = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<FretPlace | null>(null);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  const report = useCallback(
    (place: FretPlace | null) => {
      const text = placeText(place);
      if (text === last.current) return;
      latest.current = place;
      if (pending.current) return;
      const wait = Math.max(0, sentAt.current + POINTER_INTERVAL_MS - Date.now());
      pending.current = setTimeout(() => {
        pending.current = null;
        const now = latest.current;
        if (placeText(now) === last.current) return;
        last.current = placeText(now);
        sentAt.current = Date.now();
        onPointer?.(now);
      }, wait);
    },
    [onPointer],
  );

  const move = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const cell = event.target instanceof Element ? event.target.closest('[data-string][data-fret]') : null;
      const string = Number(cell?.getAttribute('data-string'));
      const fret = Number(cell?.getAttribute('data-fret'));
      report(cell && Number.isInteger(string) && Number.isInteger(fret) ? { string, fret } : null);
    },
    [report],
  );
  const leave = useCallback(() => report(null), [report]);
  return { move, leave };
}
