/**
 * The order of calls inside tRPC's WebSocket adapter that the direct fan-out relies on
 * (directFeed.ts), checked against the installed tRPC with a real socket and a real
 * client: the adapter serializes a subscription's item (our transformer), encodes its
 * message (our encoder, which learns the subscription id from it) and writes it before it
 * asks the generator for more. If an upgrade of `@trpc/*` changes that, this test fails;
 * package.json pins them exactly for this reason.
 */
import type { AddressInfo } from 'node:net';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { initTRPC, tracked } from '@trpc/server';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { RoomFeedItem } from '#events/roomSignals';
import type { FeedLine } from '../rooms/feedLine';
import { socketHandover, wsEncoder, type FeedSocket } from './directFeed';
import { transformer } from './transformer';

const present = (memberId: string): RoomFeedItem => ({ kind: 'presence', memberId, present: true });

/** A feed as rooms make one: two items through the generator, then a hand-over, then direct writes. */
const t = initTRPC.context<{ socket: FeedSocket }>().create({ transformer });
const router = t.router({
  feed: t.procedure.subscription(async function* ({ ctx, signal }) {
    yield tracked('1', present('a'));
    yield tracked('2', present('b'));
    let line: FeedLine | undefined;
    let stop!: () => void;
    const ended = new Promise<void>((resolve) => (stop = resolve));
    const last = socketHandover(ctx.socket).mark(
      present('c'),
      (opened) => {
        line = opened;
        // As a hub does: after the hand-over item's frame, never before it.
        queueMicrotask(() => {
          opened.send('3', present('d'));
          opened.send('4', present('e'));
          opened.end();
        });
      },
      stop,
    );
    yield tracked('2', last);
    if (!line) return; // not handed over: the feed would carry on through the generator
    if (!signal?.aborted) await ended;
  }),
});

describe("the hand-over under tRPC's WebSocket adapter", () => {
  let server: WebSocketServer;
  let url: string;
  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    applyWSSHandler({
      wss: server,
      router,
      createContext: ({ res }) => ({ socket: res as unknown as FeedSocket }),
      experimental_encoder: wsEncoder,
    });
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  it('hands over at the marked item: direct frames follow it in order, with their ids, and then the subscription stops', async () => {
    const wsClient = createWSClient({ url, WebSocket: WebSocket as never });
    const client = createTRPCClient<typeof router>({ links: [wsLink({ client: wsClient, transformer: superjson })] });
    const received: { id: string; memberId: string }[] = [];
    await new Promise<void>((resolve, reject) => {
      client.feed.subscribe(undefined, {
        onData: ({ id, data }) => {
          if (data.kind === 'presence') received.push({ id, memberId: data.memberId });
        },
        onError: reject,
        onComplete: resolve,
      });
    });
    await wsClient.close();
    expect(received).toEqual([
      { id: '1', memberId: 'a' },
      { id: '2', memberId: 'b' },
      { id: '2', memberId: 'c' },
      { id: '3', memberId: 'd' },
      { id: '4', memberId: 'e' },
    ]);
  });
});
