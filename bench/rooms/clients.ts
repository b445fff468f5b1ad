/**
 * Forked by rooms.bench.ts: the rooms' leaders and members, as bare WebSockets, so that
 * generating the load costs little of the 2 cores the server also needs.
 *  - kind `rooms`: tRPC's WebSocket protocol against the real app. Each member subscribes
 *    to `rooms.watch` (superjson input) and waits for its snapshot; the leader sends
 *    `rooms.command` mutations (`markNotes`), each set of notes encoding a sequence number.
 *  - kind `raw`: the raw `ws` relay (server.ts); the leader sends a JSON frame as long as
 *    the rooms' event frame, carrying the same sequence number.
 * A member's latency is its receive time minus the leader's send time of that sequence
 * number, both on the monotonic clock (leader and members of a room live in this process).
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { monotonicMs, serve } from './ipc';
import type { SetupRoom } from './server';

type Kind = 'rooms' | 'raw';

interface Room {
  setup: SetupRoom;
  leader: WebSocket;
  members: WebSocket[];
  seq: number;
  sent: Map<number, number>;
  /** Mutation ids (rooms) waiting for their answer, with the send time. */
  pending: Map<number, { at: number; done?: () => void }>;
  /** Raw: the leader's frames waiting for their ack, in order. */
  rawPending: { at: number; done?: () => void }[];
}

let kind: Kind = 'rooms';
let rooms: Room[] = [];
let nextId = 1;
let collecting = false;
let latencies: number[] = [];
let commandTimes: number[] = [];
let received = 0;
let lastReceive = 0;
let refused = 0;
let firstError: string | undefined;
let frameBytes = 0;
let padding = '';
/**
 * Per member socket over a run: the next sequence number it should see, and how many it
 * saw out of turn (again, early or after a gap), so a run can say every member got every
 * change once, in order.
 */
const order = new Map<WebSocket, { next: number; outOfTurn: number }>();

/** Sequence numbers as up to four marked notes: string i holds base-25 digit i as its fret. */
function notesOf(seq: number): { string: number; fret: number }[] {
  const notes = [];
  for (let i = 0, n = seq; i < 4; i++, n = Math.floor(n / 25)) notes.push({ string: i, fret: n % 25 });
  return notes;
}
const seqOf = (notes: { string: number; fret: number }[]) => notes.reduce((s, n) => s + n.fret * 25 ** n.string, 0);

function onMember(room: Room, socket: WebSocket, data: WebSocket.RawData, ready: () => void): void {
  const text = data.toString();
  if (text === 'PING') return void socket.send('PONG');
  const at = monotonicMs();
  const message = JSON.parse(text) as Record<string, unknown>;
  let seq: number | undefined;
  if (kind === 'raw') {
    seq = (message as { seq: number }).seq;
  } else {
    const result = message.result as
      | {
          type: string;
          data?: { json?: { data?: { kind: string; event?: { type: string; data: { notes: never[] } } } } };
        }
      | undefined;
    if (message.error) {
      firstError ??= JSON.stringify(message.error);
      return ready();
    }
    if (result?.type !== 'data') return;
    ready();
    const item = result.data?.json?.data;
    if (item?.kind !== 'event' || item.event?.type !== 'NotesMarked') return;
    seq = seqOf(item.event.data.notes);
    frameBytes = Buffer.byteLength(text);
  }
  const sentAt = room.sent.get(seq);
  if (!collecting || sentAt === undefined) return;
  const turn = order.get(socket);
  if (turn && seq === turn.next) turn.next++;
  else if (turn) turn.outOfTurn++;
  received++;
  lastReceive = at;
  latencies.push(at - sentAt);
}

function onLeader(room: Room, data: WebSocket.RawData): void {
  const text = data.toString();
  if (text === 'PING') return void room.leader.send('PONG');
  const at = monotonicMs();
  let entry: { at: number; done?: () => void } | undefined;
  if (kind === 'raw') {
    entry = room.rawPending.shift();
  } else {
    const message = JSON.parse(text) as {
      id: number;
      error?: unknown;
      result?: { data?: { json?: { changed?: boolean } } };
    };
    entry = room.pending.get(message.id);
    room.pending.delete(message.id);
    if (message.error || message.result?.data?.json?.changed !== true) {
      refused++;
      firstError ??= JSON.stringify(message.error ?? message.result);
    }
  }
  if (!entry) return;
  if (collecting) commandTimes.push(at - entry.at);
  entry.done?.();
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends the room's next change; resolves when the server has answered it. */
function send(room: Room): Promise<void> {
  const seq = ++room.seq;
  return new Promise((resolve) => {
    const at = monotonicMs();
    room.sent.set(seq, at);
    if (kind === 'raw') {
      room.rawPending.push({ at, done: resolve });
      room.leader.send(`{"seq":${seq},"pad":"${padding}"}`);
      return;
    }
    const id = nextId++;
    room.pending.set(id, { at, done: resolve });
    const input = {
      code: room.setup.code,
      guestToken: room.setup.leaderToken,
      eventId: randomUUID(),
      command: { type: 'markNotes', notes: notesOf(seq) },
    };
    room.leader.send(
      JSON.stringify({ id, method: 'mutation', params: { path: 'rooms.command', input: { json: input } } }),
    );
  });
}

serve({
  /**
   * Opens every room's leader and `watchers` member sockets (round-robin over the room's
   * member tokens), and resolves when every member has its snapshot (raw: is connected).
   */
  connect: async (args: { kind: Kind; url: string; rooms: SetupRoom[]; watchers: number; payloadBytes?: number }) => {
    kind = args.kind;
    firstError = undefined;
    // The raw frame is as long as the rooms' event frame: `{"seq":N,"pad":"…"}`.
    padding = 'x'.repeat(Math.max(0, (args.payloadBytes ?? 0) - 24));
    rooms = [];
    const opening: Promise<void>[] = [];
    for (const setup of args.rooms) {
      const target = kind === 'raw' ? (role: string) => `${args.url}?room=${setup.code}&role=${role}` : () => args.url;
      const room: Room = {
        setup,
        leader: await open(target('leader')),
        members: [],
        seq: 0,
        sent: new Map(),
        pending: new Map(),
        rawPending: [],
      };
      room.leader.on('message', (data) => onLeader(room, data));
      rooms.push(room);
      for (let i = 0; i < args.watchers; i++) {
        opening.push(
          (async () => {
            const socket = await open(target('member'));
            room.members.push(socket);
            await new Promise<void>((ready) => {
              socket.on('message', (data) => onMember(room, socket, data, ready));
              if (kind === 'raw') return ready();
              const guestToken = setup.memberTokens[i % setup.memberTokens.length];
              socket.send(
                JSON.stringify({
                  id: 1,
                  method: 'subscription',
                  params: { path: 'rooms.watch', input: { json: { code: setup.code, guestToken } } },
                }),
              );
            });
          })(),
        );
        // A few hundred handshakes at a time, as a real crowd arrives.
        if (opening.length % 200 === 0) await Promise.all(opening);
      }
    }
    await Promise.all(opening);
    if (firstError) throw new Error(`connect: ${firstError}`);
    return { sockets: rooms.reduce((n, r) => n + 1 + r.members.length, 0) };
  },

  /**
   * `closed`: each leader keeps `window` changes unanswered (default 1): it sends the next
   * as soon as one is answered.
   * `rate`: each leader sends `hz` changes a second on its own timer (random phase),
   * answered or not. Then waits (up to 3 s) for the deliveries under way.
   */
  run: async (args: { mode: 'closed' | 'rate'; seconds: number; hz?: number; window?: number }) => {
    latencies = [];
    commandTimes = [];
    received = 0;
    refused = 0;
    firstError = undefined;
    const lagHistogram = monitorEventLoopDelay({ resolution: 10 });
    lagHistogram.enable();
    const cpu = process.cpuUsage();
    collecting = true;
    const start = monotonicMs();
    const deadline = start + args.seconds * 1000;
    const sentBefore = rooms.map((r) => r.seq);
    order.clear();
    for (const room of rooms)
      for (const member of room.members) order.set(member, { next: room.seq + 1, outOfTurn: 0 });
    if (args.mode === 'closed') {
      await Promise.all(
        rooms.flatMap((room) =>
          Array.from({ length: args.window ?? 1 }, async () => {
            while (monotonicMs() < deadline) await send(room);
          }),
        ),
      );
    } else {
      const period = 1000 / (args.hz ?? 10);
      const timers: NodeJS.Timeout[] = [];
      await Promise.all(
        rooms.map(
          (room) =>
            new Promise<void>((resolve) => {
              const phase = setTimeout(() => {
                const tick = () => {
                  if (monotonicMs() >= deadline) return resolve();
                  void send(room);
                };
                tick();
                timers.push(setInterval(tick, period));
              }, Math.random() * period);
              timers.push(phase);
            }),
        ),
      );
      timers.forEach((t) => clearInterval(t));
    }
    const sendEnd = monotonicMs();
    const sent = rooms.reduce((n, r, i) => n + r.seq - sentBefore[i]!, 0);
    const expected = rooms.reduce((n, r, i) => n + (r.seq - sentBefore[i]!) * r.members.length, 0);
    const drainUntil = monotonicMs() + 3000;
    while (received < expected && monotonicMs() < drainUntil) await new Promise((r) => setTimeout(r, 20));
    collecting = false;
    lagHistogram.disable();
    const used = process.cpuUsage(cpu);
    const elapsed = monotonicMs() - start;
    rooms.forEach((r) => r.sent.clear());
    const inOrder = rooms.reduce(
      (n, r) => n + r.members.filter((m) => order.get(m)?.outOfTurn === 0 && order.get(m)?.next === r.seq + 1).length,
      0,
    );
    return {
      sent,
      expected,
      received,
      /** Member sockets that got every change of the run exactly once, in the order sent. */
      membersInOrder: inOrder,
      members: rooms.reduce((n, r) => n + r.members.length, 0),
      refused,
      firstError,
      /** From the first send to the last delivery. */
      deliverySeconds: (Math.max(lastReceive, sendEnd) - start) / 1000,
      latencies,
      commandTimes,
      frameBytes,
      lag: {
        p50: lagHistogram.percentile(50) / 1e6,
        p99: lagHistogram.percentile(99) / 1e6,
        max: lagHistogram.max / 1e6,
      },
      cpu: (used.user + used.system) / 1000 / elapsed,
    };
  },

  close: async () => {
    const closing = rooms
      .flatMap((r) => [r.leader, ...r.members])
      .map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.close();
          }),
      );
    await Promise.all(closing);
    rooms = [];
  },
});
