/**
 * Started as a child process by trpcQuery.bench.ts, so the load generator and the servers
 * do not share an event loop. Starts, on free loopback ports:
 *  - the baseline: a bare Fastify instance with one JSON route;
 *  - the real app (buildApp, embedded database, logging off).
 * Prints one JSON line {raw, app} with their ports, and stops on SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';

const dataDir = await mkdtemp(join(tmpdir(), 'fretboard-bench-'));
const db = await openDatabase({ dataDir });

const raw = Fastify({ logger: false });
raw.get('/time', async () => ({ serverTime: Date.now() }));
await raw.listen({ port: 0, host: '127.0.0.1' });

const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) => (server.server.address() as AddressInfo).port;
console.log(JSON.stringify({ raw: port(raw), app: port(app) }));

process.on('SIGTERM', async () => {
  await Promise.all([raw.close(), app.close()]);
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
