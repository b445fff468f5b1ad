import type { NeckDirection } from '#events/neckDirections';
import type { Position } from '../theory/neck';
import { STRING_COUNT } from '../theory/tunings';
import type { Hand } from './geometry';

export interface NavigationOptions {
  hand: Hand;
  lowStringOnTop: boolean;
  fromFret: number;
  toFret: number;
  /** DOWN: the nut at the top and the strings as columns (default ACROSS). */
  direction?: NeckDirection;
}

/**
 * Where a key moves the focus on the neck, as the reader sees it: ArrowRight goes right
 * on screen (toward the body right-handed, toward the nut left-handed), ArrowUp goes to
 * the string drawn above. Down the screen, ArrowDown goes toward the body and ArrowRight to
 * the string drawn to the right (the next higher one right-handed, where the low string is
 * on the left). Home and End go to the first and last fret of the range. The focus stops
 * at the edges. Null for a key that does not move the focus.
 */
export function nextPosition(current: Position, key: string, options: NavigationOptions): Position | null {
  const { hand, lowStringOnTop, fromFret, toFret, direction = 'ACROSS' } = options;
  const mirrored = hand === 'LEFT' ? -1 : 1;
  const move = (strings: number, frets: number): Position => ({
    string: clamp(current.string + strings, 0, STRING_COUNT - 1),
    fret: clamp(current.fret + frets, fromFret, toFret),
  });
  // Each arrow as [strings, frets] moved.
  const arrows: Record<string, [number, number]> =
    direction === 'DOWN'
      ? { ArrowRight: [mirrored, 0], ArrowLeft: [-mirrored, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }
      : {
          ArrowRight: [0, mirrored],
          ArrowLeft: [0, -mirrored],
          // Strings are drawn high on top unless the low string is on top.
          ArrowUp: [lowStringOnTop ? -1 : 1, 0],
          ArrowDown: [lowStringOnTop ? 1 : -1, 0],
        };
  if (Object.hasOwn(arrows, key)) return move(...arrows[key]!);
  switch (key) {
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
