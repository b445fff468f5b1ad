import { describe, expect, it } from 'vitest';
import { MAX_ROOM_MEMBERS, type RecordedRoomEvent } from './roomEvents';
import {
  decideClose,
  decideJoin,
  decideLeave,
  decideOpenRoom,
  decideRoomCommand,
  deriveEventId,
  type RoomDecidedEvent,
  type RoomDecision,
} from './roomDecide';
import { evolveRoom, foldRoom, initialRoom, type RoomState } from './roomState';

const NOW = Date.UTC(2025, 2, 1, 18, 30);
let counter = 0;
const ctx = () => ({ eventId: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`, now: NOW });

/** Applies decided events as the store would record them. */
function apply(state: RoomState, events: RoomDecidedEvent[]): RoomState {
  return events.reduce(
    (s, e, i) =>
      evolveRoom(s, {
        type: e.type,
        schema: e.schema,
        data: e.data,
        version: state.version + i + 1,
        at: e.metadata.occurredAt,
        actor: e.metadata.actor,
      } as RecordedRoomEvent),
    state,
  );
}

function accepted(state: RoomState, decision: RoomDecision): RoomState {
  if (!decision.ok) throw new Error(`refused: ${decision.message}`);
  return apply(state, decision.events);
}

const opened = () => apply(initialRoom(), decideOpenRoom({ code: 'abcdefghjkmn', hostId: 'host' }, ctx()));
const withStudent = () => accepted(opened(), decideJoin(opened(), { memberId: 'student', kind: 'guest' }, ctx()));
const chord = { kind: 'chord', root: 'C', type: 'maj7' } as const;

describe('opening and joining', () => {
  it('opens with the host in the room and leading', () => {
    const state = opened();
    expect(state).toMatchObject({ opened: true, hostId: 'host', leaderId: 'host', version: 2 });
    expect(state.members.map((m) => m.memberId)).toEqual(['host']);
  });

  it('gives the two opening events different ids that a retry derives again', () => {
    const context = ctx();
    const first = decideOpenRoom({ code: 'abcdefghjkmn', hostId: 'host' }, context).map((e) => e.eventId);
    const again = decideOpenRoom({ code: 'abcdefghjkmn', hostId: 'host' }, context).map((e) => e.eventId);
    expect(new Set(first).size).toBe(2);
    expect(again).toEqual(first);
    expect(first[1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('derives an id that differs from the original even when the original ends in the index', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(deriveEventId(id, 1)).not.toBe(id);
  });

  it('lets a member join once; a second join changes nothing', () => {
    const state = withStudent();
    expect(state.members.map((m) => [m.memberId, m.kind])).toEqual([
      ['host', 'user'],
      ['student', 'guest'],
    ]);
    expect(decideJoin(state, { memberId: 'student', kind: 'guest' }, ctx())).toEqual({ ok: true, events: [] });
  });

  it(`refuses member ${MAX_ROOM_MEMBERS + 1} with a sentence saying the room is full`, () => {
    let state = opened();
    for (let i = 1; i < MAX_ROOM_MEMBERS; i++)
      state = accepted(state, decideJoin(state, { memberId: `m${i}`, kind: 'guest' }, ctx()));
    expect(state.members).toHaveLength(MAX_ROOM_MEMBERS);
    expect(decideJoin(state, { memberId: 'late', kind: 'guest' }, ctx())).toEqual({
      ok: false,
      refusal: 'FULL',
      message: 'This room is full (50 people).',
    });
    const afterOneLeft = accepted(state, decideLeave(state, 'm1', ctx()));
    expect(decideJoin(afterOneLeft, { memberId: 'late', kind: 'guest' }, ctx()).ok).toBe(true);
  });

  it('refuses joining a room that does not exist or is closed', () => {
    expect(decideJoin(initialRoom(), { memberId: 'x', kind: 'user' }, ctx())).toMatchObject({
      ok: false,
      refusal: 'NO_ROOM',
    });
    const closed = accepted(opened(), decideClose(opened(), 'host', ctx()));
    expect(decideJoin(closed, { memberId: 'x', kind: 'user' }, ctx())).toMatchObject({ ok: false, refusal: 'CLOSED' });
  });
});

describe('who may change what the room shows', () => {
  it('the leader shows a pattern; a member who does not lead is refused', () => {
    const state = withStudent();
    expect(decideRoomCommand(state, 'student', { type: 'showPattern', pattern: chord }, ctx())).toMatchObject({
      ok: false,
      refusal: 'NOT_LEADER',
    });
    const shown = accepted(state, decideRoomCommand(state, 'host', { type: 'showPattern', pattern: chord }, ctx()));
    expect(shown.view.pattern).toEqual(chord);
  });

  it('a guest handed the lead may lead, and the host takes it back', () => {
    let state = withStudent();
    state = accepted(state, decideRoomCommand(state, 'host', { type: 'handOverLead', to: 'student' }, ctx()));
    expect(state.leaderId).toBe('student');
    expect(decideRoomCommand(state, 'host', { type: 'changeTempo', bpm: 120 }, ctx())).toMatchObject({
      ok: false,
      refusal: 'NOT_LEADER',
    });
    state = accepted(state, decideRoomCommand(state, 'student', { type: 'changeTempo', bpm: 120 }, ctx()));
    expect(state.tempo).toBe(120);
    expect(decideRoomCommand(state, 'student', { type: 'takeLead' }, ctx())).toMatchObject({
      ok: false,
      refusal: 'NOT_HOST',
    });
    state = accepted(state, decideRoomCommand(state, 'host', { type: 'takeLead' }, ctx()));
    expect(state.leaderId).toBe('host');
  });

  it('refuses handing the lead to someone who is not in the room', () => {
    expect(decideRoomCommand(withStudent(), 'host', { type: 'handOverLead', to: 'stranger' }, ctx())).toMatchObject({
      refusal: 'UNKNOWN_MEMBER',
    });
  });

  it('refuses everything from someone who is not a member', () => {
    expect(decideRoomCommand(withStudent(), 'stranger', { type: 'postMessage', text: 'hi' }, ctx())).toMatchObject({
      refusal: 'NOT_MEMBER',
    });
    expect(decideRoomCommand(withStudent(), 'stranger', { type: 'raiseHand' }, ctx())).toMatchObject({
      refusal: 'NOT_MEMBER',
    });
  });

  it('a closed room accepts nothing, not even from the host', () => {
    const closed = accepted(withStudent(), decideClose(withStudent(), 'host', ctx()));
    expect(decideRoomCommand(closed, 'host', { type: 'showPattern', pattern: chord }, ctx())).toMatchObject({
      refusal: 'CLOSED',
      message: 'This room has been closed.',
    });
    expect(decideRoomCommand(closed, 'student', { type: 'postMessage', text: 'hi' }, ctx())).toMatchObject({
      refusal: 'CLOSED',
    });
  });

  it('only the host closes the room', () => {
    expect(decideClose(withStudent(), 'student', ctx())).toMatchObject({ ok: false, refusal: 'NOT_HOST' });
  });

  it('marks each place once, in neck order, and a repeat of the same set changes nothing', () => {
    const state = withStudent();
    const notes = [
      { string: 2, fret: 5 },
      { string: 0, fret: 3 },
      { string: 2, fret: 5 },
    ];
    const marked = accepted(state, decideRoomCommand(state, 'host', { type: 'markNotes', notes }, ctx()));
    expect(marked.view.markedNotes).toEqual([
      { string: 0, fret: 3 },
      { string: 2, fret: 5 },
    ]);
    expect(decideRoomCommand(marked, 'host', { type: 'markNotes', notes }, ctx())).toEqual({ ok: true, events: [] });
  });
});

describe('hands and messages', () => {
  it('any member raises their hand; the leader lowers it; a member cannot lower another', () => {
    let state = withStudent();
    state = accepted(state, decideRoomCommand(state, 'student', { type: 'raiseHand' }, ctx()));
    expect(state.members.find((m) => m.memberId === 'student')?.handRaised).toBe(true);
    state = accepted(state, decideJoin(state, { memberId: 'other', kind: 'guest' }, ctx()));
    expect(decideRoomCommand(state, 'other', { type: 'lowerHand', memberId: 'student' }, ctx())).toMatchObject({
      refusal: 'NOT_LEADER',
    });
    state = accepted(state, decideRoomCommand(state, 'host', { type: 'lowerHand', memberId: 'student' }, ctx()));
    expect(state.members.find((m) => m.memberId === 'student')?.handRaised).toBe(false);
  });

  it('any member posts a message, kept with who sent it', () => {
    const state = accepted(
      withStudent(),
      decideRoomCommand(withStudent(), 'student', { type: 'postMessage', text: 'try it slower' }, ctx()),
    );
    expect(state.messages).toEqual([
      { version: 4, from: 'student', text: 'try it slower', at: new Date(NOW).toISOString() },
    ]);
  });
});

describe('the shared metronome', () => {
  it('starts at a server-time instant shortly after now when none is named', () => {
    const state = accepted(
      withStudent(),
      decideRoomCommand(withStudent(), 'host', { type: 'startMetronome', beatsPerBar: 4 }, ctx()),
    );
    expect(state.metronome).toEqual({ bpm: 80, startsAt: NOW + 600, beatsPerBar: 4 });
  });

  it('refuses a start far in the future or the past', () => {
    expect(
      decideRoomCommand(
        withStudent(),
        'host',
        { type: 'startMetronome', beatsPerBar: 4, startsAt: NOW + 60_000 },
        ctx(),
      ),
    ).toMatchObject({ refusal: 'BAD_TIME' });
    expect(
      decideRoomCommand(
        withStudent(),
        'host',
        { type: 'startMetronome', beatsPerBar: 4, startsAt: NOW - 60_000 },
        ctx(),
      ),
    ).toMatchObject({ refusal: 'BAD_TIME' });
  });

  it('a tempo change while it runs restarts it from a fresh instant, so the beats stay in step', () => {
    let state = accepted(
      withStudent(),
      decideRoomCommand(withStudent(), 'host', { type: 'startMetronome', beatsPerBar: 3, startsAt: NOW }, ctx()),
    );
    const decision = decideRoomCommand(state, 'host', { type: 'changeTempo', bpm: 100 }, ctx());
    expect(decision.ok && decision.events.map((e) => e.type)).toEqual(['MetronomeStarted']);
    state = accepted(state, decision);
    expect(state.metronome).toEqual({ bpm: 100, startsAt: NOW + 600, beatsPerBar: 3 });
    expect(state.tempo).toBe(100);
  });

  it('stopping a stopped metronome changes nothing', () => {
    expect(decideRoomCommand(withStudent(), 'host', { type: 'stopMetronome' }, ctx())).toEqual({
      ok: true,
      events: [],
    });
  });
});

describe('leaving', () => {
  it('the lead goes back to the host when the leader leaves', () => {
    let state = withStudent();
    state = accepted(state, decideRoomCommand(state, 'host', { type: 'handOverLead', to: 'student' }, ctx()));
    state = accepted(state, decideLeave(state, 'student', ctx()));
    expect(state.leaderId).toBe('host');
  });

  it('the longest-standing member leads when the host has left too', () => {
    let state = withStudent();
    state = accepted(state, decideJoin(state, { memberId: 'third', kind: 'user' }, ctx()));
    state = accepted(state, decideLeave(state, 'host', ctx()));
    expect(state.leaderId).toBe('student');
    state = foldRoom([], state);
    expect(decideLeave(state, 'host', ctx())).toEqual({ ok: true, events: [] });
  });
});
