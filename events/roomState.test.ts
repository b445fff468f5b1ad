import { describe, expect, it } from 'vitest';
import type { RecordedRoomEvent, RoomEvent } from './roomEvents';
import { foldRoom } from './roomState';

const at = '2025-03-01T18:30:00.000Z';
const recorded = (events: RoomEvent[]): RecordedRoomEvent[] =>
  events.map((e, i) => ({ ...e, version: i + 1, at, actor: 'host' }));
const open: RoomEvent[] = [
  { type: 'RoomOpened', schema: 1, data: { code: 'abcdefghjkmn', hostId: 'host', title: 'Tuesday lesson' } },
  { type: 'MemberJoined', schema: 1, data: { memberId: 'host', kind: 'user' } },
];

describe('the room fold', () => {
  it('starts with the host leading, standard tuning, notes shown and no metronome', () => {
    const state = foldRoom(recorded(open));
    expect(state).toMatchObject({
      version: 2,
      code: 'abcdefghjkmn',
      title: 'Tuesday lesson',
      leaderId: 'host',
      view: { pattern: null, tuning: 'STANDARD', markedNotes: [], noteDisplay: 'NOTES' },
      metronome: null,
      closed: false,
    });
    expect(state.members).toEqual([
      { memberId: 'host', kind: 'user', isHost: true, handRaised: false, joinedVersion: 2 },
    ]);
  });

  it('a new pattern clears the marked notes', () => {
    const state = foldRoom(
      recorded([
        ...open,
        { type: 'NotesMarked', schema: 1, data: { notes: [{ string: 1, fret: 3 }] } },
        {
          type: 'PatternShown',
          schema: 1,
          data: { pattern: { kind: 'scale', root: 'A', type: 'minor pentatonic', position: 5 } },
        },
      ]),
    );
    expect(state.view.markedNotes).toEqual([]);
    expect(state.view.pattern).toEqual({ kind: 'scale', root: 'A', type: 'minor pentatonic', position: 5 });
  });

  it('keeps the latest 100 messages, oldest first', () => {
    const messages: RoomEvent[] = Array.from({ length: 120 }, (_, i) => ({
      type: 'MessagePosted',
      schema: 1,
      data: { from: 'host', text: `m${i}` },
    }));
    const state = foldRoom(recorded([...open, ...messages]));
    expect(state.messages).toHaveLength(100);
    expect(state.messages[0]?.text).toBe('m20');
    expect(state.messages.at(-1)?.text).toBe('m119');
  });

  it('stops the metronome when the room closes, and nothing after the close changes it', () => {
    const state = foldRoom(
      recorded([
        ...open,
        { type: 'MetronomeStarted', schema: 1, data: { bpm: 90, startsAt: 1, beatsPerBar: 4 } },
        { type: 'RoomClosed', schema: 1, data: {} },
        { type: 'TempoChanged', schema: 1, data: { bpm: 200 } },
      ]),
    );
    expect(state).toMatchObject({ closed: true, metronome: null, tempo: 90, version: 5 });
  });
});
