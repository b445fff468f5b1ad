/**
 * One room's store while its screen is open: the feed folded (roomFeed.ts), the
 * connection's state, the clock offset, and the member's own look around (a pattern of
 * their own until they follow the leader again). Made per room screen, not app-wide: it
 * ends with the screen.
 */
import { createStore } from '@xstate/store';
import type { RoomFeedItem } from '#events/roomSignals';
import type { RoomPattern } from '#events/roomEvents';
import type { ClockOffset } from './clock';
import { emptyRoomLive, foldFeed, type RoomLive } from './roomFeed';

/** connecting: before the first snapshot; live; reconnecting: the socket dropped; ended: the feed finished. */
export type RoomConnection = 'connecting' | 'live' | 'reconnecting' | 'ended';

export interface RoomContext {
  live: RoomLive;
  connection: RoomConnection;
  /** A sentence to show when the feed failed for good. */
  problem: string | null;
  /** Null: following the leader; else the pattern this member looks at on their own. */
  ownPattern: RoomPattern | null;
  clock: ClockOffset | null;
}

export const initialRoomContext = (): RoomContext => ({
  live: emptyRoomLive(),
  connection: 'connecting',
  problem: null,
  ownPattern: null,
  clock: null,
});

export function createRoomStore() {
  return createStore({
    context: initialRoomContext(),
    on: {
      feed: (context, event: { item: RoomFeedItem }) => {
        const live = foldFeed(context.live, event.item);
        // A server on another protocol: this page's feed is over until it reloads.
        const ended = context.connection === 'ended' || live.outdated;
        return { ...context, live, connection: ended ? ('ended' as const) : ('live' as const) };
      },
      connected: (context) => ({
        ...context,
        connection: context.live.state && context.connection !== 'ended' ? ('live' as const) : context.connection,
      }),
      reconnecting: (context) => ({
        ...context,
        connection: context.connection === 'ended' ? context.connection : ('reconnecting' as const),
      }),
      ended: (context, event: { problem?: string }) => ({
        ...context,
        connection: 'ended' as const,
        problem: event.problem ?? context.problem,
      }),
      lookAround: (context, event: { pattern: RoomPattern }) => ({ ...context, ownPattern: event.pattern }),
      follow: (context) => ({ ...context, ownPattern: null }),
      clockMeasured: (context, event: { clock: ClockOffset }) => ({ ...context, clock: event.clock }),
    },
  });
}

export type RoomStore = ReturnType<typeof createRoomStore>;
