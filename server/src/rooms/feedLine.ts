/**
 * The edge between a room's feeds and the transport under them. A feed that has caught up
 * through its generator hands over (`FeedHandover`): from then on the hub writes the
 * member's items to a `FeedLine` itself, building each item once for the whole room rather
 * than once per member. The transport is tRPC's WebSocket (server/src/trpc/directFeed.ts
 * implements both), but nothing in rooms/ knows it: a feed without a hand-over (a test's
 * caller, HTTP) keeps sending through its generator.
 */
import type { RoomFeedItem } from '#events/roomSignals';

/** An item of a member's feed, tracked with the room version it follows (what a client resumes from). */
export interface FeedFrame {
  id: string;
  item: RoomFeedItem;
}

/** One member's subscription, written to directly. */
export interface FeedLine {
  /**
   * Sends `item` tracked with `id`. The same item object sent to many lines is encoded
   * once: build an item once per room, not once per member.
   */
  send(id: string, item: RoomFeedItem): void;
  /** Whether the socket has a lot waiting to go out: skip what the next item replaces (pointer moves). */
  readonly congested: boolean;
  readonly ended: boolean;
  /** No more items: the feed's generator returns and the client is told the subscription stopped. */
  end(): void;
}

export interface FeedHandover {
  /**
   * `item`, marked as the hand-over point, for the feed to yield as its last frame. As it
   * goes out, `opened` gets the line for everything after it; `opened` must not send
   * anything before returning (defer to a microtask), so the marked item keeps its place.
   * `ended` is called once the line ends (the socket went, or `end()`). When the item goes
   * out without `opened` being called (not a socket after all), the feed carries on by itself.
   */
  mark(item: RoomFeedItem, opened: (line: FeedLine) => void, ended: () => void): RoomFeedItem;
}
