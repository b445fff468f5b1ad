import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RoomFeedItem } from '#events/roomSignals';
import { createInProcessBus } from '../db/bus';
import type { RecordedRoomEvent } from '#events/roomEvents';
import type { FeedLine } from './feedLine';
import { RoomHub, type FeedSink } from './roomHub';
import type { CommittedListener } from './roomService';
import { RoomStateCache } from './roomLog';
import type { RoomService } from './roomService';
import type { Envelope, SignalBus, SignalMessage } from './signalBus';

/** A signal bus whose other instances the test plays. */
function fakeSignals(instance = 'here') {
  const listeners = new Set<(message: Envelope) => void>();
  const sent: SignalMessage[] = [];
  const bus: SignalBus = {
    instance,
    publish(message) {
      sent.push(message);
      listeners.forEach((l) => l({ ...message, instance }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const fromElsewhere = (message: SignalMessage, from = 'elsewhere') =>
    listeners.forEach((l) => l({ ...message, instance: from }));
  return { bus, sent, fromElsewhere };
}

function sink(memberId: string) {
  const items: RoomFeedItem[] = [];
  const woken: number[] = [];
  return {
    memberId,
    items,
    woken,
    sent: 0,
    wake: (v: number) => void woken.push(v),
    push: (item: RoomFeedItem) => void items.push(item),
  };
}

/** The hub only subscribes to the service's commits here; nothing is committed. */
const noService = { onCommitted: () => () => {} } as unknown as RoomService;
let hubs: RoomHub[] = [];
afterEach(() => {
  hubs.forEach((h) => h.close());
  hubs = [];
});

function makeHub(options: ConstructorParameters<typeof RoomHub>[3] = {}) {
  const { bus: signals, sent, fromElsewhere } = fakeSignals();
  const bus = createInProcessBus();
  const hub = new RoomHub(noService, bus, signals, options);
  hubs.push(hub);
  return { hub, bus, sent, fromElsewhere };
}

describe('the room hub', () => {
  it('wakes the feeds of a room when its stream grows, and only that room’s', async () => {
    const { hub, bus } = makeHub();
    const inRoom = sink('a');
    const elsewhere = sink('b');
    hub.attach('r1', inRoom);
    hub.attach('r2', elsewhere);
    bus.publish({ type: 'appended', streamId: 'room-r1', version: 7 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(inRoom.woken).toEqual([7]);
    expect(elsewhere.woken).toEqual([]);
  });

  it('tells the others when a member arrives and when their last connection ends', () => {
    const { hub, sent } = makeHub();
    const teacher = sink('teacher');
    hub.attach('r1', teacher);
    const first = hub.attach('r1', sink('student'));
    const second = hub.attach('r1', sink('student'));
    expect(hub.present('r1')).toEqual(['student', 'teacher']);
    first();
    expect(teacher.items).toEqual([{ kind: 'presence', memberId: 'student', present: true }]); // still one connection
    second();
    expect(teacher.items.at(-1)).toEqual({ kind: 'presence', memberId: 'student', present: false });
    expect(hub.present('r1')).toEqual(['teacher']);
    expect(sent.filter((m) => m.type === 'presence')).toEqual([
      { type: 'presence', roomId: 'r1', memberId: 'teacher', present: true },
      { type: 'presence', roomId: 'r1', memberId: 'student', present: true },
      { type: 'presence', roomId: 'r1', memberId: 'student', present: false },
    ]);
  });

  it('asks the other instances who is there, and answers them', () => {
    const { hub, sent, fromElsewhere } = makeHub();
    hub.attach('r1', sink('teacher'));
    expect(sent).toContainEqual({ type: 'who', roomId: 'r1' });
    fromElsewhere({ type: 'who', roomId: 'r1' });
    expect(sent.at(-1)).toEqual({ type: 'here', roomId: 'r1', memberIds: ['teacher'] });
  });

  it('after the bus missed news, reads each room’s newest version and exchanges presence again', async () => {
    const { bus: signals, sent } = fakeSignals();
    const asked: string[][] = [];
    // The database as the resume reads it: the newest version of each stream asked about.
    const sql = (_: TemplateStringsArray, streams: string[]) => {
      asked.push(streams);
      return Promise.resolve(streams.filter((s) => s === 'room-r1').map((s) => ({ stream_id: s, version: 9 })));
    };
    const service = { onCommitted: () => () => {}, sql, cache: new RoomStateCache() } as unknown as RoomService;
    const hub = new RoomHub(service, createInProcessBus(), signals);
    hubs.push(hub);
    const reader = sink('teacher');
    const quiet = sink('student');
    hub.attach('r1', reader);
    hub.attach('r2', quiet);
    sent.length = 0;
    await hub.resume();
    expect(asked).toEqual([['room-r1', 'room-r2']]);
    expect(reader.woken).toEqual([9]);
    expect(quiet.woken).toEqual([]); // no events yet: nothing to read
    expect(sent).toEqual([
      { type: 'here', roomId: 'r1', memberIds: ['teacher'] },
      { type: 'who', roomId: 'r1' },
      { type: 'here', roomId: 'r2', memberIds: ['student'] },
      { type: 'who', roomId: 'r2' },
    ]);
  });

  it('passes a signal to every member but its sender', () => {
    const { hub, fromElsewhere } = makeHub();
    const teacher = sink('teacher');
    const student = sink('student');
    hub.attach('r1', teacher);
    hub.attach('r1', student);
    fromElsewhere({ type: 'signal', roomId: 'r1', from: 'teacher', signal: { type: 'pointer', at: null } });
    expect(student.items.at(-1)).toEqual({ kind: 'signal', from: 'teacher', signal: { type: 'pointer', at: null } });
    expect(teacher.items.some((i) => i.kind === 'signal')).toBe(false);
  });

  it('marks members of an instance that stopped sending heartbeats as away', () => {
    vi.useFakeTimers(); // the heartbeat's timer, advanced by hand
    onTestFinished(() => void vi.useRealTimers());
    let now = 0;
    const { hub, fromElsewhere } = makeHub({ now: () => now, heartbeatMs: 5, presenceTimeoutMs: 1_000 });
    const teacher = sink('teacher');
    hub.attach('r1', teacher);
    fromElsewhere({ type: 'here', roomId: 'r1', memberIds: ['student'] }, 'crashed');
    expect(teacher.items.at(-1)).toEqual({ kind: 'presence', memberId: 'student', present: true });
    now = 2_000; // the crashed instance has been silent for longer than the timeout
    vi.advanceTimersByTime(4);
    expect(hub.present('r1')).toEqual(['student', 'teacher']); // no heartbeat yet
    vi.advanceTimersByTime(1); // the next heartbeat finds them silent
    expect(teacher.items.at(-1)).toEqual({ kind: 'presence', memberId: 'student', present: false });
    expect(hub.present('r1')).toEqual(['teacher']);
  });

  it('a heartbeat that no longer lists a member marks them away', () => {
    const { hub, fromElsewhere } = makeHub();
    const teacher = sink('teacher');
    hub.attach('r1', teacher);
    fromElsewhere({ type: 'here', roomId: 'r1', memberIds: ['student', 'other'] });
    fromElsewhere({ type: 'here', roomId: 'r1', memberIds: ['other'] });
    expect(hub.present('r1')).toEqual(['other', 'teacher']);
    expect(teacher.items.at(-1)).toEqual({ kind: 'presence', memberId: 'student', present: false });
  });

  it('reads a room version once for all its feeds, also for a feed that asks after the read', async () => {
    let head = 3;
    const queries: number[] = [];
    // The log as the hub's read sees it: the rows of versions from the one asked up to the head.
    const sql = Object.assign(
      (_strings: TemplateStringsArray, ...values: unknown[]) => {
        const from = values[2] as number;
        queries.push(from);
        const rows = [];
        for (let version = from; version <= head; version++) {
          rows.push({
            position: version,
            tx_id: 1,
            stream_id: 'room-r1',
            version,
            event_id: `e${version}`,
            type: 'TempoChanged',
            schema: 1,
            data: { bpm: 60 + version },
            metadata: { actor: 'teacher' },
            recorded_at: new Date(0),
          });
        }
        return Promise.resolve(rows);
      },
      { unsafe: () => '' },
    );
    const hub = new RoomHub(
      { sql, cache: new RoomStateCache(), onCommitted: () => () => {} } as unknown as RoomService,
      createInProcessBus(),
      fakeSignals().bus,
      { onError: () => {} },
    );
    hubs.push(hub);
    hub.attach('r1', sink('a'));
    const together = await Promise.all(Array.from({ length: 30 }, () => hub.read('r1', 1)));
    expect(queries).toEqual([1]);
    expect(together.every((events) => events.map((e) => e.version).join() === '1,2,3')).toBe(true);
    const late = await hub.read('r1', 2);
    expect(late.map((e) => e.version)).toEqual([2, 3]);
    expect(queries).toEqual([1]);
    head = 5;
    expect((await hub.read('r1', 4)).map((e) => e.version)).toEqual([4, 5]);
    expect(queries).toEqual([1, 4]);
  });

  describe('feeds that have handed over their socket', () => {
    /** A hub whose service's commits the test makes, and a member whose feed writes to a fake line from `cursor`. */
    function directRoom() {
      let commit: CommittedListener = () => {};
      const service = {
        onCommitted: (listener: CommittedListener) => ((commit = listener), () => {}),
      } as unknown as RoomService;
      const { bus: signals, fromElsewhere } = fakeSignals();
      const hub = new RoomHub(service, createInProcessBus(), signals, {
        onError: (error) => {
          throw error;
        },
      });
      hubs.push(hub);
      const member = (memberId: string, cursor: number) => {
        const frames: { id: string; type?: string; kind: string }[] = [];
        const line = {
          congested: false as boolean,
          ended: false as boolean,
          send(id: string, item: RoomFeedItem) {
            if (line.ended) return;
            frames.push({ id, kind: item.kind, ...(item.kind === 'event' ? { type: item.event.type } : {}) });
          },
          end: () => void (line.ended = true),
        } satisfies FeedLine;
        const feed: FeedSink = { memberId, wake: () => {}, push: () => {}, sent: cursor };
        hub.attach('r1', feed);
        feed.direct = line;
        hub.goDirect('r1', feed, []);
        return { frames, line, ended: () => line.ended };
      };
      const event = (version: number, type = 'TempoChanged'): RecordedRoomEvent =>
        ({
          type,
          data: type === 'TempoChanged' ? { bpm: 60 + version } : {},
          version,
          at: new Date(0).toISOString(),
          actor: 'leader',
        }) as RecordedRoomEvent;
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      return {
        hub,
        commit: (events: RecordedRoomEvent[]) => commit('r1', events),
        member,
        event,
        settle,
        fromElsewhere,
      };
    }

    it('get each committed event once, in order, from the version each had sent', async () => {
      const { commit, member, event, settle } = directRoom();
      await settle();
      const fresh = member('a', 0);
      const ahead = member('b', 2);
      commit([event(1), event(2)]);
      commit([event(3)]);
      await settle();
      const events = (frames: typeof fresh.frames) => frames.filter((f) => f.kind === 'event');
      expect(events(fresh.frames).map((f) => f.id)).toEqual(['1', '2', '3']);
      expect(events(ahead.frames).map((f) => f.id)).toEqual(['3']);
      expect(events(fresh.frames).every((f) => f.type === 'TempoChanged')).toBe(true);
      // b's arrival reached a as presence, carrying the version a had then (not moving its resume point).
      expect(fresh.frames[0]).toEqual({ id: '0', kind: 'presence' });
    });

    it('end after the room closes, and skip pointer moves while their line is congested', async () => {
      const { commit, member, event, settle, fromElsewhere } = directRoom();
      const quick = member('a', 0);
      const slow = member('b', 0);
      slow.line.congested = true;
      fromElsewhere({
        type: 'signal',
        roomId: 'r1',
        from: 'leader',
        signal: { type: 'pointer', at: { string: 1, fret: 3 } },
      });
      expect(quick.frames.map((f) => f.kind)).toContain('signal');
      expect(slow.frames.map((f) => f.kind)).not.toContain('signal');
      commit([event(1), event(2, 'RoomClosed')]);
      await settle();
      expect(quick.frames.filter((f) => f.kind === 'event').map((f) => f.type)).toEqual(['TempoChanged', 'RoomClosed']);
      expect(quick.ended() && slow.ended()).toBe(true);
      commit([event(3)]);
      await settle();
      expect(quick.frames.filter((f) => f.kind === 'event')).toHaveLength(2);
    });
  });
});
