import { describe, expect, it } from 'vitest';
import { getTuning } from '../../theory/tunings';
import { melodySequence } from './melodySequence';

const standard = getTuning('STANDARD')!;
const dropD = getTuning('DROP_D')!;

describe('playing a melody', () => {
  it('starts each note when the one before ends, counting quarter notes as beats', () => {
    const events = melodySequence(
      [
        { string: 1, fret: 3, duration: 'quarter' }, // C3
        { string: 2, fret: 2, duration: 'eighth' }, // E3
        { string: 3, fret: 0, duration: 'half' }, // G3
        { string: 5, fret: 0, duration: 'sixteenth' }, // E4
        { string: 4, fret: 1, duration: 'whole' }, // C4
      ],
      standard,
    );
    expect(events).toEqual([
      { id: '1:3', midi: 48, at: 0, duration: 1 },
      { id: '2:2', midi: 52, at: 1, duration: 0.5 },
      { id: '3:0', midi: 55, at: 1.5, duration: 2 },
      { id: '5:0', midi: 64, at: 3.5, duration: 0.25 },
      { id: '4:1', midi: 60, at: 3.75, duration: 4 },
    ]);
  });

  it('sounds the pitch of the position in the tuning', () => {
    const low = [{ string: 0, fret: 0, duration: 'quarter' }] as const;
    expect(melodySequence(low, standard)[0]!.midi).toBe(40);
    expect(melodySequence(low, dropD)[0]!.midi).toBe(38);
  });
});
