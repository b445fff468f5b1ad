/**
 * Started as a child process by authQuery.bench.ts, so the load generator and the app do
 * not share an event loop. Starts the real app (buildApp, logging off) on a free loopback
 * port, on the Postgres server database named by argv[2], or on a fresh embedded PGlite
 * when argv[2] is "embedded"; argv[3] "uncached" turns the session cache off. Makes one
 * user with a session, as a sign-in leaves them.
 * Prints one JSON line {port, cookie}, and stops on SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { signedInUser } from '../../server/src/auth/signedInUser';
import { benchConfig } from './benchConfig';
import { openDatabase } from '../../server/src/db/database';

const target = process.argv[2];
if (!target) throw new Error('usage: authApp.ts <postgres url | embedded>');

const dataDir = await mkdtemp(join(tmpdir(), 'fretboard-bench-'));
const db = await openDatabase(target === 'embedded' ? { dataDir } : { databaseUrl: target, dataDir });

const { token } = await signedInUser(db.sql);

const app = await buildApp({
  config: benchConfig(dataDir),
  db,
  logger: false,
  ...(process.argv[3] === 'uncached' ? { sessionCacheTtlMs: 0 } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  JSON.stringify({ port: (app.server.address() as AddressInfo).port, cookie: `authjs.session-token=${token}` }),
);

process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
