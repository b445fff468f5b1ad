/**
 * Commands in a room, decided against its state: who may do what (only the leader changes
 * what the room shows; any member raises a hand or posts a message; the leader or the host
 * hands the lead over; only the host takes it back and closes the room), and the events
 * that follow. A refusal is a value with a sentence fit to show, not an exception. Pure:
 * the event id and the time come in. A command that would change nothing gives no events,
 * so a retried command is harmless.
 */
import {
  CURRENT_ROOM_SCHEMA,
  MAX_ROOM_MEMBERS,
  type MemberKind,
  type RoomEventData,
  type RoomEventOf,
  type RoomEventType,
} from './roomEvents';
import type { RoomCommand } from './roomCommands';
import { findMember, isMember, type RoomState } from './roomState';
import { REFUSALS } from './refusals';

export interface RoomDecideContext {
  eventId: string;
  /** Server time, epoch ms. */
  now: number;
}

/** An event ready to append (fits the event store's NewEvent). */
export type RoomDecidedEvent<T extends RoomEventType = RoomEventType> = RoomEventOf<T> & {
  eventId: string;
  metadata: { actor: string | null; occurredAt: string };
};

export type RoomRefusal =
  'NO_ROOM' | 'CLOSED' | 'NOT_MEMBER' | 'NOT_LEADER' | 'NOT_HOST' | 'FULL' | 'UNKNOWN_MEMBER' | 'BAD_TIME';

export type RoomDecision =
  { ok: true; events: RoomDecidedEvent[] } | { ok: false; refusal: RoomRefusal; message: string };

/** How far ahead of now a metronome start may be (server time). */
export const MAX_METRONOME_LEAD_MS = 10_000;
/** A start slightly in the past is allowed: the beats still line up from it. */
export const MAX_METRONOME_LAG_MS = 5_000;
/** The lead given when the leader names no start, long enough for the event to reach everyone. */
export const DEFAULT_METRONOME_LEAD_MS = 600;

const refuse = (refusal: RoomRefusal): RoomDecision => ({
  ok: false,
  refusal,
  message: REFUSALS[refusal].sentence,
});
const none: RoomDecision = { ok: true, events: [] };

function event<T extends RoomEventType>(
  type: T,
  data: RoomEventData<T>,
  actor: string | null,
  context: RoomDecideContext,
  suffix = 0,
): RoomDecidedEvent<T> {
  const eventId = suffix === 0 ? context.eventId : deriveEventId(context.eventId, suffix);
  return {
    eventId,
    type,
    schema: CURRENT_ROOM_SCHEMA,
    data,
    metadata: { actor, occurredAt: new Date(context.now).toISOString() },
  } as RoomDecidedEvent<T>;
}

/**
 * A second event of one command needs its own id, and a retry must give the same one:
 * the client's id with its last hex digits replaced by the event's index.
 */
export function deriveEventId(eventId: string, index: number): string {
  const suffix = index.toString(16).padStart(4, '0');
  return `${eventId.slice(0, -4)}${suffix === eventId.slice(-4) ? (index + 0x8000).toString(16) : suffix}`;
}

const decided = (...events: RoomDecidedEvent[]): RoomDecision => ({ ok: true, events });

/** The checks every command in an open room starts with. */
function checkMember(state: RoomState, actor: string): RoomRefusal | null {
  if (!state.opened) return 'NO_ROOM';
  if (state.closed) return 'CLOSED';
  if (!isMember(state, actor)) return 'NOT_MEMBER';
  return null;
}

function checkLeader(state: RoomState, actor: string): RoomRefusal | null {
  return checkMember(state, actor) ?? (state.leaderId === actor ? null : 'NOT_LEADER');
}

/** The two events that open a room: RoomOpened, then the host joining. */
export function decideOpenRoom(
  command: { code: string; hostId: string; title?: string },
  context: RoomDecideContext,
): RoomDecidedEvent<'RoomOpened' | 'MemberJoined'>[] {
  const { code, hostId, title } = command;
  return [
    event('RoomOpened', { code, hostId, ...(title !== undefined ? { title } : {}) }, hostId, context),
    event('MemberJoined', { memberId: hostId, kind: 'user' }, hostId, context, 1),
  ];
}

/** Joining (or coming back); nothing when already in. The 51st is refused. */
export function decideJoin(
  state: RoomState,
  member: { memberId: string; kind: MemberKind },
  context: RoomDecideContext,
): RoomDecision {
  if (!state.opened) return refuse('NO_ROOM');
  if (state.closed) return refuse('CLOSED');
  if (isMember(state, member.memberId)) return none;
  if (state.members.length >= MAX_ROOM_MEMBERS) return refuse('FULL');
  return decided(event('MemberJoined', { memberId: member.memberId, kind: member.kind }, member.memberId, context));
}

export function decideLeave(state: RoomState, actor: string, context: RoomDecideContext): RoomDecision {
  if (!state.opened) return refuse('NO_ROOM');
  if (state.closed || !isMember(state, actor)) return none;
  return decided(event('MemberLeft', { memberId: actor }, actor, context));
}

export function decideClose(state: RoomState, actor: string, context: RoomDecideContext): RoomDecision {
  if (!state.opened) return refuse('NO_ROOM');
  if (state.closed) return none;
  if (state.hostId !== actor) return refuse('NOT_HOST');
  return decided(event('RoomClosed', {}, actor, context));
}

/** The commands themselves are listed once, in roomCommands.ts. */
export type { RoomCommand } from './roomCommands';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function decideRoomCommand(
  state: RoomState,
  actor: string,
  command: RoomCommand,
  context: RoomDecideContext,
): RoomDecision {
  switch (command.type) {
    case 'showPattern': {
      const refusal = checkLeader(state, actor);
      if (refusal) return refuse(refusal);
      if (sameJson(state.view.pattern, command.pattern)) return none;
      return decided(event('PatternShown', { pattern: command.pattern }, actor, context));
    }
    case 'changeTuning': {
      const refusal = checkLeader(state, actor);
      if (refusal) return refuse(refusal);
      if (sameJson(state.view.tuning, command.tuning)) return none;
      return decided(event('TuningChanged', { tuning: command.tuning }, actor, context));
    }
    case 'markNotes': {
      const refusal = checkLeader(state, actor);
      if (refusal) return refuse(refusal);
      // Stored once each, in neck order, so the same set always reads the same.
      const unique = [
        ...new Map(command.notes.map((n) => [`${n.string}:${n.fret}`, { string: n.string, fret: n.fret }])).values(),
      ];
      unique.sort((a, b) => a.string - b.string || a.fret - b.fret);
      if (sameJson(state.view.markedNotes, unique)) return none;
      return decided(event('NotesMarked', { notes: unique }, actor, context));
    }
    case 'changeNoteDisplay': {
      const refusal = checkLeader(state, actor);
      if (refusal) return refuse(refusal);
      if (state.view.noteDisplay === command.noteDisplay) return none;
      return decided(event('NoteDisplayChanged', { noteDisplay: command.noteDisplay }, actor, context));
    }
    case 'changeTempo': {
      const refusal = checkLeader(state, actor);
      if (refusal) return refuse(refusal);
      if (state.tempo === command.bpm) return none;
      // A running metronome restarts at the new tempo from a fresh instant, so the beats
      // of every member stay in step instead of jumping phase.
      if (state.metronome) {
        const startsAt = context.now + DEFAULT_METRONOME_LEAD_MS;
        return decided(
          event(
            'MetronomeStarted',
            { bpm: command.bpm, startsAt, beatsPerBar: state.metronome.beatsPerBar },
            actor,
            context,
          ),
        );
      }
      return decided(event('TempoChanged', { bpm: command.bpm }, actor, context));
    }
    case 'startMetronome': {
      const refusal = checkLeader(state, actor);
      if (refusal) return refuse(refusal);
      const startsAt = command.startsAt ?? context.now + DEFAULT_METRONOME_LEAD_MS;
      if (startsAt > context.now + MAX_METRONOME_LEAD_MS || startsAt < context.now - MAX_METRONOME_LAG_MS)
        return refuse('BAD_TIME');
      return decided(
        event(
          'MetronomeStarted',
          { bpm: command.bpm ?? state.tempo, startsAt, beatsPerBar: command.beatsPerBar },
          actor,
          context,
        ),
      );
    }
    case 'stopMetronome': {
      const refusal = checkLeader(state, actor);
      if (refusal) return refuse(refusal);
      if (!state.metronome) return none;
      return decided(event('MetronomeStopped', {}, actor, context));
    }
    case 'raiseHand': {
      const refusal = checkMember(state, actor);
      if (refusal) return refuse(refusal);
      if (findMember(state, actor)?.handRaised) return none;
      return decided(event('HandRaised', { memberId: actor }, actor, context));
    }
    case 'lowerHand': {
      const refusal = checkMember(state, actor);
      if (refusal) return refuse(refusal);
      const memberId = command.memberId ?? actor;
      if (memberId !== actor && state.leaderId !== actor && state.hostId !== actor) return refuse('NOT_LEADER');
      const member = findMember(state, memberId);
      if (!member) return refuse('UNKNOWN_MEMBER');
      if (!member.handRaised) return none;
      return decided(event('HandLowered', { memberId }, actor, context));
    }
    case 'postMessage': {
      const refusal = checkMember(state, actor);
      if (refusal) return refuse(refusal);
      return decided(event('MessagePosted', { from: actor, text: command.text }, actor, context));
    }
    case 'handOverLead': {
      const refusal = checkMember(state, actor);
      if (refusal) return refuse(refusal);
      if (state.leaderId !== actor && state.hostId !== actor) return refuse('NOT_LEADER');
      if (!isMember(state, command.to)) return refuse('UNKNOWN_MEMBER');
      if (state.leaderId === command.to) return none;
      return decided(event('LeadHandedOver', { to: command.to }, actor, context));
    }
    case 'takeLead': {
      const refusal = checkMember(state, actor);
      if (refusal) return refuse(refusal);
      if (state.hostId !== actor) return refuse('NOT_HOST');
      if (state.leaderId === actor) return none;
      return decided(event('LeadHandedOver', { to: actor }, actor, context));
    }
  }
}
