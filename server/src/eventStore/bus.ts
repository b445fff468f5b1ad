import type postgres from 'postgres';

/** A wake-up, never the payload: the receiver re-reads the stream from its last version. */
export interface StreamNotification {
  streamId: string;
  version: number;
}

export type BusListener = (notification: StreamNotification) => void;

/**
 * Messages between parts of the server. In-process when embedded, Postgres LISTEN/NOTIFY
 * on a server (so they cross instances). `notify` is called after the append commits;
 * notifications for one stream within one tick are coalesced into the highest version.
 */
export interface Bus {
  notify(streamId: string, version: number): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: BusListener): () => void;
  /** Sends what is pending, then stops listening. */
  close(): Promise<void>;
}

export const EVENTS_CHANNEL = 'fretboard_events';

type ErrorReporter = (error: unknown) => void;
const reportToConsole: ErrorReporter = (error) => console.error('[bus]', error);

class Listeners {
  private readonly set = new Set<BusListener>();
  constructor(private readonly onError: ErrorReporter) {}
  add(listener: BusListener): () => void {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  deliver(notification: StreamNotification): void {
    for (const listener of [...this.set]) {
      try {
        listener(notification);
      } catch (error) {
        this.onError(error); // one faulty listener must not starve the others
      }
    }
  }
}

/** Collects notifications until the next macrotask, keeping the highest version per stream. */
class Coalescer {
  private pending = new Map<string, number>();
  private scheduled = false;
  private inFlight: Promise<void> = Promise.resolve();
  constructor(private readonly flush: (batch: StreamNotification[]) => void | Promise<void>) {}
  add(streamId: string, version: number): void {
    const seen = this.pending.get(streamId);
    if (seen === undefined || version > seen) this.pending.set(streamId, version);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.drain());
  }
  /** Flushes now; resolves when every batch handed out so far has been sent. */
  drain(): Promise<void> {
    this.scheduled = false;
    if (this.pending.size > 0) {
      const batch = [...this.pending].map(([streamId, version]) => ({ streamId, version }));
      this.pending = new Map();
      const sent = this.inFlight.then(() => this.flush(batch));
      this.inFlight = sent.catch(() => {});
    }
    return this.inFlight;
  }
}

/** For the embedded mode: one process, so delivery stays in memory. */
export function createInProcessBus(opts: { onError?: ErrorReporter } = {}): Bus {
  const listeners = new Listeners(opts.onError ?? reportToConsole);
  const coalescer = new Coalescer((batch) => batch.forEach((n) => listeners.deliver(n)));
  let closed = false;
  return {
    notify(streamId, version) {
      if (!closed) coalescer.add(streamId, version);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      await coalescer.drain();
    },
  };
}

/**
 * For a Postgres server: NOTIFY on `channel`, one LISTEN connection per process (postgres.js
 * keeps it apart from the pool and re-listens after a reconnect). Own notifications come
 * back through LISTEN too, so every instance sees the same sequence. Resolves once the
 * LISTEN is active, so nothing sent after that is missed.
 */
export async function createPostgresBus(
  sql: postgres.Sql,
  opts: { channel?: string; onError?: ErrorReporter } = {},
): Promise<Bus> {
  const channel = opts.channel ?? EVENTS_CHANNEL;
  const onError = opts.onError ?? reportToConsole;
  const listeners = new Listeners(onError);
  const listening = await sql.listen(channel, (payload) => {
    const notification = parsePayload(payload);
    if (notification) listeners.deliver(notification);
  });
  const coalescer = new Coalescer(async (batch) => {
    try {
      const payloads = batch.map((n) => JSON.stringify({ streamId: n.streamId, version: n.version }));
      // One statement for the whole tick: NOTIFY takes a global lock at commit.
      await sql`select pg_notify(${channel}, payload) from unnest(${sql.array(payloads)}::text[]) as payload`;
    } catch (error) {
      onError(error);
    }
  });
  let closed = false;
  return {
    notify(streamId, version) {
      if (!closed) coalescer.add(streamId, version);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      if (closed) return;
      closed = true;
      await coalescer.drain();
      await listening.unlisten();
    },
  };
}

function parsePayload(payload: string): StreamNotification | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { streamId, version } = value as Record<string, unknown>;
    if (typeof streamId !== 'string' || typeof version !== 'number') return undefined;
    return { streamId, version };
  } catch {
    return undefined;
  }
}
