/**
 * Messages between parts of the server (ARCHITECTURE.md): one typed bus (busMessages.ts)
 * with two transports, in-process when embedded (one process by definition) and Postgres
 * LISTEN/NOTIFY on a server (postgresBus.ts), so they cross instances. Publish a wake-up
 * only after what it announces has committed.
 */
import { randomUUID } from 'node:crypto';
import {
  isRoomMessage,
  wakeUpKey,
  type Appended,
  type BusMessage,
  type BusMessageType,
  type Delivered,
  type MessageOf,
  type SessionRevoked,
  type UserChanged,
} from './busMessages';

export type BusListener<K extends BusMessageType> = (message: Delivered<MessageOf<K>>) => void;

export interface Bus {
  /** This process's id on the bus (every delivered message names its sender's). */
  readonly instance: string;
  publish(message: BusMessage): void;
  /** Listens to messages of the types named; returns the unsubscribe function. */
  subscribe<K extends BusMessageType>(types: K | readonly K[], listener: BusListener<K>): () => void;
  /**
   * Calls `listener` each time the bus is back after it may have missed messages (its
   * connection to the other instances was cut and is listening again): whoever follows
   * something through the bus reads it again. Never on the in-process bus, which cannot
   * miss anything. Returns the unsubscribe function.
   */
  onResume(listener: () => void): () => void;
  /** Sends what is pending, then stops listening. */
  close(): Promise<void>;
}

export type ErrorReporter = (error: unknown) => void;
export const reportToConsole: ErrorReporter = (error) => console.error('[bus]', error);

/** The listeners of one bus, by message type; one faulty listener must not starve the others. */
export class Listeners {
  private readonly byType = new Map<BusMessageType, Set<(message: Delivered) => void>>();
  constructor(private readonly onError: ErrorReporter) {}

  add<K extends BusMessageType>(types: K | readonly K[], listener: BusListener<K>): () => void {
    const wanted: readonly K[] = typeof types === 'string' ? [types] : types;
    const general = listener as (message: Delivered) => void;
    for (const type of wanted) {
      const set = this.byType.get(type) ?? new Set();
      set.add(general);
      this.byType.set(type, set);
    }
    return () => wanted.forEach((type) => this.byType.get(type)?.delete(general));
  }

  deliver(message: Delivered): void {
    for (const listener of [...(this.byType.get(message.type) ?? [])]) {
      try {
        listener(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}

type WakeUp = Appended | SessionRevoked | UserChanged;

/**
 * What is waiting for the next macrotask: wake-ups coalesced (a stream's highest version,
 * one of each revocation), room messages in order. `flush` gets each batch once, in order.
 */
export class Outbox {
  private wakeUps = new Map<string, WakeUp>();
  private roomMessages: BusMessage[] = [];
  private scheduled = false;
  private inFlight: Promise<void> = Promise.resolve();
  constructor(private readonly flush: (batch: BusMessage[]) => void | Promise<void>) {}

  add(message: BusMessage): void {
    if (isRoomMessage(message)) this.roomMessages.push(message);
    else {
      const key = wakeUpKey(message);
      const seen = this.wakeUps.get(key);
      const older = seen?.type === 'appended' && message.type === 'appended' && message.version < seen.version;
      if (!older) this.wakeUps.set(key, message);
    }
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.drain());
  }

  /** Flushes now; resolves when every batch handed out so far has been sent. */
  drain(): Promise<void> {
    this.scheduled = false;
    if (this.wakeUps.size > 0 || this.roomMessages.length > 0) {
      const batch = [...this.wakeUps.values(), ...this.roomMessages];
      this.wakeUps = new Map();
      this.roomMessages = [];
      const sent = this.inFlight.then(() => this.flush(batch));
      this.inFlight = sent.catch(() => {});
    }
    return this.inFlight;
  }
}

/**
 * For the embedded mode. Wake-ups are delivered on the next macrotask, coalesced, as the
 * Postgres bus would; room messages at once.
 */
export function createInProcessBus(opts: { instance?: string; onError?: ErrorReporter } = {}): Bus {
  const instance = opts.instance ?? randomUUID();
  const listeners = new Listeners(opts.onError ?? reportToConsole);
  const outbox = new Outbox((batch) => batch.forEach((message) => listeners.deliver({ ...message, instance })));
  let closed = false;
  return {
    instance,
    publish(message) {
      if (closed) return;
      if (isRoomMessage(message)) listeners.deliver({ ...message, instance });
      else outbox.add(message);
    },
    subscribe: (types, listener) => listeners.add(types, listener),
    onResume: () => () => {},
    async close() {
      closed = true;
      await outbox.drain();
    },
  };
}
