// `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded
// database under DATA_DIR (default ./data) when DATABASE_URL is not set.
import { openDatabase } from './database';
import { dbOptionsFromEnv } from './options';
import { migrate } from './migrate';

const options = dbOptionsFromEnv(process.env);
const db = await openDatabase({ ...options, migrate: false, poolSize: 1 });
try {
  const applied = await migrate(db.sql);
  const target = db.mode === 'server' ? 'Postgres server' : `embedded database in ${options.dataDir}`;
  console.log(applied.length ? `Applied ${applied.join(', ')} to the ${target}.` : `The ${target} is up to date.`);
} catch (error) {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
