/**
 * For tests: a room member's browser as far as the socket goes, tRPC's own wsLink client
 * (with its reconnect loop) following `rooms.watch`, signed in by a cookie or not. Its
 * sockets can be cut (`drop`) and kept from reconnecting until `reconnect`.
 */
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import type { RoomFeedItem } from '#events/roomSignals';
import type { AppRouter } from './router';

/** A feed item as the client receives it, with its tracked id (the room version it follows). */
export type Tracked = { id: string; data: RoomFeedItem };

export function memberClient(url: string, cookie?: string) {
  const sockets: WebSocket[] = [];
  let gateOpen = true;
  class GatedSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      // While the gate is shut, connections go to a port where nobody listens, and fail.
      super(gateOpen ? address : 'ws://127.0.0.1:1/', protocols, cookie ? { headers: { cookie } } : {});
      sockets.push(this);
    }
  }
  const wsClient = createWSClient({ url, WebSocket: GatedSocket as never, retryDelayMs: () => 50 });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
  const items: Tracked[] = [];
  const errors: unknown[] = [];
  let changed: () => void = () => {};

  return {
    client,
    items,
    errors,
    watch(input: { code: string; guestToken?: string }) {
      return client.rooms.watch.subscribe(input, {
        onData: (item) => {
          items.push(item as Tracked);
          changed();
        },
        onError: (error) => {
          errors.push(error);
          changed();
        },
      });
    },
    /** Resolves once `check` holds for the items received (each arrival re-checks). */
    async until(check: (items: Tracked[]) => boolean, what: string): Promise<void> {
      while (!check(items)) {
        if (errors.length > 0) throw new Error(`while waiting for ${what}: ${String(errors[0])}`);
        await new Promise<void>((resolve) => (changed = resolve));
      }
    },
    drop() {
      gateOpen = false;
      sockets.at(-1)?.terminate();
    },
    reconnect() {
      gateOpen = true;
    },
    close: () => wsClient.close(),
  };
}

/** The room events among the items received. */
export const feedEvents = (items: Tracked[]) =>
  items.filter((i) => i.data.kind === 'event').map((i) => i.data as Extract<RoomFeedItem, { kind: 'event' }>);

/** The texts of the messages posted, in the order received. */
export const postedMessages = (items: Tracked[]) =>
  feedEvents(items).flatMap((e) => (e.event.type === 'MessagePosted' ? [e.event.data.text] : []));
