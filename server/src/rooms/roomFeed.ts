/**
 * A member's live feed of one room, as tRPC `tracked` items: it listens first (attaches
 * to the hub before any await), then catches up from the log after `lastEventId` (or
 * starts from a snapshot of the current state), then follows: each wake-up reads what is
 * new, and versions already sent are skipped, so nothing is missed and nothing doubled.
 * Every item carries the room version it follows as its id; a client that reconnects with
 * that id resumes exactly where it was.
 */
import { tracked, type TrackedEnvelope } from '@trpc/server';
import { isMember } from '../../../events/roomState';
import { ROOM_PROTOCOL_VERSION, type RoomFeedItem } from '../../../events/roomSignals';
import type { RoomHub } from './roomHub';
import { isRecorded, READ_PAGE } from './roomLog';
import type { RoomService } from './roomService';
import { serializeOnce } from '../trpc/transformer';

/**
 * The feed item of a stored event, one object per event (the hub's reads are shared by
 * every feed of the room), so it is encoded once for all the members it goes to.
 */
const eventItems = new WeakMap<object, RoomFeedItem>();
function eventItem(event: Extract<RoomFeedItem, { kind: 'event' }>['event'], name: string | undefined): RoomFeedItem {
  let item = eventItems.get(event);
  if (!item) eventItems.set(event, (item = serializeOnce<RoomFeedItem>({ kind: 'event', event, ...(name !== undefined ? { name } : {}) })));
  return item;
}

/** Resuming from further back than this sends a snapshot instead of every event. */
export const MAX_CATCH_UP = READ_PAGE;

/** What a feed waits on: the highest version woken for, and ephemeral items in arrival order. */
class Inbox {
  private woken = 0;
  private items: RoomFeedItem[] = [];
  private notify: (() => void) | undefined;

  wake(version: number): void {
    if (version > this.woken) this.woken = version;
    this.notify?.();
  }

  push(item: RoomFeedItem): void {
    // A slow reader keeps only the latest pointer moves, not an ever-growing queue.
    if (this.items.length >= 200) this.items.splice(0, this.items.length - 100);
    this.items.push(item);
    this.notify?.();
  }

  /** Ends a wait at once (the feed is being stopped). */
  interrupt(): void {
    this.notify?.();
  }

  /** Waits until the stream passed `cursor` or an item arrived (or the feed was stopped). */
  async wait(cursor: number, signal: AbortSignal | undefined): Promise<{ grew: boolean; items: RoomFeedItem[] }> {
    while (this.woken <= cursor && this.items.length === 0 && !signal?.aborted) {
      await new Promise<void>((resolve) => (this.notify = resolve));
      this.notify = undefined;
    }
    const items = this.items;
    this.items = [];
    return { grew: this.woken > cursor, items };
  }
}

export interface FeedOptions {
  hub: RoomHub;
  service: RoomService;
  roomId: string;
  memberId: string;
  /** The last version the client has (the tracked id it saw last); absent: start from a snapshot. */
  lastEventId?: number | undefined;
  signal?: AbortSignal | undefined;
  now?: () => number;
}

export async function* roomFeed(options: FeedOptions): AsyncGenerator<TrackedEnvelope<RoomFeedItem>, void, unknown> {
  const { hub, service, roomId, memberId, lastEventId, signal, now = Date.now } = options;
  const inbox = new Inbox();
  const detach = hub.attach(roomId, { memberId, wake: (v) => inbox.wake(v), push: (item) => inbox.push(item) });
  const interrupt = () => inbox.interrupt();
  signal?.addEventListener('abort', interrupt, { once: true });
  try {
    const { state, names } = await service.snapshot(roomId);
    let cursor: number;
    const canResume = lastEventId !== undefined && lastEventId >= 1 && lastEventId <= state.version && state.version - lastEventId <= MAX_CATCH_UP;
    if (canResume) {
      cursor = lastEventId;
      if (state.closed && cursor === state.version) return;
    } else {
      const snapshot: RoomFeedItem = {
        kind: 'snapshot',
        protocol: ROOM_PROTOCOL_VERSION,
        you: memberId,
        state,
        names,
        present: hub.present(roomId),
        serverTime: now(),
      };
      yield tracked(String(state.version), snapshot);
      cursor = state.version;
      if (state.closed || !isMember(state, memberId)) return;
    }

    let mustRead = true;
    while (!signal?.aborted) {
      if (mustRead) {
        const events = await hub.read(roomId, cursor + 1);
        for (const event of events) {
          if (event.version !== cursor + 1) continue; // already sent (or, never expected, out of order)
          cursor = event.version;
          if (!isRecorded(event)) continue;
          const name = event.type === 'MemberJoined' ? await hub.name(roomId, event.data.memberId) : undefined;
          yield tracked(String(cursor), eventItem(event, name));
          if (event.type === 'RoomClosed' || (event.type === 'MemberLeft' && event.data.memberId === memberId)) return;
        }
        if (events.length >= READ_PAGE) continue;
      }
      const { grew, items } = await inbox.wait(cursor, signal);
      for (const item of items) yield tracked(String(cursor), item);
      mustRead = grew;
    }
  } finally {
    signal?.removeEventListener('abort', interrupt);
    detach();
  }
}
