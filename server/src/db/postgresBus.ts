/**
 * The bus (bus.ts) over Postgres LISTEN/NOTIFY, so messages cross instances: one LISTEN
 * connection per process (postgres.js keeps it apart from the pool and listens again
 * after a reconnect), and one NOTIFY statement per tick for everything pending, because
 * NOTIFY takes a global lock at commit (its cost is measured in bench/).
 *
 * Wake-ups come back to the sender through LISTEN too, so every instance sees the same
 * sequence. Room messages are delivered to the sender at once; their echo is recognised
 * by the instance id and dropped.
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { Listeners, Outbox, reportToConsole, type Bus, type ErrorReporter } from './bus';
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
  const listening = await sql.listen(channel, (payload) => {
    const message = parseBusMessage(payload);
    if (message && !(isRoomMessage(message) && message.instance === instance)) listeners.deliver(message);
  });
  const outbox = new Outbox(async (batch) => {
    const payloads = batch
      .map((message) => JSON.stringify({ ...message, instance }))
      .filter((payload) => payload.length <= MAX_PAYLOAD);
    try {
      await sql`select pg_notify(${channel}, payload) from unnest(${sql.array(payloads)}::text[]) as payload`;
    } catch (error) {
      onError(error);
    }
  });
  let closed = false;
  return {
    instance,
    publish(message) {
      if (closed) return;
      if (isRoomMessage(message)) listeners.deliver({ ...message, instance });
      outbox.add(message);
    },
    subscribe: (types, listener) => listeners.add(types, listener),
    async close() {
      if (closed) return;
      closed = true;
      await outbox.drain();
      await listening.unlisten().catch(() => {});
    },
  };
}
