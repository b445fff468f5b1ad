import { memo, useMemo } from 'react';
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
  neckLayout,
  stringThickness,
  stringY,
  type Hand,
} from './geometry';

export interface NeckBackgroundProps {
  fromFret: number;
  toFret: number;
  hand: Hand;
  lowStringOnTop: boolean;
  /** Prefix for the gradient's id, unique per neck on the page. */
  idPrefix: string;
}

/** Strings wound with bronze in a usual set: the three lowest. */
const WOUND_STRINGS = 3;

/**
 * The wood, nut, fret wires, inlays, strings and fret numbers: everything that depends
 * only on the geometry, so changing the pattern or a display preference never repaints it.
 */
export const NeckBackground = memo(function NeckBackground(props: NeckBackgroundProps) {
  const { fromFret, toFret, hand, lowStringOnTop, idPrefix } = props;
  const layout = useMemo(
    () => neckLayout({ fromFret, toFret, hand, lowStringOnTop }),
    [fromFret, toFret, hand, lowStringOnTop],
  );
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

  return (
    <g className="fb-neck-background" aria-hidden="true">
      <defs>
        <linearGradient id={woodId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6e4429" />
          <stop offset="0.5" stopColor="#5a351f" />
          <stop offset="1" stopColor="#482a18" />
        </linearGradient>
      </defs>
      <rect
        className="fb-wood"
        x={woodLeft}
        y={layout.neckTop}
        width={Math.abs(endX - nutX)}
        height={layout.neckBottom - layout.neckTop}
        fill={`url(#${woodId})`}
      />
      {inlays(layout.fromFret, layout.toFret).map(({ fret, double }) => {
        const cx = fretCell(layout, fret).centre;
        const top = layout.neckTop + NECK_EDGE;
        return double ? (
          <g key={fret} className="fb-inlay fb-inlay--double">
            <circle cx={cx} cy={top + 1.5 * STRING_SPACING} r={6} />
            <circle cx={cx} cy={top + 3.5 * STRING_SPACING} r={6} />
          </g>
        ) : (
          <circle key={fret} className="fb-inlay" cx={cx} cy={middleY} r={7} />
        );
      })}
      {wires.map((fret) => {
        const x = fretWireX(layout, fret);
        const isNut = fret === 0;
        return (
          <line
            key={fret}
            className={isNut ? 'fb-nut' : 'fb-fret-wire'}
            x1={x}
            x2={x}
            y1={layout.neckTop}
            y2={layout.neckBottom}
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
              x1={stringsFrom}
              x2={stringsTo}
              y1={y + 1.2}
              y2={y + 1.2}
              strokeWidth={thickness}
            />
            <line className="fb-string-core" x1={stringsFrom} x2={stringsTo} y1={y} y2={y} strokeWidth={thickness} />
          </g>
        );
      })}
      {frets.map((fret) => (
        <text
          key={fret}
          className={isMarkerFret(fret) ? 'fb-fret-number fb-fret-number--marker' : 'fb-fret-number'}
          x={fretCell(layout, fret).centre}
          y={layout.neckBottom + 17}
        >
          {fret}
        </text>
      ))}
    </g>
  );
});
