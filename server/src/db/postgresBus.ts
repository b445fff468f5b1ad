/**
 * The bus (bus.ts) over Postgres LISTEN/NOTIFY, so messages cross instances: one LISTEN
 * connection per process (postgres.js keeps it apart from the pool and listens again
 * after a reconnect), and one NOTIFY statement per tick for everything pending, because
 * NOTIFY takes a global lock at commit (its cost is measured in bench/).
 *
 * Wake-ups come back to the sender through LISTEN too, so every instance sees the same
 * sequence. Room messages are delivered to the sender at once; their echo is recognised
 * by the instance id and dropped.
 *
 * Notifications sent while the listening connection is down (Postgres restarted, the
 * backend terminated) are lost for this instance: when LISTEN is active again, `onResume`
 * listeners are told, and read again what they follow. postgres.js reconnects by itself;
 * database.ts keeps its wait between attempts short, so that is within a second of the
 * database being back. A NOTIFY that fails while the database is away is sent again.
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { Listeners, Outbox, reportToConsole, type Bus, type ErrorReporter } from './bus';
import { retryWhileDatabaseAway } from './unavailable';
import { isRoomMessage, parseBusMessage } from './busMessages';

export const BUS_CHANNEL = 'fretboard_bus';
/** Postgres refuses NOTIFY payloads of 8000 bytes and more; ours are far smaller, and a larger one is not sent. */
const MAX_PAYLOAD = 7900;

/** Resolves once LISTEN is active, so nothing sent after that is missed. */
export async function createPostgresBus(
  sql: postgres.Sql,
  opts: { channel?: string; instance?: string; onError?: ErrorReporter } = {},
): Promise<Bus> {
  const channel = opts.channel ?? BUS_CHANNEL;
  const instance = opts.instance ?? randomUUID();
  const onError = opts.onError ?? reportToConsole;
  const listeners = new Listeners(onError);
  const resumeListeners = new Set<() => void>();
  let closed = false;
  let listenedBefore = false;
  const listening = await sql.listen(
    channel,
    (payload) => {
      if (closed) return;
      const message = parseBusMessage(payload);
      if (message && !(isRoomMessage(message) && message.instance === instance)) listeners.deliver(message);
    },
    // Called each time LISTEN is active: once at the start, then after every reconnect.
    () => {
      if (!listenedBefore) return void (listenedBefore = true);
      if (closed) return;
      for (const listener of [...resumeListeners]) {
        try {
          listener();
        } catch (error) {
          onError(error);
        }
      }
    },
  );
  const outbox = new Outbox(async (batch) => {
    const payloads = batch
      .map((message) => JSON.stringify({ ...message, instance }))
      .filter((payload) => payload.length <= MAX_PAYLOAD);
    try {
      await retryWhileDatabaseAway(
        () => sql`select pg_notify(${channel}, payload) from unnest(${sql.array(payloads)}::text[]) as payload`,
      );
    } catch (error) {
      onError(error);
    }
  });
  return {
    instance,
    publish(message) {
      if (closed) return;
      if (isRoomMessage(message)) listeners.deliver({ ...message, instance });
      outbox.add(message);
    },
    subscribe: (types, listener) => listeners.add(types, listener),
    onResume(listener) {
      resumeListeners.add(listener);
      return () => void resumeListeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      await outbox.drain();
      await listening.unlisten().catch(() => {});
    },
  };
}
