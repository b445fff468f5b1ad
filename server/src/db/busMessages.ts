/**
 * What travels on the server's one bus (bus.ts), typed. Two kinds, delivered differently:
 * - wake-ups (`appended`, `sessionRevoked`, `userChanged`) name only ids: the receiver
 *   re-reads what changed. They reach every instance, the sender included, and are
 *   coalesced per tick (the highest version of a stream; one of each revocation);
 * - room messages (`roomSignal`, `presence`) carry their small payload, never stored. They
 *   reach the sender at once and the other instances soon after, and may be lost: a
 *   missed pointer move is replaced by the next, presence is repeated by heartbeats.
 */
import type { RoomSignal } from '#events/roomSignals';

/** A stream's append committed, up to `version`. */
export interface Appended {
  type: 'appended';
  streamId: string;
  version: number;
}

/** A session (by the hex SHA-256 of its token: the token is a credential and stays in its process), or every session of a user. */
export type Revocation = { kind: 'session'; key: string } | { kind: 'user'; userId: string };

export interface SessionRevoked {
  type: 'sessionRevoked';
  revoked: Revocation;
}

/** A user's row changed (a name or address from a provider): cached copies of it are stale. */
export interface UserChanged {
  type: 'userChanged';
  userId: string;
}

/** An ephemeral signal of a room member (a pointer, a sounded note). */
export interface RoomSignalMessage {
  type: 'roomSignal';
  roomId: string;
  from: string;
  signal: RoomSignal;
}

/** Who is connected to a room through the sending instance. */
export type PresenceMessage = { type: 'presence'; roomId: string } & (
  | /** A member's connections here went from none to some (true) or back (false). */
    { kind: 'member'; memberId: string; present: boolean }
    /** Heartbeat: every member with a connection here, in full. */
  | { kind: 'here'; memberIds: string[] }
  /** An instance that just got its first connection to a room asks the others who is there. */
  | { kind: 'who' }
);

export type BusMessage = Appended | SessionRevoked | UserChanged | RoomSignalMessage | PresenceMessage;
export type BusMessageType = BusMessage['type'];
export type MessageOf<K extends BusMessageType> = Extract<BusMessage, { type: K }>;
/** A message as delivered: with the instance that published it. */
export type Delivered<M extends BusMessage = BusMessage> = M & { instance: string };

export const isRoomMessage = (message: BusMessage): message is RoomSignalMessage | PresenceMessage =>
  message.type === 'roomSignal' || message.type === 'presence';

/** What a wake-up is coalesced by within a tick: one per stream, session, user. */
export function wakeUpKey(message: Appended | SessionRevoked | UserChanged): string {
  switch (message.type) {
    case 'appended':
      return `appended:${message.streamId}`;
    case 'sessionRevoked':
      return message.revoked.kind === 'session'
        ? `revoked-session:${message.revoked.key}`
        : `revoked-user:${message.revoked.userId}`;
    case 'userChanged':
      return `changed:${message.userId}`;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A payload read off the channel, or null: only shapes this code sends are passed on. */
export function parseBusMessage(payload: string): Delivered | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isObject(value) || !isText(value.instance)) return null;
  return isBusMessage(value) ? (value as Delivered) : null;
}

function isBusMessage(value: Record<string, unknown>): boolean {
  switch (value.type) {
    case 'appended':
      return isText(value.streamId) && typeof value.version === 'number';
    case 'sessionRevoked': {
      const revoked = value.revoked;
      if (!isObject(revoked)) return false;
      if (revoked.kind === 'session') return typeof revoked.key === 'string' && /^[0-9a-f]{64}$/.test(revoked.key);
      return revoked.kind === 'user' && isText(revoked.userId);
    }
    case 'userChanged':
      return isText(value.userId);
    case 'roomSignal':
      return isText(value.roomId) && isText(value.from) && isObject(value.signal);
    case 'presence':
      if (!isText(value.roomId)) return false;
      if (value.kind === 'member') return isText(value.memberId) && typeof value.present === 'boolean';
      if (value.kind === 'here') return Array.isArray(value.memberIds) && value.memberIds.every(isText);
      return value.kind === 'who';
    default:
      return false;
  }
}
