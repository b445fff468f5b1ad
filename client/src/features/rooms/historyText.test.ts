import { describe, expect, it } from 'vitest';
import type { RecordedRoomEvent, RoomEvent } from '#events/roomEvents';
import { describeTimeline, patternLink } from './historyText';
import { neckView, roomTuning } from './patternView';

const names: Record<string, string> = { ada: 'Ada', ben: 'Ben' };
const nameOf = (id: string) => names[id] ?? 'A member';

let version = 0;
const recorded = (event: Omit<RoomEvent, 'schema'>, actor: string | null = 'ada'): RecordedRoomEvent =>
  ({ ...event, schema: 1, version: ++version, at: '2026-03-10T10:00:00.000Z', actor }) as RecordedRoomEvent;

describe('a room’s history in words', () => {
  it('says who came and went, who led, and what they showed', () => {
    const lines = describeTimeline(
      [
        recorded({ type: 'RoomOpened', data: { code: '0123456789ab', hostId: 'ada', title: 'Tuesday lesson' } }),
        recorded({ type: 'MemberJoined', data: { memberId: 'ada', kind: 'user' } }),
        recorded({ type: 'MemberJoined', data: { memberId: 'ben', kind: 'user' } }, 'ben'),
        recorded({ type: 'PatternShown', data: { pattern: { kind: 'chord', root: 'A', type: 'm7', voicing: 1 } } }),
        recorded({ type: 'TuningChanged', data: { tuning: 'DROP_D' } }),
        recorded({ type: 'LeadHandedOver', data: { to: 'ben' } }),
        recorded({ type: 'MetronomeStarted', data: { bpm: 90, startsAt: 0, beatsPerBar: 3 } }, 'ben'),
        recorded({ type: 'TempoChanged', data: { bpm: 100 } }, 'ben'),
        recorded({ type: 'MetronomeStopped', data: {} }, 'ben'),
        recorded({ type: 'LeadHandedOver', data: { to: 'ada' } }),
        recorded({ type: 'MemberLeft', data: { memberId: 'ben' } }, 'ben'),
        recorded({ type: 'RoomClosed', data: {} }),
      ],
      nameOf,
    ).map((entry) => entry.text);
    expect(lines).toEqual([
      'Ada opened the room “Tuesday lesson”.',
      'Ben joined.',
      'Ada showed the Am7 chord, voicing 2.',
      'Ada changed the tuning to Drop D tuning.',
      'Ada handed the lead to Ben.',
      'Ben started the metronome at 90 bpm, 3 beats a bar.',
      'Ben set the tempo to 100 bpm.',
      'Ben stopped the metronome.',
      'Ada took the lead.',
      'Ben left.',
      'Ada closed the room.',
    ]);
  });

  it('keeps a message’s own words apart from the sentence, and names a member it cannot find plainly', () => {
    const [entry, stranger] = describeTimeline(
      [
        recorded({ type: 'MessagePosted', data: { from: 'ben', text: 'try it slower' } }, 'ben'),
        recorded({ type: 'MemberJoined', data: { memberId: 'gone', kind: 'guest' } }, 'gone'),
      ],
      nameOf,
    );
    expect(entry).toMatchObject({ text: 'Ben wrote:', message: 'try it slower' });
    expect(stranger!.text).toBe('A member joined as a guest.');
  });

  it('opens a pattern change on its page in the tuning the room had then', () => {
    const [, shown] = describeTimeline(
      [
        recorded({ type: 'TuningChanged', data: { tuning: 'DADGAD' } }),
        recorded({ type: 'PatternShown', data: { pattern: { kind: 'chord', root: 'A', type: 'm7', voicing: 1 } } }),
      ],
      nameOf,
    );
    expect(shown!.link).toEqual({
      to: '/chords/$root/$type',
      params: { root: 'A', type: 'm7' },
      search: { tuning: 'DADGAD', voicing: 2 },
    });
  });

  it('links a scale position to the same shape the room showed', () => {
    const pattern = { kind: 'scale', root: 'A', type: 'minor pentatonic', position: 1 } as const;
    const link = patternLink(pattern, 'STANDARD');
    expect(link).toMatchObject({ to: '/scales/$root/$type', params: { root: 'A', type: 'minor-pentatonic' } });
    // The room's neck showed "Box 2"; the page chooses the same shape by its id.
    expect(neckView(pattern, roomTuning('STANDARD')).title).toBe('A minor pentatonic scale, Box 2');
    expect(link?.search).toEqual({ tuning: 'STANDARD', position: 'box-2' });
    expect(patternLink({ kind: 'chord', root: 'C', type: 'major' }, 'STANDARD')).toEqual({
      to: '/chords/$root/$type',
      params: { root: 'C', type: 'major' },
      search: { tuning: 'STANDARD' },
    });
    expect(patternLink({ kind: 'root', root: 'F#', type: 'note' }, ['D2', 'A2', 'D3', 'G3', 'B3', 'E4'])).toMatchObject(
      { to: '/roots/$root', search: { tuning: 'DROP_D' } },
    );
  });
});
