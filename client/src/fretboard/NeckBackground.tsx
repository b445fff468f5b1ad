import { memo, useMemo } from 'react';
import type { NeckDirection } from '#events/neckDirections';
import { STRING_COUNT } from '../theory/tunings';
import {
  HEAD_WIDTH,
  NECK_EDGE,
  STRING_SPACING,
  fretCell,
  fretWireX,
  inlays,
  isMarkerFret,
  mirrorX,
  stringThickness,
  stringY,
  type Hand,
} from './geometry';
import { boxOnScreen, drawnNeck, lineOnScreen, onScreen } from './drawnNeck';

export interface NeckBackgroundProps {
  fromFret: number;
  toFret: number;
  hand: Hand;
  lowStringOnTop: boolean;
  direction: NeckDirection;
  /** Prefix for the gradient's id, unique per neck on the page. */
  idPrefix: string;
}

/** Strings wound with bronze in a usual set: the three lowest. */
const WOUND_STRINGS = 3;

/**
 * The wood, nut, fret wires, inlays, strings and fret numbers: everything that depends
 * only on the geometry, so changing the pattern or a display preference never repaints it.
 * Laid out in the geometry's frame (x along the neck) and turned onto the screen.
 */
export const NeckBackground = memo(function NeckBackground(props: NeckBackgroundProps) {
  const { fromFret, toFret, hand, lowStringOnTop, direction, idPrefix } = props;
  const neck = useMemo(
    () => drawnNeck({ fromFret, toFret, hand, lowStringOnTop, direction }),
    [fromFret, toFret, hand, lowStringOnTop, direction],
  );
  const layout = neck.frame;
  const woodId = `${idPrefix}-wood`;
  const firstWire = layout.showsNut ? 0 : layout.fromFret - 1;
  const nutX = fretWireX(layout, firstWire);
  const endX = fretWireX(layout, layout.toFret);
  const woodLeft = Math.min(nutX, endX);
  const headEdge = mirrorX(layout, HEAD_WIDTH * 0.35);
  const stringsFrom = Math.min(headEdge, endX);
  const stringsTo = Math.max(headEdge, endX);
  const middleY = (layout.neckTop + layout.neckBottom) / 2;
  const wires: number[] = [];
  for (let fret = firstWire; fret <= layout.toFret; fret++) wires.push(fret);
  const frets: number[] = [];
  for (let fret = layout.fromFret; fret <= layout.toFret; fret++) frets.push(fret);
  const wood = boxOnScreen(neck, {
    x: woodLeft,
    y: layout.neckTop,
    width: Math.abs(endX - nutX),
    height: layout.neckBottom - layout.neckTop,
  });
  // The grain's shading runs across the neck, whichever way it lies.
  const across = direction === 'DOWN' ? { x2: '1', y2: '0' } : { x2: '0', y2: '1' };

  return (
    <g className="fb-neck-background" aria-hidden="true">
      <defs>
        <linearGradient id={woodId} x1="0" y1="0" {...across}>
          <stop offset="0" stopColor="#6e4429" />
          <stop offset="0.5" stopColor="#5a351f" />
          <stop offset="1" stopColor="#482a18" />
        </linearGradient>
      </defs>
      <rect className="fb-wood" {...wood} fill={`url(#${woodId})`} />
      {inlays(layout.fromFret, layout.toFret).map(({ fret, double }) => {
        const x = fretCell(layout, fret).centre;
        const top = layout.neckTop + NECK_EDGE;
        if (!double) {
          const at = onScreen(neck, x, middleY);
          return <circle key={fret} className="fb-inlay" cx={at.x} cy={at.y} r={7} />;
        }
        const first = onScreen(neck, x, top + 1.5 * STRING_SPACING);
        const second = onScreen(neck, x, top + 3.5 * STRING_SPACING);
        return (
          <g key={fret} className="fb-inlay fb-inlay--double">
            <circle cx={first.x} cy={first.y} r={6} />
            <circle cx={second.x} cy={second.y} r={6} />
          </g>
        );
      })}
      {wires.map((fret) => {
        const x = fretWireX(layout, fret);
        return (
          <line
            key={fret}
            className={fret === 0 ? 'fb-nut' : 'fb-fret-wire'}
            {...lineOnScreen(neck, { x, y: layout.neckTop }, { x, y: layout.neckBottom })}
          />
        );
      })}
      {Array.from({ length: STRING_COUNT }, (_, string) => {
        const y = stringY(layout, string);
        const thickness = stringThickness(string);
        return (
          <g key={string} className={string < WOUND_STRINGS ? 'fb-string fb-string--wound' : 'fb-string'}>
            <line
              className="fb-string-shadow"
              {...lineOnScreen(neck, { x: stringsFrom, y: y + 1.2 }, { x: stringsTo, y: y + 1.2 })}
              strokeWidth={thickness}
            />
            <line
              className="fb-string-core"
              {...lineOnScreen(neck, { x: stringsFrom, y }, { x: stringsTo, y })}
              strokeWidth={thickness}
            />
          </g>
        );
      })}
      {frets.map((fret) => {
        const at = onScreen(neck, fretCell(layout, fret).centre, layout.neckBottom + 17);
        return (
          <text
            key={fret}
            className={isMarkerFret(fret) ? 'fb-fret-number fb-fret-number--marker' : 'fb-fret-number'}
            x={at.x}
            y={at.y}
          >
            {fret}
          </text>
        );
      })}
    </g>
  );
});
