/**
 * How the learner does at each place of the neck, folded from every finished quiz round:
 * how often a question about it was asked, answered right, and how long the right answers
 * took. The heat map draws it; the round generator asks more about the weak places.
 */
import type { ScoredRun } from '#events/progressState';
import type { Position } from '../../theory/neck';

export interface PositionStat extends Position {
  asked: number;
  right: number;
  /** Sum of the right answers' times, in milliseconds. */
  rightMs: number;
}

/** Per position id ("string:fret", as `positionId` writes it). */
export type NeckStats = ReadonlyMap<string, PositionStat>;

const idOf = (position: Position) => `${position.string}:${position.fret}`;

/** Every QuizRoundCompleted answer that names a place on the neck, counted at that place. */
export function neckStats(runs: readonly ScoredRun[]): NeckStats {
  const stats = new Map<string, PositionStat>();
  for (const run of runs) {
    if (run.type !== 'QuizRoundCompleted') continue;
    for (const answer of run.data.answers) {
      if (answer.string === undefined || answer.fret === undefined) continue;
      const position = { string: answer.string, fret: answer.fret };
      const stat = stats.get(idOf(position)) ?? { ...position, asked: 0, right: 0, rightMs: 0 };
      stat.asked += 1;
      if (answer.right) {
        stat.right += 1;
        stat.rightMs += answer.ms;
      }
      stats.set(idOf(position), stat);
    }
  }
  return stats;
}

/** The mean time of the right answers at a place, or undefined when none was right. */
export const meanRightMs = (stat: PositionStat): number | undefined =>
  stat.right > 0 ? Math.round(stat.rightMs / stat.right) : undefined;

/** An answer slower than this counts as fully slow (a learner who knows a note names it in about a second). */
const SLOW_MS = 6000;

/**
 * How weak a place is, from 0 (always right and quick) to 1 (never right). A place never
 * asked counts as half weak, so new places come up too. Misses weigh more than slowness.
 */
export function weakness(stat: PositionStat | undefined): number {
  if (!stat || stat.asked === 0) return 0.5;
  const missed = 1 - stat.right / stat.asked;
  const mean = meanRightMs(stat);
  const slow = mean === undefined ? 1 : Math.min(1, mean / SLOW_MS);
  return Math.min(1, 0.7 * missed + 0.3 * slow);
}

/** The weight a place gets when a question is drawn: 1 for a strong place, up to 5 for a weak one. */
export const drawWeight = (stat: PositionStat | undefined): number => 1 + 4 * weakness(stat);
