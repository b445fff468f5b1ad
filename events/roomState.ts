/**
 * A room's state is the fold of its stream (`evolveRoom`): who is in it and in what role,
 * who leads, what the room shows, the metronome, the latest messages, and whether it is
 * closed. Pure and shared: the server decides commands against it, and the browser keeps
 * the same state from the snapshot and the live events it receives.
 */
import type { MemberKind, RecordedRoomEvent, RoomPattern, RoomTuning, FretPlace } from './roomEvents';
import { MAX_ROOM_MESSAGES } from './roomEvents';
import type { NoteDisplay } from './noteDisplays';

export interface RoomMember {
  memberId: string;
  kind: MemberKind;
  /** The opener; only the host closes the room and takes the lead back. */
  isHost: boolean;
  handRaised: boolean;
  /** The stream version of the join, so lists keep join order. */
  joinedVersion: number;
}

/** What the leader shows; every member's fretboard follows it (in their own hand). */
export interface RoomView {
  pattern: RoomPattern | null;
  tuning: RoomTuning;
  markedNotes: FretPlace[];
  noteDisplay: NoteDisplay;
}

export interface RoomMetronome {
  bpm: number;
  /** The first beat in server time (epoch ms). */
  startsAt: number;
  beatsPerBar: number;
}

export interface RoomMessage {
  version: number;
  from: string;
  text: string;
  at: string;
}

export interface RoomState {
  /** The version of the last event folded in (0: no room). */
  version: number;
  opened: boolean;
  code: string;
  title: string | null;
  hostId: string;
  /** Null only while nobody is left in the room. */
  leaderId: string | null;
  /** Current members, in join order. */
  members: RoomMember[];
  view: RoomView;
  tempo: number;
  /** Running, or null when stopped. */
  metronome: RoomMetronome | null;
  /** The latest messages, oldest first. */
  messages: RoomMessage[];
  closed: boolean;
}

export const DEFAULT_ROOM_TEMPO = 80;

export function initialRoom(): RoomState {
  return {
    version: 0,
    opened: false,
    code: '',
    title: null,
    hostId: '',
    leaderId: null,
    members: [],
    view: { pattern: null, tuning: 'STANDARD', markedNotes: [], noteDisplay: 'NOTES' },
    tempo: DEFAULT_ROOM_TEMPO,
    metronome: null,
    messages: [],
    closed: false,
  };
}

export const findMember = (state: RoomState, memberId: string): RoomMember | undefined =>
  state.members.find((member) => member.memberId === memberId);

export const isMember = (state: RoomState, memberId: string): boolean => findMember(state, memberId) !== undefined;

/**
 * When the leader leaves, the lead goes back to the host if the host is still in the
 * room, otherwise to the longest-standing member (null when nobody is left).
 */
function leaderAfterLeaving(state: RoomState, members: RoomMember[]): string | null {
  if (state.leaderId !== null && members.some((m) => m.memberId === state.leaderId)) return state.leaderId;
  if (members.some((m) => m.memberId === state.hostId)) return state.hostId;
  return members[0]?.memberId ?? null;
}

const setHand = (state: RoomState, memberId: string, handRaised: boolean): RoomMember[] =>
  state.members.map((m) => (m.memberId === memberId ? { ...m, handRaised } : m));

/** The state after one more event. Events after RoomClosed change nothing (none are accepted). */
export function evolveRoom(state: RoomState, event: RecordedRoomEvent): RoomState {
  const next: RoomState = { ...state, version: event.version };
  if (state.closed) return next;
  switch (event.type) {
    case 'RoomOpened':
      return {
        ...next,
        opened: true,
        code: event.data.code,
        title: event.data.title ?? null,
        hostId: event.data.hostId,
        leaderId: event.data.hostId,
      };
    case 'MemberJoined': {
      if (isMember(state, event.data.memberId)) return next;
      const member: RoomMember = {
        memberId: event.data.memberId,
        kind: event.data.kind,
        isHost: event.data.memberId === state.hostId,
        handRaised: false,
        joinedVersion: event.version,
      };
      const members = [...state.members, member];
      return { ...next, members, leaderId: state.leaderId ?? leaderAfterLeaving(state, members) };
    }
    case 'MemberLeft': {
      const members = state.members.filter((m) => m.memberId !== event.data.memberId);
      return { ...next, members, leaderId: leaderAfterLeaving(state, members) };
    }
    case 'LeadHandedOver':
      return { ...next, leaderId: event.data.to };
    case 'PatternShown':
      // A new pattern starts with no notes marked on it.
      return { ...next, view: { ...state.view, pattern: event.data.pattern, markedNotes: [] } };
    case 'TuningChanged':
      return { ...next, view: { ...state.view, tuning: event.data.tuning } };
    case 'NotesMarked':
      return { ...next, view: { ...state.view, markedNotes: event.data.notes } };
    case 'NoteDisplayChanged':
      return { ...next, view: { ...state.view, noteDisplay: event.data.noteDisplay } };
    case 'TempoChanged':
      return {
        ...next,
        tempo: event.data.bpm,
        metronome: state.metronome ? { ...state.metronome, bpm: event.data.bpm } : null,
      };
    case 'MetronomeStarted':
      return { ...next, tempo: event.data.bpm, metronome: { ...event.data } };
    case 'MetronomeStopped':
      return { ...next, metronome: null };
    case 'HandRaised':
      return { ...next, members: setHand(state, event.data.memberId, true) };
    case 'HandLowered':
      return { ...next, members: setHand(state, event.data.memberId, false) };
    case 'MessagePosted': {
      const message: RoomMessage = {
        version: event.version,
        from: event.data.from,
        text: event.data.text,
        at: event.at,
      };
      return { ...next, messages: [...state.messages, message].slice(-MAX_ROOM_MESSAGES) };
    }
    case 'RoomClosed':
      return { ...next, closed: true, metronome: null };
  }
}

export const foldRoom = (events: readonly RecordedRoomEvent[], from: RoomState = initialRoom()): RoomState =>
  events.reduce(evolveRoom, from);
