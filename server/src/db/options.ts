/**
 * Database settings taken from the environment. `server/src/config.ts` is the one place
 * that reads `process.env`; it calls this, and so does the migration CLI.
 */
export interface DbOptions {
  /** A Postgres server (15+). Absent: the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export function dbOptionsFromEnv(env: Record<string, string | undefined>): DbOptions {
  const databaseUrl = env.DATABASE_URL?.trim();
  const dataDir = env.DATA_DIR?.trim();
  return {
    databaseUrl: databaseUrl ? databaseUrl : undefined,
    dataDir: dataDir ? dataDir : './data',
  };
}
