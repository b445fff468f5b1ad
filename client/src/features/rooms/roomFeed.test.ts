import { describe, expect, it } from 'vitest';
import type { RecordedRoomEvent, RoomEvent } from '#events/roomEvents';
import { ROOM_PROTOCOL_VERSION, type RoomFeedItem } from '#events/roomSignals';
import { foldRoom } from '#events/roomState';
import { emptyRoomLive, foldFeed, foldFeedItems, nameOf } from './roomFeed';

const at = '2025-03-01T18:30:00.000Z';
const recorded = (events: RoomEvent[], from = 1): RecordedRoomEvent[] =>
  events.map((e, i) => ({ ...e, version: from + i, at, actor: 'host' }));
const opening = recorded([
  { type: 'RoomOpened', schema: 1, data: { code: 'abcdefghjkmn', hostId: 'host', title: 'Tuesday lesson' } },
  { type: 'MemberJoined', schema: 1, data: { memberId: 'host', kind: 'user' } },
]);
const snapshot = (events = opening, present = ['host']): RoomFeedItem => ({
  kind: 'snapshot',
  protocol: 1,
  you: 'student',
  state: foldRoom(events),
  names: { host: 'Ada' },
  present,
  serverTime: 1_000,
});
const event = (e: RoomEvent, version: number, name?: string): RoomFeedItem => ({
  kind: 'event',
  event: { ...e, version, at, actor: 'host' },
  ...(name ? { name } : {}),
});
const cMajor = { kind: 'chord', root: 'C', type: 'major' } as const;

describe('a member’s view of the room feed', () => {
  it('starts from the snapshot: the state, who is watching, names and who is present', () => {
    const live = foldFeed(emptyRoomLive(), snapshot());
    expect(live.state?.title).toBe('Tuesday lesson');
    expect(live.you).toBe('student');
    expect(nameOf(live, 'host')).toBe('Ada');
    expect(live.present).toEqual(['host']);
  });

  it('folds each event once, in order, as the server does', () => {
    const live = foldFeedItems([
      snapshot(),
      event({ type: 'MemberJoined', schema: 1, data: { memberId: 'student', kind: 'guest' } }, 3, 'Sam'),
      event({ type: 'PatternShown', schema: 1, data: { pattern: cMajor } }, 4),
      // The same event again (a replay): nothing doubles.
      event({ type: 'PatternShown', schema: 1, data: { pattern: cMajor } }, 4),
      event({ type: 'MessagePosted', schema: 1, data: { from: 'host', text: 'Try it slower' } }, 5),
      event({ type: 'MessagePosted', schema: 1, data: { from: 'host', text: 'Try it slower' } }, 5),
    ]);
    expect(live.state?.version).toBe(5);
    expect(live.state?.view.pattern).toEqual(cMajor);
    expect(live.state?.messages.map((m) => m.text)).toEqual(['Try it slower']);
    expect(nameOf(live, 'student')).toBe('Sam');
    expect(live.present).toContain('student');
    expect(live.outOfStep).toBe(false);
  });

  it('notices a gap in versions instead of folding past it', () => {
    const live = foldFeedItems([snapshot(), event({ type: 'PatternShown', schema: 1, data: { pattern: cMajor } }, 4)]);
    expect(live.outOfStep).toBe(true);
    expect(live.state?.view.pattern).toBeNull();
  });

  it('a later snapshot replaces everything, and clears being out of step', () => {
    const later = recorded([{ type: 'PatternShown', schema: 1, data: { pattern: cMajor } }], 3);
    const live = foldFeedItems([
      snapshot(),
      event({ type: 'TempoChanged', schema: 1, data: { bpm: 100 } }, 9),
      snapshot([...opening, ...later], []),
    ]);
    expect(live.outOfStep).toBe(false);
    expect(live.state?.version).toBe(3);
    expect(live.state?.view.pattern).toEqual(cMajor);
    expect(live.present).toEqual([]);
  });

  it('takes the pointer and sounded notes from the leader only', () => {
    const live = foldFeedItems([
      snapshot(),
      { kind: 'signal', from: 'host', signal: { type: 'pointer', at: { string: 2, fret: 5 } } },
      { kind: 'signal', from: 'someone-else', signal: { type: 'pointer', at: { string: 0, fret: 1 } } },
      { kind: 'signal', from: 'host', signal: { type: 'sounded', at: { string: 1, fret: 3 } } },
      { kind: 'signal', from: 'host', signal: { type: 'sounded', at: { string: 1, fret: 3 } } },
    ]);
    expect(live.pointer).toEqual({ string: 2, fret: 5 });
    // Two soundings of one place are two notes.
    expect(live.sounded).toEqual({ at: { string: 1, fret: 3 }, seq: 2 });
  });

  it('drops the pointer when the lead changes hands or the pattern changes', () => {
    const pointing: RoomFeedItem = {
      kind: 'signal',
      from: 'host',
      signal: { type: 'pointer', at: { string: 2, fret: 5 } },
    };
    const handedOver = foldFeedItems([
      snapshot(),
      event({ type: 'MemberJoined', schema: 1, data: { memberId: 'student', kind: 'guest' } }, 3, 'Sam'),
      pointing,
      event({ type: 'LeadHandedOver', schema: 1, data: { to: 'student' } }, 4),
    ]);
    expect(handedOver.pointer).toBeNull();
    expect(handedOver.state?.leaderId).toBe('student');
    const newPattern = foldFeedItems([
      snapshot(),
      pointing,
      event({ type: 'PatternShown', schema: 1, data: { pattern: cMajor } }, 3),
    ]);
    expect(newPattern.pointer).toBeNull();
  });

  it('marks members away and back as presence comes and goes', () => {
    const live = foldFeedItems([
      snapshot(),
      { kind: 'presence', memberId: 'host', present: false },
      { kind: 'presence', memberId: 'student', present: true },
    ]);
    expect(live.present).toEqual(['student']);
    const back = foldFeed(live, { kind: 'presence', memberId: 'host', present: true });
    expect([...back.present].sort()).toEqual(['host', 'student']);
  });

  it('sees the room close', () => {
    const live = foldFeedItems([snapshot(), event({ type: 'RoomClosed', schema: 1, data: {} }, 3)]);
    expect(live.state?.closed).toBe(true);
  });

  it('stops at a snapshot of another room protocol (the server was updated) and folds nothing after it', () => {
    const newer = { ...snapshot(), protocol: ROOM_PROTOCOL_VERSION + 1 } as RoomFeedItem;
    const live = foldFeedItems([snapshot(), newer, event({ type: 'TempoChanged', schema: 1, data: { bpm: 90 } }, 3)]);
    expect(live.outdated).toBe(true);
    expect(live.state).toBeNull();
    expect(foldFeed(emptyRoomLive(), snapshot()).outdated).toBe(false);
  });
});
