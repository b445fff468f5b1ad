/**
 * Ephemeral room messages between server instances, signals (pointer, sounded note) and
 * presence, as the hub speaks them: a view of the server's one bus (server/src/db/bus.ts),
 * whose `roomSignal` and `presence` messages carry them. They reach this instance's
 * listeners at once and the others soon after, and may be lost: a missed pointer move is
 * replaced by the next one, and presence is repeated by heartbeats.
 */
import type { RoomSignal } from '#events/roomSignals';
import type { Bus } from '../db/bus';
import type { BusMessage, Delivered, PresenceMessage, RoomSignalMessage } from '../db/busMessages';

export type SignalMessage =
  | { type: 'signal'; roomId: string; from: string; signal: RoomSignal }
  /** A member's connections on the sending instance went from none to some (true) or back (false). */
  | { type: 'presence'; roomId: string; memberId: string; present: boolean }
  /** Heartbeat: every member with a connection to the sending instance, in full. */
  | { type: 'here'; roomId: string; memberIds: string[] }
  /** An instance that just got its first connection to a room asks the others who is there. */
  | { type: 'who'; roomId: string };

/** A message and the instance it came from. */
export type Envelope = SignalMessage & { instance: string };

export interface SignalBus {
  readonly instance: string;
  /** Delivered to this instance's listeners at once and to the other instances soon after. */
  publish(message: SignalMessage): void;
  subscribe(listener: (message: Envelope) => void): () => void;
}

export function signalsOn(bus: Bus): SignalBus {
  return {
    instance: bus.instance,
    publish: (message) => bus.publish(toBus(message)),
    subscribe: (listener) => bus.subscribe(['roomSignal', 'presence'], (message) => listener(fromBus(message))),
  };
}

function toBus(message: SignalMessage): BusMessage {
  const { roomId } = message;
  switch (message.type) {
    case 'signal':
      return { type: 'roomSignal', roomId, from: message.from, signal: message.signal };
    case 'presence':
      return { type: 'presence', roomId, kind: 'member', memberId: message.memberId, present: message.present };
    case 'here':
      return { type: 'presence', roomId, kind: 'here', memberIds: message.memberIds };
    case 'who':
      return { type: 'presence', roomId, kind: 'who' };
  }
}

function fromBus(message: Delivered<RoomSignalMessage | PresenceMessage>): Envelope {
  const { roomId, instance } = message;
  if (message.type === 'roomSignal')
    return { type: 'signal', roomId, from: message.from, signal: message.signal, instance };
  switch (message.kind) {
    case 'member':
      return { type: 'presence', roomId, memberId: message.memberId, present: message.present, instance };
    case 'here':
      return { type: 'here', roomId, memberIds: message.memberIds, instance };
    case 'who':
      return { type: 'who', roomId, instance };
  }
}
