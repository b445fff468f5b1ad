/**
 * What a member knows of a room, kept from their live feed (`rooms.watch`): the shared
 * state folded with `evolveRoom` (the same fold the server keeps), the members' names,
 * who is present, and the leader's latest pointer and sounded note. Pure: the store
 * (roomStore.ts) applies it, and the tests feed it items by hand.
 */
import type { FretPlace } from '#events/roomEvents';
import { ROOM_PROTOCOL_VERSION, type RoomFeedItem } from '#events/roomSignals';
import { evolveRoom, type RoomState } from '#events/roomState';

/** A note the leader sounded; `seq` tells two soundings of the same place apart. */
export interface SoundedNote {
  at: FretPlace;
  seq: number;
}

export interface RoomLive {
  /** Null until the first snapshot. */
  state: RoomState | null;
  /** The member watching. */
  you: string | null;
  names: Record<string, string>;
  /** Members with a live connection; the others are away. */
  present: string[];
  /** The leader's pointer over the neck, or null when it is off the neck. */
  pointer: FretPlace | null;
  sounded: SoundedNote | null;
  /** Items that did not fit (a gap in versions): the feed should be restarted from a snapshot. */
  outOfStep: boolean;
  /**
   * The server speaks another room protocol than this page (it was updated while the page
   * stayed open): its items may not mean what this page thinks, so nothing more is folded
   * and the page offers a reload.
   */
  outdated: boolean;
}

export const emptyRoomLive = (): RoomLive => ({
  state: null,
  you: null,
  names: {},
  present: [],
  pointer: null,
  sounded: null,
  outOfStep: false,
  outdated: false,
});

const withPresence = (present: string[], memberId: string, isPresent: boolean): string[] => {
  const others = present.filter((id) => id !== memberId);
  return isPresent ? [...others, memberId] : others;
};

/** The room after one more feed item. */
export function foldFeed(live: RoomLive, item: RoomFeedItem): RoomLive {
  if (live.outdated) return live;
  switch (item.kind) {
    case 'snapshot':
      if (item.protocol !== ROOM_PROTOCOL_VERSION) return { ...emptyRoomLive(), outdated: true };
      // A snapshot replaces everything: it may come after a long absence.
      return {
        state: item.state,
        you: item.you,
        names: { ...item.names },
        present: [...item.present],
        pointer: null,
        sounded: null,
        outOfStep: false,
        outdated: false,
      };
    case 'event': {
      const { state } = live;
      if (!state) return { ...live, outOfStep: true };
      const { event } = item;
      // Already folded (a resumed feed never repeats, but a replayed item must not double anything).
      if (event.version <= state.version) return live;
      if (event.version !== state.version + 1) return { ...live, outOfStep: true };
      const next = evolveRoom(state, event);
      const names =
        item.name !== undefined && event.type === 'MemberJoined'
          ? { ...live.names, [event.data.memberId]: item.name }
          : live.names;
      // A member who joins is watching (or about to be); one who leaves is not.
      const present =
        event.type === 'MemberJoined' && !live.present.includes(event.data.memberId)
          ? [...live.present, event.data.memberId]
          : event.type === 'MemberLeft'
            ? live.present.filter((id) => id !== event.data.memberId)
            : live.present;
      // A new pattern or a new leader wipes the old pointer.
      const pointer =
        event.type === 'PatternShown' || event.type === 'LeadHandedOver' || event.type === 'RoomClosed'
          ? null
          : live.pointer;
      return { ...live, state: next, names, present, pointer };
    }
    case 'signal': {
      // Only the leader's signals count; one sent just before a hand-over is stale.
      if (!live.state || item.from !== live.state.leaderId) return live;
      if (item.signal.type === 'pointer') return { ...live, pointer: item.signal.at };
      return { ...live, sounded: { at: item.signal.at, seq: (live.sounded?.seq ?? 0) + 1 } };
    }
    case 'presence':
      return { ...live, present: withPresence(live.present, item.memberId, item.present) };
  }
}

export const foldFeedItems = (items: readonly RoomFeedItem[], from: RoomLive = emptyRoomLive()): RoomLive =>
  items.reduce(foldFeed, from);

/** The member's display name, or a stand-in for one the server did not name. */
export const nameOf = (live: RoomLive, memberId: string): string => live.names[memberId] ?? 'A member';
