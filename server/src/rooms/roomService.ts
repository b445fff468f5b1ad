/**
 * Rooms on the event store: open, join, leave, close and the members' commands. Each one
 * reads the room's state (cached fold + what is new), decides with the pure deciders of
 * events/roomDecide.ts, and appends at the version it decided on: the members' commands in
 * their room's turn, grouped (commandQueue.ts); joining and closing alone in that turn,
 * with the rows beside the stream (the code, the members' accounts and guests) written in
 * the same transaction as their events. Who is asking is resolved by membership.ts.
 * Expected refusals come back as values with a sentence to show (roomOutcome.ts).
 */
import { roomStream } from '#events/streams';
import {
  decideClose,
  decideJoin,
  decideLeave,
  decideOpenRoom,
  decideRoomCommand,
  type RoomCommand,
} from '#events/roomDecide';
import { isMember, type RoomState } from '#events/roomState';
import type { Database } from '../db/database';
import {
  ConcurrencyError,
  createEventStore,
  EventIdConflictError,
  type EventStore,
  type Queryable,
} from '../eventStore';
import { MAX_ATTEMPTS, RoomCommandQueue, type CommittedListener } from './commandQueue';
import { Membership, type JoinLimits } from './membership';
import { onRoomGrew } from './roomBus';
import { RoomStateCache } from './roomLog';
import { ok, refuse, type RoomOutcome } from './roomOutcome';
import {
  findGuestByJoinEvent,
  findMember,
  findRoomOpenedBy,
  insertGuestMember,
  insertRoom,
  insertUserMember,
  markRoomClosed,
  memberNames,
  replaceGuestToken,
  type MemberRecord,
  type Principal,
  type RoomRecord,
} from './roomRecords';
import { newGuestToken, newMemberId, newRoomCode, newRoomId } from './secrets';

export type { RoomOutcome, ServiceRefusal } from './roomOutcome';
export type { CommittedListener } from './commandQueue';

export interface RoomServiceOptions {
  /** Server time in epoch ms; tests pass their own clock. */
  now?: () => number;
  limits?: Partial<JoinLimits>;
  onInvalidEvent?: (message: string) => void;
  /** Where a failing listener of committed events is reported (the command itself has succeeded). */
  onError?: (error: unknown) => void;
}

export interface JoinedRoom {
  roomId: string;
  code: string;
  memberId: string;
  /** For a guest: the bearer token for this room, to send with every later call. */
  guestToken?: string;
}

export class RoomService {
  readonly store: EventStore;
  readonly cache: RoomStateCache;
  private readonly now: () => number;
  private readonly membership: Membership;
  private readonly queue: RoomCommandQueue;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Pick<Database, 'sql' | 'bus'>,
    options: RoomServiceOptions = {},
  ) {
    this.store = createEventStore(db);
    this.cache = new RoomStateCache(1000, options.onInvalidEvent);
    this.now = options.now ?? Date.now;
    this.membership = new Membership(db.sql, this.now, options.limits);
    this.queue = new RoomCommandQueue(
      this.store,
      db.sql,
      this.cache,
      options.onError ?? ((error) => console.error('[rooms]', error)),
      options.onInvalidEvent,
    );
    // Appends on any instance make the cached state of their room stale until read.
    this.unsubscribe = onRoomGrew(db.bus, (roomId, version) => this.cache.noteHead(roomId, version));
  }

  get sql(): Queryable {
    return this.db.sql;
  }

  /** Hears of the members' commands this instance commits, at once and without a read (commandQueue.ts). */
  onCommitted(listener: CommittedListener): () => void {
    return this.queue.onCommitted(listener);
  }

  /** Stops following the event bus (the instance is shutting down). */
  dispose(): void {
    this.unsubscribe();
  }

  /** A signed-in user opens a room and is its host and first leader. Retried with the same event id: the same room. */
  async open(userId: string, command: { eventId: string; title?: string }): Promise<RoomOutcome<JoinedRoom>> {
    return this.withRetries(() =>
      this.store.transaction(async (tx) => {
        const existing = await findRoomOpenedBy(tx.sql, command.eventId);
        if (existing) {
          const member = await findMember(tx.sql, existing.roomId, { userId });
          if (!member || existing.hostUserId !== userId) return refuse<JoinedRoom>('ID_TAKEN');
          return ok({ roomId: existing.roomId, code: existing.code, memberId: member.memberId });
        }
        const room = { roomId: newRoomId(), code: newRoomCode(), hostUserId: userId };
        const memberId = newMemberId();
        await insertRoom(tx.sql, room);
        await insertUserMember(tx.sql, { memberId, roomId: room.roomId, userId });
        const events = decideOpenRoom(
          { code: room.code, hostId: memberId, title: command.title },
          this.context(command.eventId),
        );
        await tx.append(roomStream(room.roomId), 'no_stream', events);
        return ok({ roomId: room.roomId, code: room.code, memberId });
      }),
    );
  }

  /**
   * Joins as the signed-in user, or as a guest with a display name (who gets a token for
   * this room). A user already in the room changes nothing; the 51st member is refused.
   */
  async join(
    clientKey: string,
    code: string,
    who: { userId: string } | { guestName: string },
    eventId: string,
  ): Promise<RoomOutcome<JoinedRoom>> {
    const found = await this.membership.findRoom(clientKey, code);
    if (!found.ok) return found;
    const room = found.value;
    if (room.closedAt) return refuse('CLOSED');
    return this.queue.alone(room.roomId, () =>
      this.withRetries(() =>
        this.store.transaction(async (tx) => {
          if ('guestName' in who) {
            // A retried guest join (the answer was lost): the same member, a fresh token.
            const earlier = await findGuestByJoinEvent(tx.sql, room.roomId, eventId);
            if (earlier) {
              const guestToken = newGuestToken();
              await replaceGuestToken(tx.sql, earlier, guestToken);
              return ok<JoinedRoom>({ roomId: room.roomId, code: room.code, memberId: earlier, guestToken });
            }
          }
          const existing = 'userId' in who ? await findMember(tx.sql, room.roomId, { userId: who.userId }) : null;
          const memberId = existing?.memberId ?? newMemberId();
          const state = await this.cache.current(tx.sql, room.roomId);
          const decision = decideJoin(
            state,
            { memberId, kind: 'userId' in who ? 'user' : 'guest' },
            this.context(eventId),
          );
          if (!decision.ok) return refuse<JoinedRoom>(decision.refusal);
          let guestToken: string | undefined;
          if ('guestName' in who) {
            guestToken = newGuestToken();
            await insertGuestMember(tx.sql, {
              memberId,
              roomId: room.roomId,
              displayName: who.guestName,
              token: guestToken,
            });
          } else if (!existing) {
            await insertUserMember(tx.sql, { memberId, roomId: room.roomId, userId: who.userId });
          }
          if (decision.events.length > 0) await tx.append(roomStream(room.roomId), state.version, decision.events);
          return ok<JoinedRoom>({
            roomId: room.roomId,
            code: room.code,
            memberId,
            ...(guestToken ? { guestToken } : {}),
          });
        }),
      ),
    );
  }

  /** Finds the room of a code, counting a miss against the client (guessing is limited). */
  findRoom(clientKey: string, code: string): Promise<RoomOutcome<RoomRecord>> {
    return this.membership.findRoom(clientKey, code);
  }

  /** The room and the asking member, or why not. */
  member(code: string, principal: Principal): Promise<RoomOutcome<{ room: RoomRecord; member: MemberRecord }>> {
    return this.membership.member(code, principal);
  }

  /** Like `member`, trusted for a few seconds (membership.ts). */
  memberCached(code: string, principal: Principal): Promise<RoomOutcome<{ room: RoomRecord; member: MemberRecord }>> {
    return this.membership.memberCached(code, principal);
  }

  /**
   * Who may open the room's feed: a member, or anyone who was one once the room has closed
   * (they get its final snapshot).
   */
  async watcher(code: string, principal: Principal): Promise<RoomOutcome<{ roomId: string; memberId: string }>> {
    const found = await this.membership.member(code, principal);
    if (!found.ok) return found;
    const { room, member } = found.value;
    const state = await this.cache.current(this.db.sql, room.roomId);
    if (!state.closed && !isMember(state, member.memberId)) return refuse('NOT_MEMBER');
    return ok({ roomId: room.roomId, memberId: member.memberId });
  }

  async leave(code: string, principal: Principal, eventId: string): Promise<RoomOutcome<{ changed: boolean }>> {
    const found = await this.membership.member(code, principal);
    if (!found.ok) return found;
    const { room, member } = found.value;
    return this.queue.decideAndAppend(room.roomId, (state) =>
      decideLeave(state, member.memberId, this.context(eventId)),
    );
  }

  /** The host ends the room for everyone; its history stays. Guests' names and tokens are erased. */
  async close(code: string, principal: Principal, eventId: string): Promise<RoomOutcome<{ changed: boolean }>> {
    const found = await this.membership.member(code, principal);
    if (!found.ok) return found;
    const { room, member } = found.value;
    return this.queue.alone(room.roomId, () =>
      this.withRetries(() =>
        this.store.transaction(async (tx) => {
          const state = await this.cache.current(tx.sql, room.roomId);
          const decision = decideClose(state, member.memberId, this.context(eventId));
          if (!decision.ok) return refuse<{ changed: boolean }>(decision.refusal);
          if (decision.events.length === 0) return ok({ changed: false });
          await tx.append(roomStream(room.roomId), state.version, decision.events);
          await markRoomClosed(tx.sql, room.roomId);
          return ok({ changed: true });
        }),
      ),
    );
  }

  /**
   * A member's command. Who is asking is resolved through the short cache (a leader sends
   * up to 10 changes a second; bench/rooms.bench.ts): the rows only map the caller to a
   * member id, and whether that member may act is decided on the room's current state.
   */
  async command(
    code: string,
    principal: Principal,
    command: RoomCommand,
    eventId: string,
  ): Promise<RoomOutcome<{ changed: boolean }>> {
    const found = await this.membership.memberCached(code, principal);
    if (!found.ok) return found;
    const { room, member } = found.value;
    return this.queue.decideAndAppend(room.roomId, (state) =>
      decideRoomCommand(state, member.memberId, command, this.context(eventId)),
    );
  }

  /** The current state and the members' names, for a snapshot. */
  async snapshot(roomId: string): Promise<{ state: RoomState; names: Record<string, string> }> {
    const state = await this.cache.current(this.db.sql, roomId);
    const names = await memberNames(this.db.sql, roomId);
    return { state, names };
  }

  private context(eventId: string) {
    return { eventId, now: this.now() };
  }

  private async withRetries<T>(attempt: () => Promise<RoomOutcome<T>>): Promise<RoomOutcome<T>> {
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof EventIdConflictError) return refuse('ID_TAKEN');
        if (!(error instanceof ConcurrencyError)) throw error;
        if (n >= MAX_ATTEMPTS) return refuse('ROOM_BUSY');
      }
    }
  }
}
