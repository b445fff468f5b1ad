/**
 * Ephemeral room messages between server instances: signals (pointer, sounded note) and
 * presence. Unlike the event bus they carry their payload (it is tiny and never stored),
 * and they may be lost: a missed pointer move is replaced by the next one, and presence
 * is repeated by heartbeats. In-process when embedded; NOTIFY on a Postgres server, one
 * statement per tick for everything pending (NOTIFY takes a global lock at commit).
 */
import type postgres from 'postgres';
import type { RoomSignal } from '../../../events/roomSignals';

export const ROOMS_CHANNEL = 'fretboard_rooms';
/** Postgres refuses NOTIFY payloads of 8000 bytes and more; ours are far smaller. */
const MAX_PAYLOAD = 7900;

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
  close(): Promise<void>;
}

type Reporter = (error: unknown) => void;

function fanOut(onError: Reporter) {
  const listeners = new Set<(message: Envelope) => void>();
  return {
    add(listener: (message: Envelope) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    deliver(message: Envelope) {
      for (const listener of [...listeners]) {
        try {
          listener(message);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}

export function createInProcessSignalBus(
  instance: string,
  onError: Reporter = (e) => console.error('[rooms]', e),
): SignalBus {
  const listeners = fanOut(onError);
  return {
    instance,
    publish: (message) => listeners.deliver({ ...message, instance }),
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

/**
 * Over LISTEN/NOTIFY. Own messages are delivered locally at once; their echo through
 * LISTEN is recognised by the instance id and dropped. Resolves once LISTEN is active.
 */
export async function createPostgresSignalBus(
  sql: postgres.Sql,
  instance: string,
  opts: { channel?: string; onError?: Reporter } = {},
): Promise<SignalBus> {
  const channel = opts.channel ?? ROOMS_CHANNEL;
  const onError = opts.onError ?? ((e) => console.error('[rooms]', e));
  const listeners = fanOut(onError);
  const listening = await sql.listen(channel, (payload) => {
    const message = parseEnvelope(payload);
    if (message && message.instance !== instance) listeners.deliver(message);
  });
  let pending: string[] = [];
  let scheduled = false;
  let closed = false;
  let inFlight: Promise<void> = Promise.resolve();
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return inFlight;
    const batch = pending;
    pending = [];
    inFlight = inFlight
      .then(() => sql`select pg_notify(${channel}, payload) from unnest(${sql.array(batch)}::text[]) as payload`)
      .then(
        () => {},
        (error) => onError(error),
      );
    return inFlight;
  };
  return {
    instance,
    publish(message) {
      if (closed) return;
      const envelope: Envelope = { ...message, instance };
      listeners.deliver(envelope);
      const payload = JSON.stringify(envelope);
      if (payload.length > MAX_PAYLOAD) return;
      pending.push(payload);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      if (closed) return;
      closed = true;
      await flush();
      await listening.unlisten().catch(() => {});
    },
  };
}

/** Only shapes this code sends are passed on; anything else on the channel is ignored. */
function parseEnvelope(payload: string): Envelope | null {
  try {
    const value = JSON.parse(payload) as Partial<Envelope>;
    if (
      typeof value !== 'object' ||
      value === null ||
      typeof value.instance !== 'string' ||
      typeof value.roomId !== 'string'
    )
      return null;
    switch (value.type) {
      case 'signal':
        return typeof value.from === 'string' && typeof value.signal === 'object' && value.signal !== null
          ? (value as Envelope)
          : null;
      case 'presence':
        return typeof value.memberId === 'string' && typeof value.present === 'boolean' ? (value as Envelope) : null;
      case 'here':
        return Array.isArray(value.memberIds) && value.memberIds.every((m) => typeof m === 'string')
          ? (value as Envelope)
          : null;
      case 'who':
        return value as Envelope;
      default:
        return null;
    }
  } catch {
    return null;
  }
}
