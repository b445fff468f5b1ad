/**
 * Rooms on the event store: open, join, leave, close and the members' commands. Each one
 * reads the room's state (cached fold + what is new), decides with the pure deciders of
 * events/roomDecide.ts, and appends at the version it decided on. On one instance a
 * room's changes wait their turn in a queue (they would only conflict with each other),
 * and commands that queued while an append was in flight are decided in order and
 * appended together (group commit); a change made meanwhile by another instance makes it
 * read again and decide again (bounded). Rows beside the stream (the code, the members'
 * accounts and guests) are written in the same transaction as their events. Expected
 * refusals come back as values with a sentence to show.
 */
import { parseStreamId, roomStream } from '../../../events/streams';
import {
  decideClose,
  decideJoin,
  decideLeave,
  decideOpenRoom,
  decideRoomCommand,
  type RoomCommand,
  type RoomDecidedEvent,
  type RoomDecision,
  type RoomRefusal,
} from '../../../events/roomDecide';
import { REFUSALS } from '../../../events/refusals';
import type { RecordedRoomEvent } from '../../../events/roomEvents';
import { evolveRoom, type RoomState } from '../../../events/roomState';
import { createRateLimiter, type RateLimit, type RateLimiter } from '../auth/rateLimit';
import type { Database } from '../db/database';
import {
  AppendBatcher,
  ConcurrencyError,
  createEventStore,
  EventIdConflictError,
  type EventStore,
  type Queryable,
} from '../eventStore';
import { RoomStateCache, toRecorded } from './roomLog';
import {
  findGuestByJoinEvent,
  findMember,
  findRoomByCode,
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
import { hashToken, newGuestToken, newMemberId, newRoomCode, newRoomId } from './secrets';

export type ServiceRefusal = RoomRefusal | 'ROOM_BUSY' | 'ID_TAKEN' | 'RATE_LIMITED';
export type RoomOutcome<T> = { ok: true; value: T } | { ok: false; refusal: ServiceRefusal; message: string };

const refuse = <T>(refusal: ServiceRefusal): RoomOutcome<T> => ({
  ok: false,
  refusal,
  message: REFUSALS[refusal].sentence,
});
const ok = <T>(value: T): RoomOutcome<T> => ({ ok: true, value });

export interface JoinLimits {
  /** Join (and look-up) attempts per client address. */
  perClient: RateLimit;
  /** Attempts naming a code that leads nowhere, per client address: guessing. */
  failuresPerClient: RateLimit;
  /** Attempts per room code, from anywhere. */
  perCode: RateLimit;
}

export const defaultJoinLimits: JoinLimits = {
  perClient: { max: 60, windowMs: 60_000 },
  failuresPerClient: { max: 20, windowMs: 10 * 60_000 },
  perCode: { max: 120, windowMs: 60_000 },
};

export interface RoomServiceOptions {
  /** Server time in epoch ms; tests pass their own clock. */
  now?: () => number;
  limits?: Partial<JoinLimits>;
  onInvalidEvent?: (message: string) => void;
  /** Where a failing listener of committed events is reported (the command itself has succeeded). */
  onError?: (error: unknown) => void;
}

const MAX_ATTEMPTS = 5;
/** Commands appended together at most (one statement; a leader sends about 10 a second). */
const MAX_BATCH = 64;
/** How long a resolved member is trusted for ephemeral signals, which arrive up to 30 times a second. */
const MEMBER_CACHE_MS = 5_000;

export interface JoinedRoom {
  roomId: string;
  code: string;
  memberId: string;
  /** For a guest: the bearer token for this room, to send with every later call. */
  guestToken?: string;
}

type CommandAnswer = RoomOutcome<{ changed: boolean }>;

/** Events this instance has just committed to a room, in version order, as readers would read them. */
export type CommittedListener = (roomId: string, events: ReturnType<typeof toRecorded>[]) => void;

/** Waiting in a room's queue: a command to decide (grouped with its neighbours), or a change that runs alone. */
type Queued =
  | {
      kind: 'decide';
      decide: (state: RoomState) => RoomDecision;
      settle: (answer: CommandAnswer) => void;
      fail: (error: unknown) => void;
    }
  | { kind: 'alone'; run: () => Promise<void> };
type QueuedDecision = Extract<Queued, { kind: 'decide' }>;

/** Decided events folded as if recorded, to decide the next command of a group on (never cached: `at` is the server's). */
function foldDecided(state: RoomState, events: RoomDecision & { ok: true }): RoomState {
  return events.events.reduce<RoomState>(
    (s, e, i) =>
      evolveRoom(s, {
        type: e.type,
        data: e.data,
        version: state.version + i + 1,
        at: e.metadata.occurredAt,
        actor: e.metadata.actor,
      } as RecordedRoomEvent),
    state,
  );
}

export class RoomService {
  readonly store: EventStore;
  /** The members' commands of different rooms committed together when they come at once. */
  private readonly appends: AppendBatcher;
  readonly cache: RoomStateCache;
  private readonly now: () => number;
  private readonly onInvalidEvent: ((message: string) => void) | undefined;
  private readonly onError: (error: unknown) => void;
  private readonly limiters: { perClient: RateLimiter; failuresPerClient: RateLimiter; perCode: RateLimiter };
  private readonly members = new Map<string, { found: { room: RoomRecord; member: MemberRecord }; until: number }>();
  /** Per room with changes under way on this instance: what waits behind the one in flight. */
  private readonly queues = new Map<string, Queued[]>();
  private readonly committed = new Set<CommittedListener>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Pick<Database, 'sql' | 'bus'>,
    options: RoomServiceOptions = {},
  ) {
    this.store = createEventStore(db);
    this.appends = new AppendBatcher(this.store);
    this.cache = new RoomStateCache(1000, options.onInvalidEvent);
    this.onInvalidEvent = options.onInvalidEvent;
    this.onError = options.onError ?? ((error) => console.error('[rooms]', error));
    // Appends on any instance make the cached state of their room stale until read.
    this.unsubscribe = this.store.subscribe(({ streamId, version }) => {
      const stream = parseStreamId(streamId);
      if (stream?.kind === 'room') this.cache.noteHead(stream.id, version);
    });
    this.now = options.now ?? Date.now;
    const limits = { ...defaultJoinLimits, ...options.limits };
    this.limiters = {
      perClient: createRateLimiter(limits.perClient),
      failuresPerClient: createRateLimiter(limits.failuresPerClient),
      perCode: createRateLimiter(limits.perCode),
    };
  }

  get sql(): Queryable {
    return this.db.sql;
  }

  /**
   * Hears of the members' commands this instance commits, at once and without a read (the
   * hub sends them to the feeds here; other instances learn of them through the event bus).
   */
  onCommitted(listener: CommittedListener): () => void {
    this.committed.add(listener);
    return () => void this.committed.delete(listener);
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

  /** Counts one attempt against the client address and the code; false when either is over its limit. */
  checkJoinLimits(clientKey: string, code: string): boolean {
    const now = this.now();
    return this.limiters.perClient.hit(clientKey, now).ok && this.limiters.perCode.hit(code, now).ok;
  }

  /** Finds the room of a code, counting a miss against the client (guessing is limited). */
  async findRoom(clientKey: string, code: string): Promise<RoomOutcome<RoomRecord>> {
    if (!this.checkJoinLimits(clientKey, code)) return refuse('RATE_LIMITED');
    const room = await findRoomByCode(this.db.sql, code);
    if (room) return ok(room);
    if (!this.limiters.failuresPerClient.hit(clientKey, this.now()).ok) return refuse('RATE_LIMITED');
    return refuse('NO_ROOM');
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
    const found = await this.findRoom(clientKey, code);
    if (!found.ok) return found;
    const room = found.value;
    if (room.closedAt) return refuse('CLOSED');
    return this.alone(room.roomId, () =>
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

  /** The room and the asking member, or why not. */
  async member(code: string, principal: Principal): Promise<RoomOutcome<{ room: RoomRecord; member: MemberRecord }>> {
    const room = await findRoomByCode(this.db.sql, code);
    if (!room) return refuse('NO_ROOM');
    const member = await findMember(this.db.sql, room.roomId, principal);
    if (!member) return refuse('NOT_MEMBER');
    return ok({ room, member });
  }

  /**
   * Like `member` but trusted for a few seconds: for ephemeral signals, which may arrive
   * 30 times a second. Membership itself is still checked against the live state.
   */
  async memberCached(
    code: string,
    principal: Principal,
  ): Promise<RoomOutcome<{ room: RoomRecord; member: MemberRecord }>> {
    const key = `${code}|${principal.guestToken ? `g:${hashToken(principal.guestToken)}` : `u:${principal.userId ?? ''}`}`;
    const now = this.now();
    const hit = this.members.get(key);
    if (hit && hit.until > now) return ok(hit.found);
    const outcome = await this.member(code, principal);
    // Only members are remembered: someone who joins a moment after a refusal is not kept out.
    if (outcome.ok) {
      if (this.members.size > 10_000) this.members.clear();
      this.members.set(key, { found: outcome.value, until: now + MEMBER_CACHE_MS });
    }
    return outcome;
  }

  async leave(code: string, principal: Principal, eventId: string): Promise<RoomOutcome<{ changed: boolean }>> {
    const found = await this.member(code, principal);
    if (!found.ok) return found;
    const { room, member } = found.value;
    return this.decideAndAppend(room.roomId, (state) => decideLeave(state, member.memberId, this.context(eventId)));
  }

  /** The host ends the room for everyone; its history stays. Guests' names and tokens are erased. */
  async close(code: string, principal: Principal, eventId: string): Promise<RoomOutcome<{ changed: boolean }>> {
    const found = await this.member(code, principal);
    if (!found.ok) return found;
    const { room, member } = found.value;
    return this.alone(room.roomId, () =>
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
    const found = await this.memberCached(code, principal);
    if (!found.ok) return found;
    const { room, member } = found.value;
    return this.decideAndAppend(room.roomId, (state) =>
      decideRoomCommand(state, member.memberId, command, this.context(eventId)),
    );
  }

  /** The current state and the members' names, for a snapshot. */
  async snapshot(roomId: string): Promise<{ state: RoomState; names: Record<string, string> }> {
    const state = await this.cache.current(this.db.sql, roomId);
    const names = await memberNames(this.db.sql, roomId);
    return { state, names };
  }

  /** Queues a command for the room; it is decided on the state its turn finds. */
  private decideAndAppend(roomId: string, decide: (state: RoomState) => RoomDecision): Promise<CommandAnswer> {
    return new Promise((settle, fail) => this.enqueue(roomId, { kind: 'decide', decide, settle, fail }));
  }

  /** Runs a change that writes rows beside the stream (join, close) in the room's turn, alone. */
  private alone<T>(roomId: string, run: () => Promise<T>): Promise<T> {
    const runAndForget = () =>
      run().finally(() => {
        // Its append is announced a moment later: until then, commands read first.
        this.cache.markStale(roomId);
      });
    return new Promise((resolve, reject) =>
      this.enqueue(roomId, { kind: 'alone', run: () => runAndForget().then(resolve, reject) }),
    );
  }

  private enqueue(roomId: string, item: Queued): void {
    const queue = this.queues.get(roomId);
    if (queue) {
      queue.push(item);
      return;
    }
    const fresh = [item];
    this.queues.set(roomId, fresh);
    // Starts once the work under way has settled, so the commands that came in one read
    // from the socket (a leader's quick clicks) are decided and appended together.
    process.nextTick(() => void this.drain(roomId, fresh));
  }

  /** Works through a room's queue until it is empty; nothing here throws (each item is answered). */
  private async drain(roomId: string, queue: Queued[]): Promise<void> {
    try {
      while (queue.length > 0) {
        const head = queue[0]!;
        if (head.kind === 'alone') {
          queue.shift();
          await head.run();
          continue;
        }
        let size = 1;
        while (size < queue.length && size < MAX_BATCH && queue[size]!.kind === 'decide') size++;
        const batch = queue.splice(0, size) as QueuedDecision[];
        const left = await this.commitGroup(roomId, batch);
        queue.unshift(...left);
      }
    } finally {
      this.queues.delete(roomId);
    }
  }

  /**
   * Decides the commands in order, each on the state the ones before it leave, and appends
   * all their events in one statement. Answers each, and returns those left for the next
   * group (a second command with the same event id: a retry racing its first attempt).
   */
  private async commitGroup(roomId: string, batch: QueuedDecision[]): Promise<QueuedDecision[]> {
    let mustRead = false;
    for (let attempt = 1; ; attempt++) {
      const answers: CommandAnswer[] = [];
      const events: RoomDecidedEvent[] = [];
      const ids = new Set<string>();
      let decided = batch.length;
      let state: RoomState;
      let cached: RoomState | undefined;
      try {
        // The cached state when nothing newer is known of; after a conflict, what the log says.
        cached = mustRead ? undefined : this.cache.fresh(roomId);
        state = cached ?? (await this.cache.current(this.db.sql, roomId));
        let folded = state;
        for (let i = 0; i < batch.length; i++) {
          const decision = batch[i]!.decide(folded);
          if (!decision.ok) answers.push(refuse(decision.refusal));
          else if (decision.events.length === 0) answers.push(ok({ changed: false }));
          else if (decision.events.some((e) => ids.has(e.eventId))) {
            decided = i;
            break;
          } else {
            decision.events.forEach((e) => ids.add(e.eventId));
            events.push(...decision.events);
            folded = foldDecided(folded, decision);
            answers.push(ok({ changed: true }));
          }
        }
      } catch (error) {
        batch.forEach((item) => item.fail(error));
        return [];
      }
      const group = batch.slice(0, decided);
      const left = batch.slice(decided);
      // Only an append checks the version: a refusal or "no change" decided on a state not
      // read just now (another instance's change may not have been announced yet) is decided again on a read.
      if (cached && answers.some((a) => !a.ok || !a.value.changed)) {
        mustRead = true;
        attempt--;
        continue;
      }
      if (events.length === 0) {
        group.forEach((item, i) => item.settle(answers[i]!));
        return left;
      }
      try {
        const result = await this.appendRoomEvents(roomId, state.version, events);
        // Every event was stored already: the group was one retried command (a mixed group fails below).
        group.forEach((item, i) =>
          item.settle(result.alreadyStored && answers[i]!.ok ? ok({ changed: false }) : answers[i]!),
        );
        return left;
      } catch (error) {
        if (error instanceof EventIdConflictError) {
          // One of them reuses a stored id (a retry): each on its own, so only that one is refused.
          if (group.length === 1) group[0]!.settle(refuse('ID_TAKEN'));
          else for (const item of group) await this.commitGroup(roomId, [item]);
          return left;
        }
        if (error instanceof ConcurrencyError && error.actual !== undefined) this.cache.noteHead(roomId, error.actual);
        if (!(error instanceof ConcurrencyError)) {
          batch.forEach((item) => item.fail(error));
          return [];
        }
        mustRead = true;
        // Another instance appended to this room: read and decide again.
        if (attempt >= MAX_ATTEMPTS) {
          group.forEach((item) => item.settle(refuse('ROOM_BUSY')));
          return left;
        }
      }
    }
  }

  private async appendRoomEvents(roomId: string, expectedVersion: number, events: RoomDecidedEvent[]) {
    const streamId = roomStream(roomId);
    const result = await this.appends.append(streamId, expectedVersion, events);
    this.cache.noteHead(roomId, result.nextExpectedVersion);
    if (result.alreadyStored) return result;
    // What was written, as a read would give it back (through JSON, as stored), so neither
    // the state cache nor the feeds here need to read it.
    const recorded = events.map((e, i) =>
      toRecorded(
        {
          ...e,
          data: JSON.parse(JSON.stringify(e.data ?? null)) as unknown,
          streamId,
          version: expectedVersion + i + 1,
          position: result.positions[i]!,
          txId: 0,
          recordedAt: result.recordedAt[i]!,
        },
        this.onInvalidEvent,
      ),
    );
    this.cache.advance(roomId, recorded);
    for (const listener of this.committed) {
      try {
        listener(roomId, recorded);
      } catch (error) {
        this.onError(error);
      }
    }
    return result;
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
