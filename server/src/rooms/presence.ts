/**
 * Who is in a room right now, across instances: a member is present while they have a
 * feed open on some instance, and away once the last one ends or their instance stops
 * sending heartbeats. Each instance announces a member when their first feed opens there
 * and when their last closes, repeats its full list every heartbeat, and answers a `who`
 * from an instance that has just got its first feed for the room (README.md, "Across
 * instances"). Changes that come from other instances are told through `changed`.
 */
import type { Envelope, SignalBus } from './signalBus';

export interface PresenceOptions {
  now?: () => number;
  /** How often each instance repeats who it has connected (default 10 s). */
  heartbeatMs?: number;
  /** A member not heard of for this long is away (default 3 heartbeats). */
  presenceTimeoutMs?: number;
  onError?: (error: unknown) => void;
}

interface RoomPresenceState {
  /** Open feeds per member on this instance. */
  local: Map<string, number>;
  /** Members seen on other instances: instance -> when last heard. */
  remote: Map<string, Map<string, number>>;
}

export class RoomPresence {
  private readonly rooms = new Map<string, RoomPresenceState>();
  private readonly now: () => number;
  private readonly heartbeatMs: number;
  private readonly presenceTimeoutMs: number;
  private readonly onError: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly signals: SignalBus,
    /** A member's presence changed through news from another instance (or its silence). */
    private readonly changed: (roomId: string, memberId: string, present: boolean) => void,
    options: PresenceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.heartbeatMs = options.heartbeatMs ?? 10_000;
    this.presenceTimeoutMs = options.presenceTimeoutMs ?? this.heartbeatMs * 3;
    this.onError = options.onError ?? ((error) => console.error('[rooms]', error));
  }

  /** A feed of `memberId` opened here; true when that makes them present (they were away). */
  arrive(roomId: string, memberId: string): boolean {
    let room = this.rooms.get(roomId);
    const firstHere = !room;
    if (!room) this.rooms.set(roomId, (room = { local: new Map(), remote: new Map() }));
    const wasPresent = this.isPresent(room, memberId);
    const count = (room.local.get(memberId) ?? 0) + 1;
    room.local.set(memberId, count);
    if (count === 1) this.signals.publish({ type: 'presence', roomId, memberId, present: true });
    if (firstHere) this.signals.publish({ type: 'who', roomId });
    this.startTimer();
    return !wasPresent;
  }

  /** A feed of `memberId` closed here; true when that leaves them away everywhere. */
  depart(roomId: string, memberId: string): boolean {
    const room = this.rooms.get(roomId);
    if (!room) return false;
    const left = (room.local.get(memberId) ?? 1) - 1;
    if (left > 0) {
      room.local.set(memberId, left);
      return false;
    }
    room.local.delete(memberId);
    this.signals.publish({ type: 'presence', roomId, memberId, present: false });
    return !this.isPresent(room, memberId);
  }

  /** The room has no feeds here any more: what other instances said of it is dropped. */
  forget(roomId: string): void {
    this.rooms.delete(roomId);
    if (this.rooms.size === 0) this.stopTimer();
  }

  /** Members with a feed open on any instance, as far as this one knows. */
  present(roomId: string): string[] {
    const room = this.rooms.get(roomId);
    if (!room) return [];
    const members = new Set([...room.local.keys(), ...room.remote.keys()]);
    return [...members].filter((m) => this.isPresent(room, m)).sort();
  }

  /** News from the signal bus (its presence, heartbeat and `who` messages). */
  receive(message: Envelope): void {
    const room = this.rooms.get(message.roomId);
    if (!room || message.instance === this.signals.instance) return;
    switch (message.type) {
      case 'presence':
        this.updateRemote(message.roomId, room, [message.memberId], () => {
          const heard = room.remote.get(message.memberId) ?? new Map<string, number>();
          if (message.present) heard.set(message.instance, this.now());
          else heard.delete(message.instance);
          if (heard.size > 0) room.remote.set(message.memberId, heard);
          else room.remote.delete(message.memberId);
        });
        return;
      case 'here': {
        const listed = new Set(message.memberIds);
        const affected = new Set([
          ...listed,
          ...[...room.remote].filter(([, heard]) => heard.has(message.instance)).map(([m]) => m),
        ]);
        this.updateRemote(message.roomId, room, affected, () => {
          for (const memberId of affected) {
            const heard = room.remote.get(memberId) ?? new Map<string, number>();
            if (listed.has(memberId)) heard.set(message.instance, this.now());
            else heard.delete(message.instance);
            if (heard.size > 0) room.remote.set(memberId, heard);
            else room.remote.delete(memberId);
          }
        });
        return;
      }
      case 'who':
        this.heartbeat(message.roomId, room);
        return;
      case 'signal':
        return;
    }
  }

  /**
   * The bus may have missed presence news both ways: every room here tells the other
   * instances who it has and asks them for theirs.
   */
  resume(): void {
    for (const [roomId, room] of this.rooms) {
      this.heartbeat(roomId, room);
      this.signals.publish({ type: 'who', roomId });
    }
  }

  close(): void {
    this.stopTimer();
    this.rooms.clear();
  }

  private isPresent(room: RoomPresenceState, memberId: string): boolean {
    // Remote entries go stale only in `tick`, which tells the feeds; until then they count.
    return (room.local.get(memberId) ?? 0) > 0 || (room.remote.get(memberId)?.size ?? 0) > 0;
  }

  /** Applies a change to what other instances told us, and tells of members whose presence changed. */
  private updateRemote(roomId: string, room: RoomPresenceState, memberIds: Iterable<string>, change: () => void) {
    const ids = [...memberIds];
    const before = ids.map((m) => this.isPresent(room, m));
    change();
    ids.forEach((memberId, i) => {
      const after = this.isPresent(room, memberId);
      if (after !== before[i]) this.changed(roomId, memberId, after);
    });
  }

  private heartbeat(roomId: string, room: RoomPresenceState): void {
    this.signals.publish({ type: 'here', roomId, memberIds: [...room.local.keys()] });
  }

  private tick(): void {
    const cutoff = this.now() - this.presenceTimeoutMs;
    for (const [roomId, room] of this.rooms) {
      this.heartbeat(roomId, room);
      const stale = [...room.remote]
        .filter(([, heard]) => [...heard.values()].some((t) => t <= cutoff))
        .map(([m]) => m);
      if (stale.length === 0) continue;
      // The instance that had them stopped answering: they are away.
      this.updateRemote(roomId, room, stale, () => {
        for (const memberId of stale) {
          const heard = room.remote.get(memberId)!;
          for (const [instance, t] of heard) if (t <= cutoff) heard.delete(instance);
          if (heard.size === 0) room.remote.delete(memberId);
        }
      });
    }
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.tick();
      } catch (error) {
        this.onError(error);
      }
    }, this.heartbeatMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
