/**
 * The items of a member's feed that come from the log, shared by the feed (roomFeed.ts)
 * and the hub (roomHub.ts), which builds them once per room for the lines it writes to.
 */
import type { RecordedRoomEvent } from '#events/roomEvents';
import type { RoomFeedItem } from '#events/roomSignals';

/** The feed item of a stored event (`MemberJoined` carries the member's name). */
export function eventItem(
  event: Extract<RoomFeedItem, { kind: 'event' }>['event'],
  name: string | undefined,
): RoomFeedItem {
  return { kind: 'event', event, ...(name !== undefined ? { name } : {}) };
}

/** The last item of a member's feed: the room closed, or this member left it. */
export function endsFeed(event: RecordedRoomEvent, memberId: string): boolean {
  return event.type === 'RoomClosed' || (event.type === 'MemberLeft' && event.data.memberId === memberId);
}
