import { memo } from 'react';
import { ACTIVE_FRET_ATTRIBUTE } from '../constants/business';

export type DotShape = 'none' | 'note' | 'root';

/** Everything a cell draws, as primitives so `memo` skips cells whose look did not change. */
export interface FretCellProps {
  id: string;
  string: number;
  fret: number;
  /** Left edge, width and centre of the cell on screen; the string's y; the row height. */
  x: number;
  width: number;
  centre: number;
  y: number;
  height: number;
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
  const { id, string, fret, x, width, centre, y, height, name, dot, label, fill, ink, selected, active, focused } =
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
      <rect className="fb-hit" x={x} y={y - height / 2} width={width} height={height} />
      {active && <circle className="fb-halo" cx={centre} cy={y} r={DOT_RADIUS + 6} aria-hidden="true" />}
      {dot !== 'none' && (
        <g className={`fb-dot fb-dot--${dot}`} aria-hidden="true">
          {dot === 'root' ? (
            <rect
              x={centre - DOT_RADIUS}
              y={y - DOT_RADIUS}
              width={DOT_RADIUS * 2}
              height={DOT_RADIUS * 2}
              rx={5}
              fill={fill}
            />
          ) : (
            <circle cx={centre} cy={y} r={DOT_RADIUS} fill={fill} />
          )}
          {label && (
            <text
              x={centre}
              y={y}
              fill={ink}
              className={label.length > 2 ? 'fb-dot-label fb-dot-label--long' : 'fb-dot-label'}
            >
              {label}
            </text>
          )}
        </g>
      )}
      {selected && <circle className="fb-selected-ring" cx={centre} cy={y} r={DOT_RADIUS + 4} aria-hidden="true" />}
      {focused && (
        <rect
          className="fb-focus-ring"
          x={x + 2}
          y={y - height / 2 + 2}
          width={width - 4}
          height={height - 4}
          rx={6}
          aria-hidden="true"
        />
      )}
    </g>
  );
});
