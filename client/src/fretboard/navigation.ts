import type { Position } from '../theory/neck';
import { STRING_COUNT } from '../theory/tunings';
import type { Hand } from './geometry';

export interface NavigationOptions {
  hand: Hand;
  lowStringOnTop: boolean;
  fromFret: number;
  toFret: number;
}

/**
 * Where a key moves the focus on the neck, as the reader sees it: ArrowRight goes right
 * on screen (toward the body right-handed, toward the nut left-handed), ArrowUp goes to
 * the string drawn above. Home and End go to the first and last fret of the range. The
 * focus stops at the edges. Null for a key that does not move the focus.
 */
export function nextPosition(current: Position, key: string, options: NavigationOptions): Position | null {
  const { hand, lowStringOnTop, fromFret, toFret } = options;
  const right = hand === 'LEFT' ? -1 : 1;
  // Strings are drawn high on top unless the low string is on top.
  const up = lowStringOnTop ? -1 : 1;
  const move = (strings: number, frets: number): Position => ({
    string: clamp(current.string + strings, 0, STRING_COUNT - 1),
    fret: clamp(current.fret + frets, fromFret, toFret),
  });
  switch (key) {
    case 'ArrowRight':
      return move(0, right);
    case 'ArrowLeft':
      return move(0, -right);
    case 'ArrowUp':
      return move(up, 0);
    case 'ArrowDown':
      return move(-up, 0);
    case 'Home':
      return { string: current.string, fret: fromFret };
    case 'End':
      return { string: current.string, fret: toFret };
    default:
      return null;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
