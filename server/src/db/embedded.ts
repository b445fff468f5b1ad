import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './dataDirLock';

/**
 * The embedded Postgres: PGlite (Postgres 18 in WASM) persisted under `<dataDir>/pglite`,
 * served on 127.0.0.1 (a free port) by pglite-socket so postgres.js talks to it like a server.
 *
 * Limits (pglite-socket 0.2.17), designed around in `database.ts`:
 * - every connection shares ONE Postgres session: an open transaction holds back every
 *   other connection's queries until it ends, and session state (prepared statements,
 *   SET, temp tables) is shared;
 * - messages of the extended protocol are queued per message, not per Parse..Sync batch,
 *   so concurrent connections can interleave and corrupt each other's unnamed statements
 *   (electric-sql/pglite#1046); we therefore use ONE pooled connection;
 * - no LISTEN/NOTIFY (the in-process bus replaces it);
 * - a connection over `maxConnections` is refused, and a closed one is only forgotten on
 *   the next tick, so allow the pool size plus one.
 * - one process per data directory: two PGlite instances on one directory corrupt it, so
 *   the directory is locked while it is open.
 */
export interface EmbeddedPostgres {
  /** postgres:// URL of the socket server. */
  url: string;
  pglite: PGlite;
  /** Protocol messages waiting for the one session (behind an open transaction, say). */
  queuedMessages(): number;
  /**
   * Ends every connection and refuses new ones until the socket server listens again on
   * the same port, as a restart of a Postgres server would (an open transaction is rolled
   * back): what the app must live through. For the outage tests.
   */
  interrupt(downMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startEmbedded(opts: { dataDir: string; maxConnections?: number }): Promise<EmbeddedPostgres> {
  const dir = join(opts.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const lock = lockDataDir(opts.dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: opts.maxConnections ?? 4,
  });
  try {
    await server.start();
  } catch (error) {
    await pglite.close();
    lock.release();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    pglite,
    queuedMessages: () => server.getStats().queuedQueries,
    async interrupt(downMs) {
      await server.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      if (!closing) await server.start();
    },
    close() {
      closing ??= (async () => {
        await server.stop();
        await pglite.close();
        lock.release();
      })();
      return closing;
    },
  };
}
