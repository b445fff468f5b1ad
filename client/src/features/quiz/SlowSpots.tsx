import { NeckHeatMap, stringNumber, type HeatSpot } from '../../fretboard';
import { pitchClassAt } from '../../theory/neck';
import type { Tuning } from '../../theory/tunings';
import { meanRightMs, weakness, type NeckStats } from './neckStats';

const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

/**
 * "Your slow spots": each place of the neck the learner was asked about, coloured from
 * strong to weak, with the share of right answers written on it, and the same figures
 * as a table (weakest first) for screen readers and for reading.
 */
export function SlowSpots({ stats, tuning, hand }: { stats: NeckStats; tuning: Tuning; hand: 'LEFT' | 'RIGHT' }) {
  const all = [...stats.values()];
  if (all.length === 0)
    return (
      <p>
        Your slow spots show here after your first round about notes or intervals: every place you are asked about, and
        how you did.
      </p>
    );
  const spots: HeatSpot[] = all.map((stat) => ({
    string: stat.string,
    fret: stat.fret,
    weakness: weakness(stat),
    label: `${Math.round((100 * stat.right) / stat.asked)}%`,
  }));
  const toFret = Math.max(12, ...all.map((stat) => stat.fret));
  const rows = [...all].sort((a, b) => weakness(b) - weakness(a) || a.string - b.string || a.fret - b.fret);
  return (
    <div className="quiz-slow-spots">
      <p>
        Each disc is a place you were asked about, with the share you got right: green is quick and sure, orange and red
        are your slow spots, asked more often in the next rounds.
      </p>
      <NeckHeatMap spots={spots} toFret={toFret} hand={hand} />
      <details>
        <summary>Your slow spots as a table</summary>
        <table className="quiz-table">
          <caption>Every place asked about, weakest first</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Asked</th>
              <th scope="col">Right</th>
              <th scope="col">Time when right</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((stat) => (
              <tr key={`${stat.string}:${stat.fret}`}>
                <th scope="row">
                  String {stringNumber(stat.string)}, fret {stat.fret} ({pitchClassAt(tuning, stat)})
                </th>
                <td>{stat.asked}</td>
                <td>{stat.right}</td>
                <td>{seconds(meanRightMs(stat))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
