import { useId } from 'react';
import type { NeckDirection } from '#events/neckDirections';
import type { Position } from '../theory/neck';
import { cellOnScreen } from './drawnNeck';
import { useDrawnNeck } from './useDrawnNeck';
import type { Hand } from './geometry';
import { NeckBackground } from './NeckBackground';
import { DOT_RADIUS } from './FretCell';

/** One place of the heat map: how weak it is (0 strong to 1 weak) and the few characters drawn in it. */
export interface HeatSpot extends Position {
  weakness: number;
  label: string;
}

export interface NeckHeatMapProps {
  spots: readonly HeatSpot[];
  fromFret?: number;
  toFret?: number;
  hand?: Hand;
  lowStringOnTop?: boolean;
  neckDirection?: NeckDirection;
  className?: string;
}

/**
 * Okabe–Ito bluish green, yellow, orange and vermillion from strong to weak, each with black
 * text above 4.5:1; the label (and the table the screen gives beside it) says the same.
 */
const HEAT = ['#009E73', '#F0E442', '#E69F00', '#D55E00'] as const;
export const heatColor = (weakness: number): string =>
  HEAT[Math.min(HEAT.length - 1, Math.max(0, Math.floor(weakness * HEAT.length)))]!;

/**
 * A picture of the neck with a coloured disc on each place a value is kept for (a quiz's
 * "slow spots"). It is a picture only (`aria-hidden`): the screen puts the same figures in
 * a table for screen readers.
 */
export function NeckHeatMap(props: NeckHeatMapProps) {
  const { spots, hand = 'RIGHT', lowStringOnTop = false, neckDirection = 'ACROSS', className } = props;
  const neck = useDrawnNeck({
    fromFret: props.fromFret,
    toFret: props.toFret,
    hand,
    lowStringOnTop,
    direction: neckDirection,
  });
  const idPrefix = `hm${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const shown = spots.filter((spot) => spot.fret >= neck.fromFret && spot.fret <= neck.toFret);
  return (
    <div className={className ? `fb-scroll ${className}` : 'fb-scroll'} data-hand={hand} data-direction={neckDirection}>
      <svg
        className="fb-neck fb-heat-map"
        aria-hidden="true"
        viewBox={`0 0 ${neck.width} ${neck.height}`}
        style={{ minWidth: neck.width * 0.65, maxWidth: neck.width * 1.35 }}
      >
        <NeckBackground
          fromFret={neck.fromFret}
          toFret={neck.toFret}
          hand={hand}
          lowStringOnTop={lowStringOnTop}
          direction={neckDirection}
          idPrefix={idPrefix}
        />
        {shown.map((spot) => {
          const { centre } = cellOnScreen(neck, spot);
          return (
            <g key={`${spot.string}:${spot.fret}`} data-heat-spot={`${spot.string}:${spot.fret}`}>
              <circle cx={centre.x} cy={centre.y} r={DOT_RADIUS} fill={heatColor(spot.weakness)} stroke="#000" />
              <text
                x={centre.x}
                y={centre.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="10"
                fontWeight="600"
                fill="#000"
              >
                {spot.label}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
