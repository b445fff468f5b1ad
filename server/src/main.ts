import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { ServerStatus } from './serverStatus';

/** Starts the server and closes it gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let db;
  try {
    db = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
  } catch (error) {
    const where = config.databaseUrl
      ? `the Postgres server in DATABASE_URL`
      : `the embedded database in ${config.dataDir}`;
    console.error(`Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const status = new ServerStatus();
  const app = await buildApp({ config, db, status });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    status.beginShutdown(); // live clients are told to reconnect elsewhere
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Fretboard is running at ${config.publicUrl} (${db.mode} database)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
