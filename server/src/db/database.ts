import postgres from 'postgres';
import { createInProcessBus, type Bus } from './bus';
import { createPostgresBus } from './postgresBus';
import { startEmbedded, type EmbeddedPostgres } from './embedded';
import { migrate as runMigrations } from './migrate';

/**
 * One data-access layer for both databases. `sql` is a postgres.js pool; code inside
 * `sql.begin(tx => ...)` or `inTransaction(sql, tx => ...)` (transaction.ts) must use `tx`
 * only (on the embedded database the pool has one connection, so using `sql` there waits
 * for itself forever).
 */
export interface Database {
  sql: postgres.Sql;
  mode: 'server' | 'embedded';
  bus: Bus;
  /** The URL `sql` connects to (embedded: the local socket server), for a second client such as a test's. */
  url: string;
  /** Embedded only: cuts every connection for `downMs`, as a restart would (embedded.ts, for the outage tests). */
  interrupt?(downMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A Postgres server (15+). Absent: embedded PGlite persisted under `dataDir/pglite`. */
  databaseUrl?: string;
  dataDir: string;
  /** Pool size on a server (default 10). The embedded database always uses 1, see embedded.ts. */
  poolSize?: number;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
}

// int8 (count(*), bigserial) and xid8 (tx_id) arrive as JS numbers instead of strings.
// Exact up to 2^53: positions and transaction ids (epoch << 32 | xid) stay far below it.
const int8AsNumber = {
  to: 20,
  from: [20, 5069],
  serialize: (value: number | bigint) => String(value),
  parse: (value: string) => Number(value),
};

/**
 * Seconds before a cut connection tries again, after `retries` failed attempts in a row:
 * short and capped at one, so the app (and above all the bus's listening connection,
 * which nothing else wakes) is back within a second of the database. postgres.js's own
 * default grows to 20 s, which held room feeds between instances for half a minute after
 * a restart.
 */
export const reconnectDelaySeconds = (retries: number): number => Math.min(0.05 * 2 ** retries, 1);

function connect(url: string, max: number): postgres.Sql {
  return postgres(url, {
    max,
    backoff: reconnectDelaySeconds,
    types: { int8: int8AsNumber },
    transform: { undefined: null },
    onnotice: () => {}, // `create table if not exists` and friends are not news
    connection: { application_name: 'fretboard' },
  }) as unknown as postgres.Sql;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let sql: postgres.Sql;
  let bus: Bus;
  let url: string;
  if (opts.databaseUrl) {
    url = opts.databaseUrl;
    sql = connect(url, opts.poolSize ?? 10);
    try {
      bus = await createPostgresBus(sql);
    } catch (error) {
      await sql.end({ timeout: 1 });
      throw error;
    }
  } else {
    // One pooled connection plus room for a reconnect and a second client (tests, psql).
    embedded = await startEmbedded({ dataDir: opts.dataDir, maxConnections: 4 });
    url = embedded.url;
    sql = connect(url, 1);
    bus = createInProcessBus();
  }

  let closing: Promise<void> | undefined;
  const db: Database = {
    sql,
    mode: embedded ? 'embedded' : 'server',
    bus,
    url,
    ...(embedded && { interrupt: (downMs: number) => embedded!.interrupt(downMs) }),
    close() {
      closing ??= (async () => {
        await bus.close();
        await sql.end({ timeout: 5 });
        await embedded?.close();
      })();
      return closing;
    },
  };

  if (opts.migrate ?? true) {
    try {
      await runMigrations(sql);
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}
