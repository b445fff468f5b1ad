/**
 * Forked by rooms.bench.ts: the server side of the rooms benchmarks, in its own process so
 * the clients do not share its event loop. On a scratch database (ROOMS_BENCH_DATABASE_URL
 * on the Postgres server) it starts on loopback:
 *  - the real app (buildApp: tRPC over the WebSocket, logging off);
 *  - the baseline: a raw `ws` server that relays each frame a room's leader sends to every
 *    member socket of that room and then acknowledges it to the leader ("ack").
 * Calls: `ports`, `setup` (rooms with guests, the lead handed to one of them), `lagStart` and
 * `lagStop` (event-loop delay and CPU of this process in between).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { RoomService } from '../../server/src/rooms';
import { serve } from './ipc';

const url = process.env.ROOMS_BENCH_DATABASE_URL;
if (!url) throw new Error('ROOMS_BENCH_DATABASE_URL is not set');

const dataDir = await mkdtemp(join(tmpdir(), 'fretboard-bench-rooms-'));
await writeFile(join(dataDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body></body></html>');
await writeFile(join(dataDir, 'routes.json'), JSON.stringify({ patterns: ['^/$'] }));
const db = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 10 });
const app = await buildApp({
  config: loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: dataDir, LOG_LEVEL: 'silent' }),
  db,
  logger: false,
  socketMessageRate: { perSecond: 1_000_000, burst: 1_000_000 },
  // Every simulated member connects from this one machine.
  maxSocketsPerAddress: Number.POSITIVE_INFINITY,
});
await app.listen({ port: 0, host: '127.0.0.1' });

// Set-up goes through a service of its own with the join limits out of the way; the app's
// rooms read the same log, so they see these rooms and members.
const unlimited = { max: 1e9, windowMs: 60_000 };
const setupService = new RoomService(db, {
  limits: { perClient: unlimited, perCode: unlimited, failuresPerClient: unlimited },
});

const raw = new WebSocketServer({ port: 0, host: '127.0.0.1' });
const rawRooms = new Map<string, Set<WebSocket>>();
raw.on('connection', (socket, request) => {
  const params = new URL(request.url ?? '/', 'http://x').searchParams;
  const room = params.get('room') ?? '';
  let members = rawRooms.get(room);
  if (!members) rawRooms.set(room, (members = new Set()));
  if (params.get('role') === 'member') {
    members.add(socket);
    socket.on('close', () => members.delete(socket));
    return;
  }
  socket.on('message', (data, isBinary) => {
    const frame = isBinary ? data : data.toString();
    for (const member of members) member.send(frame);
    socket.send('ack');
  });
});
await new Promise<void>((resolve) => raw.once('listening', resolve));

export interface SetupRoom {
  code: string;
  leaderToken: string;
  /** Guest tokens of the other members (the leader not among them). */
  memberTokens: string[];
}

async function setupRoom(members: number): Promise<SetupRoom> {
  const hostId = randomUUID();
  await db.sql`insert into users (id, name, username) values (${hostId}, 'Bench host', ${`bench_${hostId.slice(0, 8)}`})`;
  const opened = await setupService.open(hostId, { eventId: randomUUID(), title: 'Bench room' });
  if (!opened.ok) throw new Error(`open: ${opened.message}`);
  const { code } = opened.value;
  const tokens: { memberId: string; token: string }[] = [];
  for (let i = 0; i <= members; i++) {
    const joined = await setupService.join(`bench-${i}`, code, { guestName: `Guest ${i}` }, randomUUID());
    if (!joined.ok || !joined.value.guestToken) throw new Error(`join: ${joined.ok ? 'no token' : joined.message}`);
    tokens.push({ memberId: joined.value.memberId, token: joined.value.guestToken });
  }
  const [leader, ...rest] = tokens;
  const handed = await setupService.command(
    code,
    { userId: hostId },
    { type: 'handOverLead', to: leader!.memberId },
    randomUUID(),
  );
  if (!handed.ok) throw new Error(`hand over: ${handed.message}`);
  return { code, leaderToken: leader!.token, memberTokens: rest.map((m) => m.token) };
}

let lag: { histogram: IntervalHistogram; cpu: NodeJS.CpuUsage; since: number } | undefined;

// ROOMS_BENCH_PROFILE_DIR: a CPU profile of this process over each measurement (not the set-up).
const profileDir = process.env.ROOMS_BENCH_PROFILE_DIR;
const profiler = profileDir ? new Session() : undefined;
let profiles = 0;
profiler?.connect();

serve({
  ports: async () => ({ app: (app.server.address() as AddressInfo).port, raw: (raw.address() as AddressInfo).port }),
  /** `rooms` rooms, each with a guest leader and `members` other guests (at most 48: with the host and the leader, 50). */
  setup: async ({ rooms, members }: { rooms: number; members: number }) => {
    const made: SetupRoom[] = [];
    const queue = Array.from({ length: rooms }, (_, i) => i);
    // Rooms in parallel (joins to one room are one after another: each appends at a version).
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (queue.shift() !== undefined) made.push(await setupRoom(members));
      }),
    );
    // The set-up's writes (thousands of joins) are flushed and the tables analysed now, so
    // that a checkpoint or autovacuum they would trigger does not land in the measurement.
    await db.sql`vacuum analyze events, rooms, room_members`;
    await db.sql`checkpoint`;
    return made;
  },
  lagStart: async () => {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    if (profiler) {
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    lag = { histogram, cpu: process.cpuUsage(), since: performance.now() };
  },
  lagStop: async () => {
    if (!lag) throw new Error('lagStart first');
    const { histogram, cpu, since } = lag;
    histogram.disable();
    const used = process.cpuUsage(cpu);
    const elapsedMs = performance.now() - since;
    lag = undefined;
    if (profiler && profileDir) {
      const { profile } = await profiler.post('Profiler.stop');
      await writeFile(join(profileDir, `server-${++profiles}.cpuprofile`), JSON.stringify(profile));
    }
    return {
      p50: histogram.percentile(50) / 1e6,
      p99: histogram.percentile(99) / 1e6,
      max: histogram.max / 1e6,
      cpu: (used.user + used.system) / 1000 / elapsedMs,
    };
  },
});

process.on('SIGTERM', async () => {
  raw.clients.forEach((c) => c.terminate());
  raw.close();
  await app.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
