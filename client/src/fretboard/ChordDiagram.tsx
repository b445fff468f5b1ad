import { memo } from 'react';
import { THUMB } from '../theory/hand';
import type { Voicing } from '../theory/types';
import { STRING_COUNT } from '../theory/tunings';
import { CHORD_BOX, chordBoxHeight, chordDiagramName, chordFretY, chordStringX, chordWindow } from './chordBox';
import type { Hand } from './geometry';
import './fretboard.css';

export interface ChordDiagramProps {
  voicing: Voicing;
  /** The chord's name for the accessible label: "C major" gives "C major, x 3 2 0 1 0". */
  name: string;
  /** LEFT mirrors the box (lowest string on the right). Default RIGHT. */
  hand?: Hand;
  className?: string;
}

/**
 * A vertical chord box: strings left to right from the lowest, the nut (or "5fr") on top,
 * dots with finger numbers, barres as bars, × and ○ above the strings. The root's dots
 * are squares.
 */
export const ChordDiagram = memo(function ChordDiagram({
  voicing,
  name,
  hand = 'RIGHT',
  className,
}: ChordDiagramProps) {
  const view = chordWindow(voicing.frets);
  const height = chordBoxHeight(view);
  const label = chordDiagramName(name, voicing);
  const lowX = chordStringX(0, hand);
  const highX = chordStringX(STRING_COUNT - 1, hand);
  const left = Math.min(lowX, highX);
  const right = Math.max(lowX, highX);
  const gridBottom = CHORD_BOX.top + view.fretCount * CHORD_BOX.fretSpacing;
  const { dotRadius } = CHORD_BOX;

  return (
    <svg
      className={className ? `fb-chord ${className}` : 'fb-chord'}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${CHORD_BOX.width} ${height}`}
      width={CHORD_BOX.width}
      height={height}
    >
      <title>{label}</title>
      {Array.from({ length: view.fretCount + 1 }, (_, row) => {
        const y = CHORD_BOX.top + row * CHORD_BOX.fretSpacing;
        return <line key={row} className="fb-chord-fret" x1={left} x2={right} y1={y} y2={y} />;
      })}
      {view.showsNut ? (
        <line className="fb-chord-nut" x1={left - 0.5} x2={right + 0.5} y1={CHORD_BOX.top - 2} y2={CHORD_BOX.top - 2} />
      ) : (
        <text className="fb-chord-position" x={left - 8} y={chordFretY(view.startFret, view)}>
          {`${view.startFret}fr`}
        </text>
      )}
      {Array.from({ length: STRING_COUNT }, (_, string) => {
        const x = chordStringX(string, hand);
        return <line key={string} className="fb-chord-string" x1={x} x2={x} y1={CHORD_BOX.top} y2={gridBottom} />;
      })}
      {voicing.barres.map((barre) => {
        const a = chordStringX(barre.fromString, hand);
        const b = chordStringX(barre.toString, hand);
        const y = chordFretY(barre.fret, view);
        return (
          <rect
            key={`${barre.fret}-${barre.fromString}`}
            className="fb-chord-barre"
            data-barre-fret={barre.fret}
            x={Math.min(a, b) - dotRadius}
            y={y - dotRadius}
            width={Math.abs(b - a) + dotRadius * 2}
            height={dotRadius * 2}
            rx={dotRadius}
          />
        );
      })}
      {voicing.frets.map((fret, string) => {
        const x = chordStringX(string, hand);
        if (fret < 0) {
          const s = 4;
          const y = CHORD_BOX.top - 11;
          return (
            <path
              key={string}
              className="fb-chord-muted"
              data-muted-string={string}
              d={`M${x - s} ${y - s}L${x + s} ${y + s}M${x + s} ${y - s}L${x - s} ${y + s}`}
            />
          );
        }
        if (fret === 0) {
          return (
            <circle
              key={string}
              className="fb-chord-open"
              data-open-string={string}
              cx={x}
              cy={CHORD_BOX.top - 11}
              r={4.5}
            />
          );
        }
        const y = chordFretY(fret, view);
        const finger = voicing.fingers[string] ?? 0;
        const isRoot = voicing.notes[string]?.isRoot ?? false;
        return (
          <g key={string} className={isRoot ? 'fb-chord-dot fb-chord-dot--root' : 'fb-chord-dot'}>
            {isRoot ? (
              <rect x={x - dotRadius} y={y - dotRadius} width={dotRadius * 2} height={dotRadius * 2} rx={2.5} />
            ) : (
              <circle cx={x} cy={y} r={dotRadius} />
            )}
            {finger > 0 && (
              <text className="fb-chord-finger" x={x} y={y}>
                {finger === THUMB ? 'T' : finger}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
});
