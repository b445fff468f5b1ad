/**
 * A room's changes in turn, on this instance: commands wait in a queue per room while one
 * append is in flight, then are decided in order, each on the state the ones before it
 * leave, and appended together in one statement (group commit, at most 64); changes that
 * write rows beside the stream (join, close) take their turn alone. Only another
 * instance's append can make a version conflict, which makes a group read and decide
 * again (at most 5 times, then ROOM_BUSY). What this instance commits is told at once to its
 * listeners (the hub), as a read would give it. README.md, "Commands in turn".
 */
import { roomStream } from '#events/streams';
import type { RoomDecidedEvent, RoomDecision } from '#events/roomDecide';
import type { RecordedRoomEvent } from '#events/roomEvents';
import { evolveRoom, type RoomState } from '#events/roomState';
import { AppendBatcher, ConcurrencyError, EventIdConflictError, type EventStore, type Queryable } from '../eventStore';
import { toRecorded, type RoomStateCache } from './roomLog';
import { ok, refuse, type CommandAnswer } from './roomOutcome';

/** Reads and decisions of one group at most, when other instances keep appending to the room. */
export const MAX_ATTEMPTS = 5;
/** Commands appended together at most (one statement; a leader sends about 10 a second). */
const MAX_BATCH = 64;

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

export class RoomCommandQueue {
  /** The members' commands of different rooms committed together when they come at once. */
  private readonly appends: AppendBatcher;
  /** Per room with changes under way on this instance: what waits behind the one in flight. */
  private readonly queues = new Map<string, Queued[]>();
  private readonly committed = new Set<CommittedListener>();

  constructor(
    store: EventStore,
    private readonly sql: Queryable,
    private readonly cache: RoomStateCache,
    private readonly onError: (error: unknown) => void,
    private readonly onInvalidEvent: ((message: string) => void) | undefined,
  ) {
    this.appends = new AppendBatcher(store);
  }

  /**
   * Hears of the commands this instance commits, at once and without a read (the hub sends
   * them to the feeds here; other instances learn of them through the event bus).
   */
  onCommitted(listener: CommittedListener): () => void {
    this.committed.add(listener);
    return () => void this.committed.delete(listener);
  }

  /** Queues a command for the room; it is decided on the state its turn finds. */
  decideAndAppend(roomId: string, decide: (state: RoomState) => RoomDecision): Promise<CommandAnswer> {
    return new Promise((settle, fail) => this.enqueue(roomId, { kind: 'decide', decide, settle, fail }));
  }

  /** Runs a change that writes rows beside the stream (join, close) in the room's turn, alone. */
  alone<T>(roomId: string, run: () => Promise<T>): Promise<T> {
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
        state = cached ?? (await this.cache.current(this.sql, roomId));
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
}
