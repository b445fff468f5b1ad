import { describe, expect, it } from 'vitest';
import { roomCommandSchema } from './roomCommands';

describe('room commands', () => {
  it('reads each command by its type, filling in the metronome bar of four', () => {
    expect(roomCommandSchema.parse({ type: 'startMetronome', bpm: 90 })).toEqual({
      type: 'startMetronome',
      bpm: 90,
      beatsPerBar: 4,
    });
    expect(roomCommandSchema.parse({ type: 'markNotes', notes: [] })).toEqual({ type: 'markNotes', notes: [] });
  });

  it('refuses an unknown command, a field of another command, and a command out of its limits', () => {
    expect(roomCommandSchema.safeParse({ type: 'dance' }).success).toBe(false);
    expect(roomCommandSchema.safeParse({ type: 'takeLead', bpm: 90 }).success).toBe(false);
    expect(roomCommandSchema.safeParse({ type: 'changeTempo', bpm: 300 }).success).toBe(false);
    const notes = Array.from({ length: 25 }, (_, fret) => ({ string: 0, fret }));
    const tooMany = roomCommandSchema.safeParse({ type: 'markNotes', notes });
    expect(tooMany.error?.issues[0]?.message).toBe('Mark at most 24 notes.');
  });
});
