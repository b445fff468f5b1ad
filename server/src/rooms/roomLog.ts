/**
 * Reading a room's stream: stored events become `RecordedRoomEvent`s (validated through
 * `parseRoomEvent`), and the folded state is kept per room in memory and brought up to
 * date by reading only what is new. The cache is an optimisation, never the truth: every
 * decision is appended with the version it was decided at, so a stale cache costs a retry.
 */
import { parseRoomEvent, type RecordedRoomEvent } from '#events/roomEvents';
import { evolveRoom, initialRoom, type RoomState } from '#events/roomState';
import { roomStream } from '#events/streams';
import { readStream, type Queryable, type StoredEvent } from '../eventStore';

/** Reads at most this many events at a time. */
export const READ_PAGE = 500;

/**
 * A stored event as a room event; an event that no longer parses (it should never happen)
 * keeps its version, so readers move past it, but carries nothing.
 */
export function toRecorded(
  stored: StoredEvent,
  onInvalid: (message: string) => void = () => {},
): RecordedRoomEvent | { version: number; invalid: true } {
  const parsed = parseRoomEvent(stored);
  if (!parsed.ok) {
    onInvalid(`${stored.streamId} v${stored.version}: ${parsed.error}`);
    return { version: stored.version, invalid: true };
  }
  const actor = typeof stored.metadata.actor === 'string' ? stored.metadata.actor : null;
  return { ...parsed.event, version: stored.version, at: stored.recordedAt.toISOString(), actor };
}

export const isRecorded = (e: RecordedRoomEvent | { invalid: true }): e is RecordedRoomEvent => !('invalid' in e);

/** Events of the room from `fromVersion` on, at most `limit`, in version order. */
export async function readRoomEvents(
  sql: Queryable,
  roomId: string,
  fromVersion: number,
  limit = READ_PAGE,
  onInvalid?: (message: string) => void,
): Promise<(RecordedRoomEvent | { version: number; invalid: true })[]> {
  const stored = await readStream(sql, roomStream(roomId), fromVersion, limit);
  return stored.map((e) => toRecorded(e, onInvalid));
}

/** The newest version of each room's stream (rooms with no events are left out). */
export async function roomHeads(sql: Queryable, roomIds: readonly string[]): Promise<Map<string, number>> {
  const streams = roomIds.map(roomStream);
  const rows = await sql<{ stream_id: string; version: number }[]>`
    select stream_id, max(version)::int as version from events where stream_id = any(${streams}::text[]) group by stream_id`;
  const roomOf = new Map(roomIds.map((roomId, i) => [streams[i]!, roomId]));
  return new Map(rows.map((row) => [roomOf.get(row.stream_id)!, row.version]));
}

export function foldRecorded(
  state: RoomState,
  events: readonly (RecordedRoomEvent | { version: number; invalid: true })[],
): RoomState {
  return events.reduce<RoomState>((s, e) => (isRecorded(e) ? evolveRoom(s, e) : { ...s, version: e.version }), state);
}

/**
 * Folded states of the rooms in use on this instance, oldest dropped past `capacity`.
 * Each also knows the highest version heard of (appends here, the event bus): while the
 * state has reached it, a command may be decided on it without a read (`fresh`); an
 * append it missed is still caught by the append's version check.
 */
export class RoomStateCache {
  private readonly states = new Map<string, RoomState>();
  private readonly heads = new Map<string, number>();
  constructor(
    private readonly capacity = 1000,
    private readonly onInvalid?: (message: string) => void,
  ) {}

  /** The room's state as of the latest committed event `sql` can see. */
  async current(sql: Queryable, roomId: string): Promise<RoomState> {
    // What was heard of before the read began is committed, so the read covers it.
    const heardBefore = this.heads.get(roomId);
    let state = this.states.get(roomId) ?? initialRoom();
    for (;;) {
      const events = await readRoomEvents(sql, roomId, state.version + 1, READ_PAGE, this.onInvalid);
      state = foldRecorded(state, events);
      if (events.length < READ_PAGE) break;
    }
    this.remember(roomId, state);
    if (this.heads.get(roomId) === heardBefore) this.heads.delete(roomId);
    return state;
  }

  /** The cached state, without reading anything (undefined when not cached). */
  peek(roomId: string): RoomState | undefined {
    return this.states.get(roomId);
  }

  /** The cached state if it has reached every version heard of for the room. */
  fresh(roomId: string): RoomState | undefined {
    const state = this.states.get(roomId);
    return state && state.version >= (this.heads.get(roomId) ?? 0) ? state : undefined;
  }

  /** The room's stream has reached at least `version` (only kept for rooms in the cache). */
  noteHead(roomId: string, version: number): void {
    if (this.states.has(roomId) && version > (this.heads.get(roomId) ?? 0)) this.heads.set(roomId, version);
  }

  /** Something was appended to the room whose version is not known here: read before trusting the cache. */
  markStale(roomId: string): void {
    if (this.states.has(roomId)) this.heads.set(roomId, Infinity);
  }

  /** Folds events read by someone else (the feeds' reads) when they carry on from the cached state. */
  advance(roomId: string, events: readonly (RecordedRoomEvent | { version: number; invalid: true })[]): void {
    const known = this.states.get(roomId);
    if (!known || events.length === 0 || events[0]!.version > known.version + 1) return;
    const next = events.filter((e) => e.version > known.version);
    if (next.length > 0) this.remember(roomId, foldRecorded(known, next));
  }

  private remember(roomId: string, state: RoomState): void {
    const known = this.states.get(roomId);
    // Two readers may race: keep the newer state, whichever finished last.
    if (known && known.version > state.version) return;
    this.states.delete(roomId);
    this.states.set(roomId, state);
    if (this.states.size > this.capacity) {
      const oldest = this.states.keys().next().value!;
      this.states.delete(oldest);
      this.heads.delete(oldest);
    }
  }
}
