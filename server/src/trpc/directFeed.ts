/**
 * Subscription items written straight to a WebSocket, in tRPC's own wire format, for feeds
 * that send the same item to many sockets (a room's change goes to up to 50 members).
 *
 * tRPC's WebSocket adapter sends each item of a subscription through its generator, the
 * transformer and a JSON envelope, per socket: about twice what a plain `ws` relay spends
 * per send (bench/rooms.bench.ts). A feed that has caught up through its generator can
 * instead hand over: it yields one item made by `handoffItem`; when the adapter encodes
 * that item (`wsEncoder` below), the feed learns its subscription's id and from then on
 * writes frames itself: the part after the id is built once per item and shared by every
 * socket. tRPC still owns the subscription: it started it, stops it when the client asks
 * or the socket closes (the feed's abort signal), and sends "stopped" when the generator
 * returns, which the feed does once its last item is written.
 *
 * This module is the one place that knows tRPC's internals: the wire format of a data
 * frame, and the order in which the WebSocket adapter serializes an item (transformer.ts
 * calls `encodeIfHandoff`), encodes its message (`wsEncoder`) and writes it, all before it
 * pulls the next item from the generator. That order is why package.json pins `@trpc/*`
 * exactly, and handover.test.ts fails if an upgrade changes it. Rooms see only the
 * small interfaces of rooms/feedLine.ts.
 */
import { isPlainJson } from './plainJson';
import superjson from 'superjson';
import type { RoomFeedItem } from '#events/roomSignals';
import type { FeedHandover, FeedLine } from '../rooms/feedLine';

/** The few things of a `ws` socket a direct feed uses. */
export interface FeedSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Buffer, options: { binary: false }): void;
  terminate(): void;
}

/** Which subscription of the socket a frame belongs to: the id (and jsonrpc tag) its client chose. */
export interface SubscriptionRoute {
  id: string | number;
  jsonrpc: string | undefined;
}

const OPEN = 1;
/** Past this much unsent data, ephemeral items (a pointer move) are dropped for that socket. */
export const CONGESTED_BYTES = 1024 * 1024;
/** Past this much, the reader is not reading: the socket is cut (the client reconnects and resumes). */
export const ABANDONED_BYTES = 16 * 1024 * 1024;

/**
 * The end of a frame for a `tracked(id, value)` item: everything after the subscription id,
 * as tRPC's adapter would send it (`result.id` is what the client resends as `lastEventId`).
 * Whole frames are kept per subscription id: members running the same app open their
 * subscriptions in the same order, so most share one id, and so one frame's bytes.
 */
export class FrameTail {
  readonly text: string;
  private readonly frames = new Map<string, Buffer>();

  constructor(id: string, value: unknown) {
    // superjson's form of a value that is plain JSON is the value itself; checking that is
    // cheaper than superjson's walk, which copies (a room event always is plain JSON).
    const form = isPlainJson(value) ? { json: { id, data: value } } : superjson.serialize({ id, data: value });
    this.text = `,"result":{"type":"data","id":${JSON.stringify(id)},"data":${JSON.stringify(form)}}}`;
  }

  /** The whole frame after `prefix` (the subscription's id), encoded once per prefix. */
  after(prefix: string): Buffer {
    let frame = this.frames.get(prefix);
    if (!frame) {
      frame = Buffer.from(prefix + this.text);
      // A few ids are common; a room of strangers' ids is not worth keeping beyond that.
      if (this.frames.size < 8) this.frames.set(prefix, frame);
    }
    return frame;
  }
}

/** Tails per item object and tracked id: an item sent to a whole room is encoded once. */
const tails = new WeakMap<object, Map<string, FrameTail>>();

export function trackedTail(id: string, value: unknown): FrameTail {
  if (typeof value !== 'object' || value === null) return new FrameTail(id, value);
  let byId = tails.get(value);
  if (!byId) tails.set(value, (byId = new Map()));
  let tail = byId.get(id);
  if (!tail) byId.set(id, (tail = new FrameTail(id, value)));
  return tail;
}

/** One subscription's frames, written to its socket. */
export class DirectLine implements FeedLine {
  private readonly prefix: string;
  private open = true;

  constructor(
    private readonly socket: FeedSocket,
    route: SubscriptionRoute,
    private readonly onEnd: () => void,
  ) {
    this.prefix = `{"id":${JSON.stringify(route.id)}${route.jsonrpc === undefined ? '' : `,"jsonrpc":${JSON.stringify(route.jsonrpc)}`}`;
  }

  get ended(): boolean {
    return !this.open;
  }

  /** Whether ephemeral items should be skipped: the socket has a lot waiting to go out. */
  get congested(): boolean {
    return this.socket.bufferedAmount > CONGESTED_BYTES;
  }

  /** Writes one frame: `value` tracked with `id`. */
  send(id: string, value: unknown): void {
    if (!this.open) return;
    if (this.socket.readyState !== OPEN) return this.end();
    if (this.socket.bufferedAmount > ABANDONED_BYTES) {
      this.socket.terminate();
      return this.end();
    }
    this.socket.send(trackedTail(id, value).after(this.prefix), { binary: false });
  }

  /** No more frames: the feed's generator returns and tRPC sends "stopped". */
  end(): void {
    if (!this.open) return;
    this.open = false;
    this.onEnd();
  }
}

type OnHandoff = (route: SubscriptionRoute) => void;
const handoffs = new WeakMap<object, OnHandoff>();
const handoffForms = new WeakMap<object, OnHandoff>();

/**
 * Marks `item` (a new object, yielded once as a `tracked` item) as the hand-over point:
 * `onHandoff` is called with the subscription's route while tRPC encodes the item, just
 * before its frame is written. It must not write anything itself before returning (defer
 * to a microtask), so the hand-over item keeps its place ahead of what follows.
 */
export function handoffItem<T extends object>(item: T, onHandoff: OnHandoff): T {
  handoffs.set(item, onHandoff);
  return item;
}

/**
 * Called by the transformer (transformer.ts) for a `tracked` wrapper `{ id, data }`: when
 * `data` is a hand-over item, its encoded form is remembered for the encoder.
 */
export function encodeIfHandoff(wrapper: { id: string; data: unknown }): ReturnType<typeof superjson.serialize> | null {
  const onHandoff = typeof wrapper.data === 'object' && wrapper.data !== null ? handoffs.get(wrapper.data) : undefined;
  if (!onHandoff) return null;
  handoffs.delete(wrapper.data as object);
  const form = superjson.serialize(wrapper);
  handoffForms.set(form, onHandoff);
  return form;
}

interface OutgoingMessage {
  id?: string | number | null;
  jsonrpc?: string;
  result?: { data?: unknown };
}

/**
 * tRPC's WebSocket encoder (`experimental_encoder`): JSON, as tRPC's default, and the place
 * a hand-over item meets its subscription's id.
 */
export const wsEncoder = {
  encode(message: unknown): string {
    const data = (message as OutgoingMessage | null)?.result?.data;
    if (typeof data === 'object' && data !== null) {
      const onHandoff = handoffForms.get(data);
      const { id, jsonrpc } = message as OutgoingMessage;
      if (onHandoff && id !== undefined && id !== null) {
        handoffForms.delete(data);
        onHandoff({ id, jsonrpc });
      }
    }
    return JSON.stringify(message);
  },
  decode(data: string | ArrayBuffer | Uint8Array): unknown {
    if (typeof data !== 'string') throw new Error('Expected a text frame with JSON.');
    return JSON.parse(data);
  },
};

/** The hand-over of the feeds subscribed through `socket` (a WebSocket context's `socket`). */
export function socketHandover(socket: FeedSocket): FeedHandover {
  return {
    mark: (item: RoomFeedItem, opened: (line: FeedLine) => void, ended: () => void) =>
      handoffItem(item, (route) => opened(new DirectLine(socket, route, ended))),
  };
}
