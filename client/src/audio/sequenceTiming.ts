import type { SequenceEvent } from './types';

/**
 * Where a sequence's notes fall on the audio clock, pure. A note at beat `at` starts at
 * start + at × 60/bpm and lasts duration × 60/bpm; a looping sequence repeats every
 * `cycleBeats`, and the scheduler asks for the notes of its next look-ahead window.
 */

export interface SequencePlan {
  /** Audio time of beat 0 of the first cycle. */
  start: number;
  bpm: number;
  loop: boolean;
}

export interface ScheduledNote {
  event: SequenceEvent;
  /** Which repetition (0 when not looping). */
  cycle: number;
  start: number;
  end: number;
}

export const secondsPerBeat = (bpm: number): number => 60 / bpm;

/** The end of the last note, in beats. */
export const sequenceBeats = (events: readonly SequenceEvent[]): number =>
  events.reduce((end, event) => Math.max(end, event.at + event.duration), 0);

/**
 * A loop's length in beats: the last note's end rounded up to a whole beat, so a pattern
 * of notes a beat apart (each shorter than its beat) repeats a beat after its last note.
 */
export const cycleBeats = (events: readonly SequenceEvent[]): number =>
  Math.max(1, Math.ceil(sequenceBeats(events) - 1e-9));

/** Audio time at which a sequence played once is over (its last note has ended). */
export const sequenceEnd = (events: readonly SequenceEvent[], plan: SequencePlan): number =>
  plan.start + sequenceBeats(events) * secondsPerBeat(plan.bpm);

/** The notes that start at or after `from` and before `to`, in time order. */
export function notesBetween(
  from: number,
  to: number,
  events: readonly SequenceEvent[],
  plan: SequencePlan,
): ScheduledNote[] {
  if (events.length === 0 || to <= from) return [];
  const beat = secondsPerBeat(plan.bpm);
  const cycleSeconds = cycleBeats(events) * beat;
  const lastCycle = plan.loop ? Math.floor((to - plan.start) / cycleSeconds) : 0;
  const firstCycle = plan.loop ? Math.max(0, Math.floor((from - plan.start) / cycleSeconds) - 1) : 0;
  const notes: ScheduledNote[] = [];
  for (let cycle = firstCycle; cycle <= lastCycle; cycle++) {
    const cycleStart = plan.start + cycle * cycleSeconds;
    for (const event of events) {
      const start = cycleStart + event.at * beat;
      if (start >= from && start < to) notes.push({ event, cycle, start, end: start + event.duration * beat });
    }
  }
  return notes.sort((a, b) => a.start - b.start);
}
