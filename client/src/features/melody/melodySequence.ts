import type { SequenceEvent } from '../../audio/types';
import { positionId } from '../../fretboard/labels';
import { midiAt } from '../../theory/neck';
import type { Tuning } from '../../theory/tunings';
import { durationBeats, type Melody } from './melody';

/**
 * The melody as the engine plays it: each note starts when the one before ends, timed
 * in beats (a quarter note is one beat), at its pitch in the tuning, lighting its
 * position ("string:fret") while it sounds.
 */
export function melodySequence(melody: Melody, tuning: Tuning): SequenceEvent[] {
  let at = 0;
  return melody.map((note) => {
    const duration = durationBeats(note.duration);
    const event = { id: positionId(note), midi: midiAt(tuning, note), at, duration };
    at += duration;
    return event;
  });
}
