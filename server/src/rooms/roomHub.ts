/**
 * One per server instance: the live side of rooms. It learns that a room's stream grew
 * from this instance's own commits (with the events, no read needed) and from the event
 * bus (another instance's: one shared read per room). Feeds that have caught up over a
 * socket are written to directly: each item is built once per room and sent to every
 * member's line (feedLine.ts); feeds without one are woken and read for themselves.
 * It carries ephemeral signals between members on every instance, and tells the feeds of
 * presence (presence.ts keeps it).
 */
import type { RecordedRoomEvent } from '#events/roomEvents';
import type { RoomFeedItem, RoomSignal } from '#events/roomSignals';
import type { Bus } from '../db/bus';
import { retryWhileDatabaseAway } from '../db/unavailable';
import { isRecorded, READ_PAGE, readRoomEvents, roomHeads } from './roomLog';
import { memberNames, GUEST_NAME } from './roomRecords';
import type { RoomService } from './roomService';
import { endsFeed, eventItem } from './feedItems';
import type { FeedLine } from './feedLine';
import { onRoomGrew } from './roomBus';
import { RoomPresence, type PresenceOptions } from './presence';
import type { Envelope, SignalBus } from './signalBus';

/** A feed's ends, as the hub sees them. */
export interface FeedSink {
  memberId: string;
  /** The room's stream has reached at least this version. */
  wake(version: number): void;
  /** An ephemeral item: a signal or a presence change. */
  push(item: RoomFeedItem): void;
  /** Once the feed has handed over (roomFeed.ts): its line, written to by the hub instead. */
  direct?: FeedLine | undefined;
  /** Once handed over: the room version the line has been sent up to (the tracked id of its items). */
  sent: number;
}

export type RoomHubOptions = PresenceOptions;

interface LocalRoom {
  sinks: Set<FeedSink>;
  names: Map<string, Promise<string>>;
  /** The highest version committed here or announced by the event bus since the room's first feed here. */
  announced: number;
  /** The newest events (committed here, or read for the room's feeds), for feeds that ask a moment later. */
  recent: { from: number; events: ReadResult } | undefined;
  /** Whether the direct feeds are being brought up to `announced`, and whether to look again after. */
  pumping: boolean;
  pumpAgain: boolean;
}

type ReadResult = Awaited<ReturnType<typeof readRoomEvents>>;

/** The newest events kept per room: enough for feeds a little behind; further back they read. */
const RECENT_EVENTS = 200;

/** The feed item of each event sent to lines: one object per event, so the transport encodes it once. */
const eventItems = new WeakMap<RecordedRoomEvent, RoomFeedItem>();

export class RoomHub {
  private readonly rooms = new Map<string, LocalRoom>();
  private readonly reads = new Map<string, Promise<ReadResult>>();
  private readonly presence: RoomPresence;
  private readonly onError: (error: unknown) => void;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly service: RoomService,
    bus: Bus,
    private readonly signals: SignalBus,
    options: RoomHubOptions = {},
  ) {
    this.onError = options.onError ?? ((error) => console.error('[rooms]', error));
    this.presence = new RoomPresence(
      signals,
      (roomId, memberId, present) => {
        const room = this.rooms.get(roomId);
        if (room) this.broadcast(room, { kind: 'presence', memberId, present });
      },
      options,
    );
    this.unsubscribe.push(
      onRoomGrew(bus, (roomId, version) => {
        const room = this.rooms.get(roomId);
        if (room) this.grew(roomId, room, version);
      }),
      service.onCommitted((roomId, events) => this.committed(roomId, events)),
      signals.subscribe((message) => this.receive(message)),
      bus.onResume(() => void this.resume()),
    );
  }

  /**
   * The bus is back after it may have missed wake-ups and presence news (a database
   * outage): every room with feeds here is read up to its newest version, so each feed
   * carries on from the last version it sent, and presence is exchanged again.
   */
  async resume(): Promise<void> {
    const roomIds = [...this.rooms.keys()];
    if (roomIds.length === 0) return;
    this.presence.resume();
    let heads: Map<string, number>;
    try {
      heads = await retryWhileDatabaseAway(() => roomHeads(this.service.sql, roomIds));
    } catch (error) {
      return this.onError(error); // still away: the bus will resume again once it is back
    }
    for (const [roomId, version] of heads) {
      this.service.cache.noteHead(roomId, version);
      const room = this.rooms.get(roomId);
      if (room) this.grew(roomId, room, version);
    }
  }

  /** Starts delivering to `sink`; call before reading anything, so nothing is missed. Returns the detach. */
  attach(roomId: string, sink: FeedSink): () => void {
    let room = this.rooms.get(roomId);
    if (!room) {
      room = {
        sinks: new Set(),
        names: new Map(),
        announced: 0,
        recent: undefined,
        pumping: false,
        pumpAgain: false,
      };
      this.rooms.set(roomId, room);
    }
    room.sinks.add(sink);
    if (this.presence.arrive(roomId, sink.memberId))
      this.broadcast(room, { kind: 'presence', memberId: sink.memberId, present: true }, sink);

    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      const current = this.rooms.get(roomId);
      if (!current) return;
      current.sinks.delete(sink);
      if (this.presence.depart(roomId, sink.memberId))
        this.broadcast(current, { kind: 'presence', memberId: sink.memberId, present: false });
      if (current.sinks.size === 0) {
        this.rooms.delete(roomId);
        this.presence.forget(roomId);
      }
    };
  }

  /**
   * Events from `fromVersion` on (one page). Concurrent reads of the same range share one
   * query, and the room's latest read answers feeds that come for part of it later (a
   * feed busy sending when the others read): once per room version, not once per member.
   * What it gives may stop short of the newest version; the feed's wake-up brings it back.
   */
  read(roomId: string, fromVersion: number): Promise<ReadResult> {
    const room = this.rooms.get(roomId);
    const recent = room?.recent;
    if (recent && fromVersion >= recent.from && fromVersion < recent.from + recent.events.length) {
      return Promise.resolve(
        fromVersion === recent.from ? recent.events : recent.events.slice(fromVersion - recent.from),
      );
    }
    const key = `${roomId}:${fromVersion}`;
    let read = this.reads.get(key);
    if (!read) {
      read = readRoomEvents(this.service.sql, roomId, fromVersion, READ_PAGE, (message) =>
        this.onError(new Error(message)),
      );
      this.reads.set(key, read);
      const forget = () => void this.reads.delete(key);
      read.then((events) => {
        forget();
        // The same events bring the service's cached state up to date, saving the next command a read.
        this.service.cache.advance(roomId, events);
        const current = this.rooms.get(roomId);
        if (current && events.length > 0 && events[0]!.version === fromVersion) this.keepRecent(current, events);
      }, forget);
    }
    return read;
  }

  /**
   * A feed has handed over its line (`sink.direct` is set, `sink.sent` the version it has
   * sent up to). Called as the hand-over item goes out: what the feed had waiting, and any
   * events since, are written just after it.
   */
  goDirect(roomId: string, sink: FeedSink, waiting: RoomFeedItem[]): void {
    queueMicrotask(() => {
      const line = sink.direct;
      if (!line) return;
      for (const item of waiting) line.send(String(sink.sent), item);
      const room = this.rooms.get(roomId);
      if (room) this.pump(roomId, room);
    });
  }

  /** The room's stream has reached `version`: feeds reading for themselves are woken, direct ones written to. */
  private grew(roomId: string, room: LocalRoom, version: number): void {
    room.announced = Math.max(room.announced, version);
    let direct = false;
    for (const sink of room.sinks) {
      if (sink.direct) direct = true;
      else sink.wake(version);
    }
    if (direct) this.pump(roomId, room);
  }

  /** Events this instance has just committed: no need to read them back. */
  private committed(roomId: string, events: ReadResult): void {
    const room = this.rooms.get(roomId);
    if (!room || events.length === 0) return;
    this.keepRecent(room, events);
    this.grew(roomId, room, events.at(-1)!.version);
  }

  /** Keeps the newest events of the room, joining them to those kept when they follow on. */
  private keepRecent(room: LocalRoom, events: ReadResult): void {
    const kept = room.recent;
    const from = events[0]!.version;
    const end = from + events.length;
    if (kept && from >= kept.from && from <= kept.from + kept.events.length) {
      if (end <= kept.from + kept.events.length) return; // nothing new
      const joined = kept.events.slice(0, from - kept.from).concat(events);
      const drop = Math.max(0, joined.length - RECENT_EVENTS);
      room.recent = { from: kept.from + drop, events: drop > 0 ? joined.slice(drop) : joined };
    } else if (!kept || end > kept.from + kept.events.length) {
      room.recent = { from, events: events.length > RECENT_EVENTS ? events.slice(-RECENT_EVENTS) : events };
      if (events.length > RECENT_EVENTS) room.recent.from = end - RECENT_EVENTS;
    }
  }

  /**
   * Brings every direct feed of the room up to the newest version known: each event's item
   * is built once and written to every line that has sent the version before it. One pump
   * per room at a time; news that comes while it works makes it look again.
   */
  private pump(roomId: string, room: LocalRoom): void {
    if (room.pumping) {
      room.pumpAgain = true;
      return;
    }
    room.pumping = true;
    this.pumpUntilCurrent(roomId, room)
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        room.pumping = false;
      });
  }

  private async pumpUntilCurrent(roomId: string, room: LocalRoom): Promise<void> {
    for (;;) {
      room.pumpAgain = false;
      let from = Infinity;
      for (const sink of room.sinks) {
        const line = sink.direct;
        if (line && !line.ended && sink.sent < room.announced) from = Math.min(from, sink.sent + 1);
      }
      const events = from === Infinity ? [] : await this.read(roomId, from);
      for (const event of events) {
        const item = isRecorded(event) ? await this.eventItem(roomId, event) : undefined;
        const id = String(event.version);
        for (const sink of room.sinks) {
          const line = sink.direct;
          if (!line || line.ended || sink.sent !== event.version - 1) continue;
          sink.sent = event.version;
          if (item === undefined) continue; // an event that no longer parses: moved past, never sent
          line.send(id, item);
          if (endsFeed(event as RecordedRoomEvent, sink.memberId)) line.end();
        }
      }
      // Stop when nothing came and nothing new was announced meanwhile (the next news pumps again).
      if (events.length === 0 && !room.pumpAgain) return;
    }
  }

  /** The feed item of an event, made once (its `MemberJoined` carries the member's name). */
  private async eventItem(roomId: string, event: RecordedRoomEvent): Promise<RoomFeedItem> {
    let item = eventItems.get(event);
    if (item === undefined) {
      const name = event.type === 'MemberJoined' ? await this.name(roomId, event.data.memberId) : undefined;
      item = eventItems.get(event) ?? eventItem(event, name);
      eventItems.set(event, item);
    }
    return item;
  }

  /** A member's display name, looked up once per room while it has feeds here. */
  name(roomId: string, memberId: string): Promise<string> {
    const room = this.rooms.get(roomId);
    const lookUp = () =>
      memberNames(this.service.sql, roomId, [memberId]).then((names) => names[memberId] ?? GUEST_NAME);
    if (!room) return lookUp();
    let name = room.names.get(memberId);
    if (!name) {
      name = lookUp();
      room.names.set(memberId, name);
      name.catch(() => room.names.delete(memberId));
    }
    return name;
  }

  /**
   * Whether a state at `version` is as new as anything announced for the room. Only while
   * the room has feeds here (else nothing is listening); an append not yet announced may
   * be missing, which is fine for what it serves: ephemeral signals, not decisions.
   */
  isCurrent(roomId: string, version: number): boolean {
    const room = this.rooms.get(roomId);
    return room !== undefined && version >= room.announced;
  }

  /** Members with a feed open on any instance, as far as this one knows. */
  present(roomId: string): string[] {
    return this.presence.present(roomId);
  }

  publishSignal(roomId: string, from: string, signal: RoomSignal): void {
    this.signals.publish({ type: 'signal', roomId, from, signal });
  }

  close(): void {
    this.presence.close();
    this.unsubscribe.forEach((stop) => stop());
    this.rooms.clear();
  }

  private broadcast(room: LocalRoom, item: RoomFeedItem, except?: FeedSink | string): void {
    for (const sink of room.sinks) {
      if (sink === except || sink.memberId === except) continue;
      try {
        const line = sink.direct;
        if (!line) sink.push(item);
        // A socket far behind skips pointer moves and sounded notes; the next ones replace them.
        else if (item.kind !== 'signal' || !line.congested) line.send(String(sink.sent), item);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private receive(message: Envelope): void {
    if (message.type !== 'signal') return this.presence.receive(message);
    const room = this.rooms.get(message.roomId);
    // One item for every member but the sender: encoded once, however many sockets it goes to.
    if (room) this.broadcast(room, { kind: 'signal', from: message.from, signal: message.signal }, message.from);
  }
}
