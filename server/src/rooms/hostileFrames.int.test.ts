/**
 * The room feed's WebSocket (/api/trpc) against a hostile client, on both databases: a
 * teacher and a student follow a room through ordinary tRPC clients while an attacker,
 * anonymous and then signed in but a member of nothing there, sends generated frames:
 * garbage and binary, frames past the size limit, floods, deep JSON, invalid UTF-8, tRPC messages
 * with wrong, duplicate and huge ids, unknown methods and paths, lying superjson envelopes,
 * NUL and lone surrogates, batches, `subscription.stop` for ids it does not own, and the
 * room's own procedures with another room's guest token, mangled forms of the student's
 * token or random codes.
 *
 * Every frame is answered with an error that carries a code and a sentence (never an
 * exception's text), or cuts the socket (1009 too big, 1007 not UTF-8, 1008 a flood). The
 * attacker never sees anything of the room, no table changes, nothing is logged as an
 * error, the server still answers its health check, and meanwhile every message the
 * teacher posts (one every few frames) reaches the student once, in order.
 *
 * A fixed seed and HOSTILE_FRAMES_RUNS frames per attacker (default 300; `npm run fuzz`
 * sends 3,000, bursts included).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AnyTRPCRouter } from '@trpc/server';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { normalizeRoomCode, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '#events/roomEvents';
import { roomStream } from '#events/streams';
import { buildApp, MAX_SOCKET_FRAME_BYTES } from '../app';
import { signedInUser } from '../auth/signedInUser';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { forEachDatabase } from '../db/testDatabases';
import { DEFAULT_MESSAGE_RATE, FLOOD_CLOSE_CODE } from '../web/messageRate';
import { deep, hostileInput, hostileJson, hostileText, publicTables, tablesFingerprint } from '../trpc/hostileTesting';
import { deserializeInput } from '../trpc/inputEnvelope';
import { appRouter } from '../trpc/router';
import { memberClient, postedMessages } from '../trpc/roomClientTesting';

const RUNS = Number(process.env.HOSTILE_FRAMES_RUNS ?? 300);
const SEED = 20261125;
/** The long run took about 75 s for 6,000 frames here: 30 ms a frame leaves room for a busier machine (never under the tier's minute). */
const TIMEOUT_MS = Math.max(60_000, RUNS * 2 * 30);
/** The teacher posts a message after every this many frames. */
const POST_EVERY = 4;
/** Text in every message of the watched room: none of it may reach the attacker. */
const SECRET = 'for-room-A-only';

const router: AnyTRPCRouter = appRouter;
const procedures = Object.entries(router._def.procedures as Record<string, { _def: { type: string } }>).map(
  ([path, procedure]) => ({ path, type: procedure._def.type }),
);

// ---------------------------------------------------------------------------------------
// What the attacker sends

/** A frame and what must become of it. */
type Frame =
  | { kind: 'text'; text: string }
  /** The room's procedures without a member's credentials: each message must be refused (ids are added as it is sent). */
  | { kind: 'attack'; messages: Array<{ method: string; params: unknown }> }
  | { kind: 'binary'; bytes: Uint8Array }
  /** `BURST` copies of one text frame sent at once: the flood guard cuts the socket. */
  | { kind: 'burst'; text: string }
  /** Past the size limit, or not UTF-8: the socket is cut with `closeCode`. */
  | { kind: 'cut'; data: Buffer; binary: boolean; closeCode: number };

/** What the attacker knows: another room it is a guest of, and what it can make of the watched room. */
interface Knowledge {
  watchedCode: string;
  otherCode: string;
  otherToken: string;
  studentToken: string;
}

const validLookingCode = fc
  .array(fc.constantFrom(...ROOM_CODE_ALPHABET), { minLength: ROOM_CODE_LENGTH, maxLength: ROOM_CODE_LENGTH })
  .map((chars) => chars.join(''));
const validLookingToken = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'), {
    minLength: 43,
    maxLength: 43,
  })
  .map((chars) => chars.join(''));

/** Codes: the watched room's (as typed in the forgiving forms too), the other room's, random and broken ones. */
const codeOf = (k: Knowledge) =>
  fc.oneof(
    fc.constant(k.watchedCode),
    fc.constantFrom(
      k.watchedCode.toUpperCase(),
      `${k.watchedCode.slice(0, 4)}-${k.watchedCode.slice(4, 8)}-${k.watchedCode.slice(8)}`,
      ` ${k.watchedCode} `,
      `${k.watchedCode}\u0000`,
      `\ud800${k.watchedCode}`,
      k.watchedCode.slice(0, 11),
      k.otherCode,
    ),
    validLookingCode,
    hostileText,
  );

/** Tokens: none, its own for the other room, the student's token mangled, random and broken ones. */
const tokenOf = (k: Knowledge) =>
  fc.oneof(
    fc.constant(undefined),
    fc.constant(k.otherToken),
    fc
      .constantFrom(
        k.studentToken.toUpperCase(),
        k.studentToken.toLowerCase(),
        k.studentToken.slice(0, -1),
        `${k.studentToken}A`,
        `${k.studentToken.slice(0, -1)}${k.studentToken.endsWith('A') ? 'B' : 'A'}`,
        ` ${k.studentToken}`,
        `${k.studentToken}\u0000`,
      )
      .filter((t) => t !== k.studentToken),
    validLookingToken,
    hostileText,
  );

/** The room's procedures aimed at a room with credentials that are not a member's: each must be refused. */
const roomAttack = (k: Knowledge) =>
  fc
    .record({
      target: fc.constantFrom(
        'rooms.watch',
        'rooms.command',
        'rooms.signal',
        'rooms.leave',
        'rooms.close',
        'roomHistory.review',
        'rooms.join',
      ),
      code: codeOf(k),
      guestToken: tokenOf(k),
      lastEventId: fc.option(fc.constantFrom('0', '1', '3', '999999', 'abc', '-1', '1e3', '9'.repeat(20)), {
        nil: undefined,
      }),
      lastEventIdInParams: fc.boolean(),
      text: fc.oneof(fc.constant('from the attacker'), hostileText),
      // (A lone surrogate is no bad name: it becomes U+FFFD, as everywhere, and that name may join.)
      badGuestName: fc.constantFrom('', ' ', 'a\u0000b', '\u0007bell', 'x'.repeat(41), '\ud800'.repeat(41)),
      eventId: fc.uuid({ version: 4 }),
    })
    // The other room's token opens the other room: that one is the attacker's own.
    .filter((a) => !(a.guestToken === k.otherToken && normalizeRoomCode(a.code) === k.otherCode))
    .map((a) => {
      const { eventId } = a;
      const room = { code: a.code, ...(a.guestToken === undefined ? {} : { guestToken: a.guestToken }) };
      const inputs: Record<string, unknown> = {
        'rooms.watch': { ...room, ...(a.lastEventId && !a.lastEventIdInParams ? { lastEventId: a.lastEventId } : {}) },
        'rooms.command': { ...room, eventId, command: { type: 'postMessage', text: a.text } },
        'rooms.signal': { ...room, signal: { type: 'pointer', at: { string: 0, fret: 3 } } },
        'rooms.leave': { ...room, eventId },
        'rooms.close': { ...room, eventId },
        'roomHistory.review': room,
        // Anyone with the code may join; with a name that no schema allows, nobody may.
        'rooms.join': { code: a.code, eventId, guestName: a.badGuestName },
      };
      const method =
        a.target === 'rooms.watch' ? 'subscription' : a.target === 'roomHistory.review' ? 'query' : 'mutation';
      const params = {
        path: a.target,
        input: superjson.serialize(inputs[a.target]),
        ...(a.target === 'rooms.watch' && a.lastEventId && a.lastEventIdInParams ? { lastEventId: a.lastEventId } : {}),
      };
      return { method, params };
    });

/** JSON text of an id: right ones, wrong types, huge ones. */
const idText = fc.oneof(
  fc.integer().map(String),
  fc.string({ maxLength: 12 }).map((s) => JSON.stringify(s)),
  hostileText.map((s) => JSON.stringify(s)),
  fc.constantFrom('null', 'true', '{}', '[]', '[1]', '1.5', '-0', '1e308', '1e400', '9007199254740993', '"\\ud800"'),
  fc.integer({ min: 1_000, max: 30_000 }).map((n) => JSON.stringify('9'.repeat(n))),
);
const methodText = fc.oneof(
  fc.constantFrom('query', 'mutation', 'subscription', 'subscription.stop').map((m) => JSON.stringify(m)),
  fc.constantFrom('"Query"', '""', '"subscribe"', '"__proto__"', 'null', '1', '["query"]'),
  fc.string({ maxLength: 12 }).map((s) => JSON.stringify(s)),
);
const pathText = fc.oneof(
  fc.constantFrom(...procedures.map((p) => p.path)).map((p) => JSON.stringify(p)),
  fc
    .constantFrom(
      'nope',
      '',
      'rooms',
      'rooms.watch.x',
      '__proto__',
      'constructor.prototype',
      'rooms.__proto__',
      'rooms.watch\u0000',
      'x'.repeat(30_000),
    )
    .map((p) => JSON.stringify(p)),
  hostileText.map((p) => JSON.stringify(p)),
  fc.constantFrom('null', '1', '{}'),
);

/** A tRPC-looking message, each part possibly wrong. */
const messageText: fc.Arbitrary<string> = fc
  .record({
    id: idText,
    method: methodText,
    path: pathText,
    input: fc.option(hostileInput, { nil: undefined }),
    jsonrpc: fc.constantFrom(undefined, '"2.0"', '"1.0"', 'null'),
    lastEventId: fc.constantFrom(undefined, '"1"', '1', '"x"', 'null'),
    params: fc.constantFrom('object', 'missing', 'null', 'array'),
  })
  .map((m) => {
    const params =
      m.params === 'missing'
        ? ''
        : m.params === 'null'
          ? ',"params":null'
          : m.params === 'array'
            ? ',"params":[]'
            : `,"params":{"path":${m.path}${m.input === undefined ? '' : `,"input":${m.input}`}${m.lastEventId === undefined ? '' : `,"lastEventId":${m.lastEventId}`}}`;
    return `{"id":${m.id}${m.jsonrpc === undefined ? '' : `,"jsonrpc":${m.jsonrpc}`},"method":${m.method}${params}}`;
  });

/**
 * A well-formed message to any procedure (or a missing one): a right kind of id, huge or
 * reused, a known method, and an envelope that reads, holding hostile values. These get
 * past the frame's parsing to the procedures themselves.
 */
const wellFormedText: fc.Arbitrary<string> = fc
  .record({
    id: fc.oneof(
      fc.integer({ min: -2, max: 5 }),
      fc.string({ maxLength: 8 }),
      fc.constantFrom(1e308, 2 ** 53 + 2, -0.5),
      fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'i'.repeat(n)),
    ),
    method: fc.constantFrom('query', 'mutation', 'subscription'),
    path: fc.oneof(
      fc.constantFrom(...procedures.map((p) => p.path)),
      fc.constantFrom('nope', 'rooms', '__proto__', 'rooms.watch.stop', 'system.health\u0000'),
    ),
    json: hostileJson,
    lastEventId: fc.option(fc.constantFrom('1', '0', 'x', '9'.repeat(30)), { nil: undefined }),
  })
  .map(
    (m) =>
      `{"id":${JSON.stringify(m.id)},"method":"${m.method}","params":{"path":${JSON.stringify(m.path)},"input":{"json":${m.json}}${m.lastEventId === undefined ? '' : `,"lastEventId":"${m.lastEventId}"`}}}`,
  );

/**
 * Frames sent at once, without waiting for answers: twice the flood guard's burst, so they
 * flood it even when a busy machine reads them over a few seconds (the bucket refills meanwhile).
 */
const BURST = DEFAULT_MESSAGE_RATE.burst * 2;

const frameOf = (k: Knowledge): fc.Arbitrary<Frame> =>
  fc.oneof(
    // Garbage text (PING and PONG are the keep-alive's own words, not garbage).
    fc
      .oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }))
      .filter((t) => t !== 'PING' && t !== 'PONG')
      .map((text): Frame => ({ kind: 'text', text })),
    fc.uint8Array({ maxLength: 300 }).map((bytes): Frame => ({ kind: 'binary', bytes })),
    // Past the limit, text or binary.
    fc
      .tuple(fc.integer({ min: MAX_SOCKET_FRAME_BYTES + 1, max: 3 * MAX_SOCKET_FRAME_BYTES }), fc.boolean())
      .map(([size, binary]): Frame => ({
        kind: 'cut',
        data: Buffer.from(`{"id":1,"method":"query","params":{"path":"${'x'.repeat(size)}"}}`),
        binary,
        closeCode: 1009,
      })),
    // A text frame that is not UTF-8.
    fc.uint8Array({ minLength: 1, maxLength: 50 }).map((bytes): Frame => ({
      kind: 'cut',
      data: Buffer.concat([Buffer.from('{"id":1,"x":"'), Buffer.from([0xc3, 0x28]), bytes]),
      binary: false,
      closeCode: 1007,
    })),
    // Deep and huge JSON, within the limit.
    fc
      .constantFrom(
        deep(20_000),
        `{"id":1,"method":"query","params":{"path":"rooms.peek","input":{"json":${deep(10_000)}}}}`,
        `{"id":1,"method":"subscription","params":{"path":"rooms.watch","input":{"json":${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}}}}`,
        `[${Array.from({ length: 2_000 }, () => '{}').join(',')}]`,
        JSON.stringify({
          id: 1,
          method: 'query',
          params: { path: 'rooms.peek', input: { json: { code: 'a'.repeat(60_000) } } },
        }),
      )
      .map((text): Frame => ({ kind: 'text', text })),
    messageText.map((text): Frame => ({ kind: 'text', text })),
    wellFormedText.map((text): Frame => ({ kind: 'text', text })),
    fc
      .array(wellFormedText, { minLength: 2, maxLength: 8 })
      .map((items): Frame => ({ kind: 'text', text: `[${items.join(',')}]` })),
    // Many calls in one frame: each is answered, or past the burst they flood the guard (which charges per call) and are cut.
    fc
      .tuple(fc.constantFrom(60, DEFAULT_MESSAGE_RATE.burst + 50, 600), fc.constantFrom('system.status', 'rooms.watch'))
      .map(([n, path]): Frame => ({
        kind: 'text',
        text: JSON.stringify(
          Array.from({ length: n }, (_, i) => ({
            id: i,
            method: 'subscription',
            params: { path, input: { json: { code: k.watchedCode } } },
          })),
        ),
      })),
    // A flood: the guard cuts the socket (1008), whatever the frames hold.
    fc.constantFrom('{nope', '[]', 'PING').map((text): Frame => ({ kind: 'burst', text })),
    fc.array(messageText, { maxLength: 5 }).map((items): Frame => ({ kind: 'text', text: `[${items.join(',')}]` })),
    // Stopping subscriptions it does not own (the student's ids on its own socket are small numbers).
    fc
      .oneof(fc.integer({ min: -1, max: 20 }).map(String), fc.constantFrom('"1"', '"0"', '"t-1"'))
      .map((id): Frame => ({ kind: 'text', text: `{"id":${id},"method":"subscription.stop"}` })),
    // The room's own procedures, without a member's credentials, alone and in batches.
    fc.array(roomAttack(k), { minLength: 1, maxLength: 4 }).map((messages): Frame => ({ kind: 'attack', messages })),
  );

// ---------------------------------------------------------------------------------------
// What the server must answer

type Id = string | number | null;
interface Expected {
  id: Id;
  method: string;
  path: string | undefined;
}
type Reply = {
  id?: Id;
  error?: { json?: { message?: unknown; code?: unknown; data?: { code?: unknown } } };
  result?: { type?: string };
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The replies a text frame must draw, as tRPC's adapter reads frames: a frame that is not
 * JSON, or any of whose messages is malformed (its input envelope included), is refused as
 * a whole with one error of id null; otherwise each message but a `subscription.stop` is
 * answered under its own id (an error of id null when the id is null).
 */
function expectedReplies(text: string): Expected[] {
  const refusedWhole = [{ id: null, method: 'unknown', path: undefined }];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refusedWhole;
  }
  const messages = Array.isArray(value) ? value : [value];
  const expected: Expected[] = [];
  for (const message of messages) {
    if (!isRecord(message)) return refusedWhole;
    const { id, jsonrpc, method, params } = message;
    if (id !== null && typeof id !== 'string' && (typeof id !== 'number' || Number.isNaN(id))) return refusedWhole;
    if (jsonrpc !== undefined && jsonrpc !== '2.0') return refusedWhole;
    if (method === 'subscription.stop') {
      if (id === null) expected.push({ id: null, method: 'unknown', path: undefined });
      continue;
    }
    if (method !== 'query' && method !== 'mutation' && method !== 'subscription') return refusedWhole;
    if (!isRecord(params) || typeof params.path !== 'string') return refusedWhole;
    if (params.lastEventId !== undefined && typeof params.lastEventId !== 'string') return refusedWhole;
    try {
      deserializeInput(params.input);
    } catch {
      return refusedWhole;
    }
    expected.push({ id: id as Id, method, path: params.path });
  }
  return expected;
}

/** Whether `reply` ends what `expected` waits for: an error, a query's or mutation's answer, a subscription's end. */
function settles(expected: Expected, reply: Reply): boolean {
  if (reply.id !== expected.id) return false;
  if (reply.error) return true;
  const type = reply.result?.type;
  if (expected.method !== 'subscription') return type === 'data';
  // A feed of the room is refused after it starts; any other subscription (system.status) may run.
  return type === 'stopped' || (type === 'started' && expected.path !== 'rooms.watch');
}

/** Exception text, stack frames and database errors, which no reply may carry. */
const INTERNALS =
  /\bat [\w.<>]+ \(|\.(ts|js|mjs|cjs):\d|node_modules|[A-Z]\w*Error\b|Maximum call stack|JSON\.parse|Unexpected (token|end)|in JSON at position|position \d|postgres|duplicate key|violates|\bstack\b/;

/** A raw socket, as an attacker holds one: every frame it receives, and how it closed. */
class AttackerSocket {
  readonly received: string[] = [];
  private readonly queue: Reply[] = [];
  closeCode: number | null = null;
  private wake: () => void = () => {};

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? `(binary) ${String(data)}` : String(data);
      this.received.push(text);
      try {
        const reply = JSON.parse(text) as unknown;
        if (isRecord(reply)) this.queue.push(reply as Reply);
      } catch {
        // PONG, and anything else that is not JSON, is checked with the rest but settles nothing.
      }
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
    socket.on('error', () => {}); // a cut socket may error as it closes; the close is what counts
  }

  static open(url: string, cookie?: string): Promise<AttackerSocket> {
    const socket = new WebSocket(url, cookie ? { headers: { cookie } } : {});
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new AttackerSocket(socket)));
      socket.once('error', reject);
    });
  }

  send(frame: Exclude<Frame, { kind: 'attack' }>): void {
    if (frame.kind === 'text') this.socket.send(frame.text);
    else if (frame.kind === 'burst') for (let i = 0; i < BURST; i++) this.socket.send(frame.text);
    else if (frame.kind === 'binary') this.socket.send(frame.bytes, { binary: true });
    else this.socket.send(frame.data, { binary: frame.binary });
  }

  /** Waits until every expected reply has come (each reply settles one), or the socket closed. */
  async settle(expected: Expected[]): Promise<{ closed: number | null; answers: Reply[] }> {
    const waiting = [...expected];
    const answers: Reply[] = [];
    for (;;) {
      while (this.queue.length > 0) {
        const reply = this.queue.shift()!;
        const index = waiting.findIndex((e) => settles(e, reply));
        if (index >= 0) {
          waiting.splice(index, 1);
          answers.push(reply);
        }
      }
      if (waiting.length === 0) return { closed: null, answers };
      if (this.closeCode !== null) return { closed: this.closeCode, answers };
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  async close(): Promise<void> {
    if (this.closeCode !== null) return;
    const closed = new Promise((resolve) => this.socket.once('close', resolve));
    this.socket.close();
    await closed;
  }
}

// ---------------------------------------------------------------------------------------
// The room and its ordinary members

const postedTexts = postedMessages;

/** Every table, with the events of the watched room left out (the teacher adds to them meanwhile). */
async function fingerprint(db: Database, tables: string[], watchedStream: string): Promise<string> {
  const [others] = await db.sql<[{ part: string }]>`
    select coalesce(md5(string_agg(e::text, ',' order by e::text)), '') as part
    from events e where stream_id <> ${watchedStream}`;
  return `${await tablesFingerprint(
    db,
    tables.filter((t) => t !== 'events'),
  )}|events:${others.part}`;
}

forEachDatabase('hostile frames on the room feed', (current) => {
  let app: FastifyInstance;
  let dataDir: string;
  let url: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fretboard-frames-'));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({ CLIENT_DIR: join(dataDir, 'no-client'), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
      db: current().db,
      logger: { level: 'warn', stream },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/trpc`;
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses or cuts every hostile frame, shows it nothing of the room, and the members keep receiving',
    async () => {
      const { db } = current();
      // The watched room: a signed-in teacher and a guest student, on ordinary clients.
      const teacherUser = await signedInUser(db.sql);
      const teacher = memberClient(url, teacherUser.cookie);
      const watched = await teacher.client.rooms.open.mutate({ eventId: randomUUID() });
      const student = memberClient(url);
      const joined = await student.client.rooms.join.mutate({
        code: watched.code,
        eventId: randomUUID(),
        guestName: 'Student',
      });
      if (!joined.joined || !joined.guestToken) throw new Error('the student could not join');
      student.watch({ code: watched.code, guestToken: joined.guestToken });
      await student.until((items) => items.some((i) => i.data.kind === 'snapshot'), 'the snapshot');
      const [{ room_id: watchedRoomId }] = await db.sql<[{ room_id: string }]>`
      select room_id from rooms where code = ${watched.code}`;

      // Another room, in which the attacker is a guest: its token is real, for the wrong room.
      const otherHost = await signedInUser(db.sql);
      const otherHostClient = memberClient(url, otherHost.cookie);
      const other = await otherHostClient.client.rooms.open.mutate({ eventId: randomUUID() });
      const intruder = memberClient(url);
      const intruderJoined = await intruder.client.rooms.join.mutate({
        code: other.code,
        eventId: randomUUID(),
        guestName: 'Intruder',
      });
      if (!intruderJoined.joined || !intruderJoined.guestToken) throw new Error('the intruder could not join');
      await Promise.all([otherHostClient.close(), intruder.close()]);
      const signedInAttacker = await signedInUser(db.sql);

      const knowledge: Knowledge = {
        watchedCode: watched.code,
        otherCode: other.code,
        otherToken: intruderJoined.guestToken,
        studentToken: joined.guestToken,
      };
      const secrets = [SECRET, watchedRoomId, watched.memberId, joined.memberId, joined.guestToken];
      const tables = await publicTables(db);
      const watchedStream = roomStream(watchedRoomId);
      const before = await fingerprint(db, tables, watchedStream);

      const posted: string[] = [];
      let frames = 0;
      const cuts: Record<number, number> = {};
      const received: string[] = [];

      for (const cookie of [undefined, signedInAttacker.cookie]) {
        const who = cookie ? 'signed in' : 'anonymous';
        let attacker = await AttackerSocket.open(url, cookie);
        await fc.assert(
          fc.asyncProperty(frameOf(knowledge), async (generated) => {
            if (attacker.closeCode !== null) {
              received.push(...attacker.received);
              attacker = await AttackerSocket.open(url, cookie);
            }
            // Attacks get ids of their own, so each answer is known for its message.
            const mustRefuse = generated.kind === 'attack';
            const sent: Exclude<Frame, { kind: 'attack' }> =
              generated.kind === 'attack'
                ? {
                    kind: 'text',
                    text: JSON.stringify(generated.messages.map((m, i) => ({ id: `attack-${frames}-${i}`, ...m }))),
                  }
                : generated;
            // A batch of long messages may outgrow the limit: then it is cut like any frame that size.
            const frame: typeof sent =
              sent.kind === 'text' && Buffer.byteLength(sent.text) > MAX_SOCKET_FRAME_BYTES
                ? { kind: 'cut', data: Buffer.from(sent.text), binary: false, closeCode: 1009 }
                : sent;
            const shown =
              frame.kind === 'text'
                ? frame.text.slice(0, 300)
                : frame.kind === 'burst'
                  ? `${BURST} times ${frame.text}`
                  : frame.kind === 'binary'
                    ? `${frame.bytes.length} binary bytes`
                    : `${frame.data.length} bytes (${frame.binary ? 'binary' : 'text'})`;
            const where = `${who}: ${shown}`;
            const from = attacker.received.length;
            attacker.send(frame);
            const expected =
              frame.kind === 'text'
                ? expectedReplies(frame.text)
                : frame.kind === 'binary'
                  ? [{ id: null, method: 'unknown', path: undefined }]
                  : [{ id: 'never answered', method: 'query', path: undefined }];
            if (mustRefuse) expect(expected.length, `${where} is not what an attack should be`).toBeGreaterThan(0);
            const { closed, answers } = await attacker.settle(expected);

            if (frame.kind === 'cut') expect(closed, `${where} was not cut`).toBe(frame.closeCode);
            else if (frame.kind === 'burst') expect(closed, `${where} was not cut`).toBe(FLOOD_CLOSE_CODE);
            else if (closed !== null) expect(closed, `${where} closed the socket`).toBe(FLOOD_CLOSE_CODE);
            if (closed !== null) cuts[closed] = (cuts[closed] ?? 0) + 1;
            if (mustRefuse)
              for (const answer of answers) expect(answer.error, `${where} was not refused`).toBeDefined();
            for (const text of attacker.received.slice(from)) {
              expect(text, `${where}: a reply shows internals`).not.toMatch(INTERNALS);
              for (const secret of secrets)
                expect(text.includes(secret), `${where}: a reply shows the room`).toBe(false);
            }
            for (const answer of answers) {
              if (!answer.error) continue;
              const error = answer.error.json;
              expect(typeof error?.data?.code, `${where}: an error without a code`).toBe('string');
              expect(error?.message, `${where}: an error without a sentence`).toMatch(/^[A-Z].{5,300}[.?!)]$/s);
            }
            expect(await fingerprint(db, tables, watchedStream), `${where} changed a table`).toBe(before);

            frames++;
            if (frames % POST_EVERY === 0) {
              const text = `${SECRET} ${posted.length + 1}`;
              posted.push(text);
              await teacher.client.rooms.command.mutate({
                code: watched.code,
                eventId: randomUUID(),
                command: { type: 'postMessage', text },
              });
            }
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        received.push(...attacker.received);
        await attacker.close();
      }

      // Nothing that came late, after its frame was settled, showed more.
      for (const text of received) {
        expect(text).not.toMatch(INTERNALS);
        for (const secret of secrets) expect(text.includes(secret), `a late reply shows the room: ${text}`).toBe(false);
      }
      // Every message the teacher posted reached the student, once, in order, with no error.
      await student.until((items) => postedTexts(items).length >= posted.length, 'every message');
      expect(postedTexts(student.items)).toEqual(posted);
      expect(student.errors).toEqual([]);
      // The room's stream holds the teacher's messages and nothing of the attacker's.
      const stored = await db.sql<{ type: string; text: string | null }[]>`
      select type, data->>'text' as text from events where stream_id = ${watchedStream} order by version`;
      expect(stored.map((e) => e.type)).toEqual([
        'RoomOpened',
        'MemberJoined',
        'MemberJoined',
        ...posted.map(() => 'MessagePosted'),
      ]);
      expect(stored.flatMap((e) => (e.text === null ? [] : [e.text]))).toEqual(posted);

      const health = await fetch(`${url.replace('ws:', 'http:')}/system.health`);
      expect(health.status).toBe(200);
      // Nothing the attacker sent was an internal failure of the server.
      const failures = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
      expect(failures).toEqual([]);
      console.info(
        `hostile frames: ${frames} sent, ${received.length} replies, cut: ${JSON.stringify(cuts)}, ${posted.length} messages delivered`,
      );
      await Promise.all([teacher.close(), student.close()]);
    },
    TIMEOUT_MS,
  );
});
