import { memo } from 'react';
import { ACTIVE_FRET_ATTRIBUTE } from '../constants/business';

export type DotShape = 'none' | 'note' | 'root';

/** Everything a cell draws, as primitives so `memo` skips cells whose look did not change. */
export interface FretCellProps {
  id: string;
  string: number;
  fret: number;
  /** The cell's box on screen (its tap target) and its centre, where the dot sits. */
  x: number;
  y: number;
  width: number;
  height: number;
  cx: number;
  cy: number;
  /** Accessible name and hover text: "string 5, fret 3, C, root". */
  name: string;
  dot: DotShape;
  label: string;
  fill: string;
  ink: string;
  selected: boolean;
  active: boolean;
  focused: boolean;
}

export const DOT_RADIUS = 13;

/**
 * One string-and-fret position: a transparent tap target the size of the cell, the dot
 * when there is one, the selection and active rings, and the keyboard focus ring. Clicks
 * are handled once on the neck (event delegation), found through `data-string` and
 * `data-fret`.
 */
export const FretCell = memo(function FretCell(props: FretCellProps) {
  const { id, string, fret, x, y, width, height, cx, cy, name, dot, label, fill, ink, selected, active, focused } =
    props;
  const activeAttribute = active ? { [ACTIVE_FRET_ATTRIBUTE]: 'true' } : {};
  const classes = [
    'fb-cell',
    active && 'fb-cell--active',
    selected && 'fb-cell--selected',
    focused && 'fb-cell--focused',
  ];
  return (
    <g
      role="gridcell"
      id={id}
      aria-label={name}
      aria-selected={selected}
      data-string={string}
      data-fret={fret}
      className={classes.filter(Boolean).join(' ')}
      {...activeAttribute}
    >
      <title>{name}</title>
      <rect className="fb-hit" x={x} y={y} width={width} height={height} />
      {active && <circle className="fb-halo" cx={cx} cy={cy} r={DOT_RADIUS + 6} aria-hidden="true" />}
      {dot !== 'none' && (
        <g className={`fb-dot fb-dot--${dot}`} aria-hidden="true">
          {dot === 'root' ? (
            <rect
              x={cx - DOT_RADIUS}
              y={cy - DOT_RADIUS}
              width={DOT_RADIUS * 2}
              height={DOT_RADIUS * 2}
              rx={5}
              fill={fill}
            />
          ) : (
            <circle cx={cx} cy={cy} r={DOT_RADIUS} fill={fill} />
          )}
          {label && (
            <text
              x={cx}
              y={cy}
              fill={ink}
              className={label.length > 2 ? 'fb-dot-label fb-dot-label--long' : 'fb-dot-label'}
            >
              {label}
            </text>
          )}
        </g>
      )}
      {selected && <circle className="fb-selected-ring" cx={cx} cy={cy} r={DOT_RADIUS + 4} aria-hidden="true" />}
      {focused && (
        <rect
          className="fb-focus-ring"
          x={x + 2}
          y={y + 2}
          width={width - 4}
          height={height - 4}
          rx={6}
          aria-hidden="true"
        />
      )}
    </g>
  );
});
