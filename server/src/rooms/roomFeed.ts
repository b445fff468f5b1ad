/**
 * A member's live feed of one room, as frames tracked by room version: it listens first
 * (attaches to the hub before any await), then catches up from the log after
 * `lastEventId` (or starts from a snapshot of the current state), then follows: given a
 * hand-over (a WebSocket), the hub writes what follows straight to the member's line
 * (roomHub.ts, feedLine.ts); otherwise each wake-up reads what is new here. Versions
 * already sent are skipped either way, so nothing is missed and nothing doubled. Every
 * item carries the room version it follows as its id; a client that reconnects with that
 * id resumes exactly where it was.
 */
import { isMember } from '#events/roomState';
import { ROOM_PROTOCOL_VERSION, type RoomFeedItem } from '#events/roomSignals';
import type { FeedFrame, FeedHandover } from './feedLine';
import { endsFeed, eventItem } from './feedItems';
import type { FeedSink, RoomHub } from './roomHub';
import { isRecorded, READ_PAGE } from './roomLog';
import type { RoomService } from './roomService';

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

  /** The ephemeral items waiting, taken out. */
  take(): RoomFeedItem[] {
    const items = this.items;
    this.items = [];
    return items;
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
    return { grew: this.woken > cursor, items: this.take() };
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
  /**
   * The transport's hand-over: once caught up, the feed hands over to the hub, which
   * writes the room's items to the member's line directly (feedLine.ts). Without one
   * (a test's caller) the feed keeps sending through its generator.
   */
  handover?: FeedHandover | undefined;
  now?: () => number;
}

const frame = (version: number, item: RoomFeedItem): FeedFrame => ({ id: String(version), item });

export async function* roomFeed(options: FeedOptions): AsyncGenerator<FeedFrame, void, unknown> {
  const { hub, service, roomId, memberId, lastEventId, signal, handover, now = Date.now } = options;
  const inbox = new Inbox();
  const sink: FeedSink = {
    memberId,
    wake: (v) => inbox.wake(v),
    push: (item) => inbox.push(item),
    direct: undefined,
    sent: 0,
  };
  const detach = hub.attach(roomId, sink);
  let ended: (() => void) | undefined;
  const stop = () => {
    sink.direct?.end();
    ended?.();
    inbox.interrupt();
  };
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const { state, names } = await service.snapshot(roomId);
    let cursor: number;
    const canResume =
      lastEventId !== undefined &&
      lastEventId >= 1 &&
      lastEventId <= state.version &&
      state.version - lastEventId <= MAX_CATCH_UP;
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
      cursor = state.version;
      yield frame(cursor, snapshot);
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
          yield frame(cursor, eventItem(event, name));
          if (endsFeed(event, memberId)) return;
        }
        if (events.length >= READ_PAGE) continue;
      }
      if (handover && !sink.direct) {
        // Caught up: one last item through the generator (this member's own presence), and
        // as it goes out the hub takes over this member's line for everything after it.
        const finished = new Promise<void>((resolve) => (ended = resolve));
        const last = handover.mark(
          { kind: 'presence', memberId, present: true },
          (line) => {
            sink.sent = cursor;
            sink.direct = line;
            hub.goDirect(roomId, sink, inbox.take());
          },
          stop,
        );
        yield frame(cursor, last);
        if (sink.direct) {
          if (!signal?.aborted) await finished;
          return;
        }
        ended = undefined; // not handed over (not a socket after all): carry on here
      }
      const { grew, items } = await inbox.wait(cursor, signal);
      for (const item of items) yield frame(cursor, item);
      mustRead = grew;
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    detach();
  }
}
