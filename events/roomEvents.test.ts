import { describe, expect, it } from 'vitest';
import { normalizeRoomCode, parseRoomEvent, roomCodeSchema, roomDataSchemas } from './roomEvents';

describe('room codes', () => {
  it('forgives case, spaces, dashes and the look-alikes of 0 and 1', () => {
    expect(normalizeRoomCode(' AB-CD EFGH JKO1 ')).toBe('abcdefghjk01');
    expect(normalizeRoomCode('iIlLoO')).toBe('111100');
    expect(roomCodeSchema.parse('ABCD-EFGH-JKMN')).toBe('abcdefghjkmn');
  });

  it('refuses codes of the wrong length or with letters not in the alphabet', () => {
    expect(roomCodeSchema.safeParse('abc').success).toBe(false);
    expect(roomCodeSchema.safeParse('abcdefghjkmu').success).toBe(false);
  });
});

describe('reading room events back', () => {
  it('accepts a valid event in its current shape', () => {
    expect(parseRoomEvent({ type: 'TempoChanged', schema: 1, data: { bpm: 90 } })).toEqual({
      ok: true,
      event: { type: 'TempoChanged', schema: 1, data: { bpm: 90 } },
    });
  });

  it('names the field that is wrong', () => {
    const result = parseRoomEvent({ type: 'TempoChanged', schema: 1, data: { bpm: 500 } });
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.error).toMatch(/^TempoChanged: data\.bpm: bpm must be at most 220/);
  });

  it('refuses unknown types and schemas newer than this app', () => {
    expect(parseRoomEvent({ type: 'Nope', schema: 1, data: {} }).ok).toBe(false);
    expect(parseRoomEvent({ type: 'RoomClosed', schema: 2, data: {} }).ok).toBe(false);
  });

  it('holds no names or addresses: a member joins by id and kind only', () => {
    expect(roomDataSchemas.MemberJoined.safeParse({ memberId: 'm1', kind: 'guest', name: 'Sam' }).success).toBe(false);
  });

  it('limits marked notes to 24 places on a six-string, 24-fret neck', () => {
    const notes = (n: number) => Array.from({ length: n }, (_, i) => ({ string: i % 6, fret: i % 25 }));
    expect(roomDataSchemas.NotesMarked.safeParse({ notes: notes(24) }).success).toBe(true);
    expect(roomDataSchemas.NotesMarked.safeParse({ notes: notes(25) }).success).toBe(false);
    expect(roomDataSchemas.NotesMarked.safeParse({ notes: [{ string: 6, fret: 0 }] }).success).toBe(false);
  });

  it('takes a tuning as a preset id or six pitches', () => {
    expect(roomDataSchemas.TuningChanged.safeParse({ tuning: 'DADGAD' }).success).toBe(true);
    expect(roomDataSchemas.TuningChanged.safeParse({ tuning: ['D2', 'A2', 'D3', 'G3', 'A3', 'D4'] }).success).toBe(
      true,
    );
    expect(roomDataSchemas.TuningChanged.safeParse({ tuning: ['D2', 'A2'] }).success).toBe(false);
  });

  it('keeps messages to 300 characters, trimmed and not empty', () => {
    expect(roomDataSchemas.MessagePosted.parse({ from: 'm1', text: '  slower  ' }).text).toBe('slower');
    expect(roomDataSchemas.MessagePosted.safeParse({ from: 'm1', text: '   ' }).success).toBe(false);
    expect(roomDataSchemas.MessagePosted.safeParse({ from: 'm1', text: 'x'.repeat(301) }).success).toBe(false);
  });
});
