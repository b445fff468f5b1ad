import { useMemo } from 'react';
import type { NeckDirection } from '#events/neckDirections';
import { drawnNeck, type DrawnNeck } from './drawnNeck';
import type { Hand } from './geometry';

/** The neck's drawing for a component's props, worked out again only when one of them changes (frets 0 to 12 by default). */
export function useDrawnNeck(props: {
  fromFret?: number;
  toFret?: number;
  hand: Hand;
  lowStringOnTop: boolean;
  direction: NeckDirection;
}): DrawnNeck {
  const { fromFret = 0, toFret = 12, hand, lowStringOnTop, direction } = props;
  return useMemo(
    () => drawnNeck({ fromFret, toFret, hand, lowStringOnTop, direction }),
    [fromFret, toFret, hand, lowStringOnTop, direction],
  );
}
