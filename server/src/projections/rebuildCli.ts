// `npm run projections:rebuild`: rebuilds the progress projections from the event log of
// DATABASE_URL, or of the embedded database under DATA_DIR (default ./data).
import { openDatabase } from '../db/database';
import { dbOptionsFromEnv } from '../db/options';
import { rebuildProgressProjections } from './rebuild';

const options = dbOptionsFromEnv(process.env);
const db = await openDatabase({ ...options, poolSize: 1 });
try {
  const started = performance.now();
  const result = await rebuildProgressProjections(db);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Rebuilt the progress projections from ${result.events} events of ${result.users} users in ${seconds.toFixed(1)} s.`,
  );
  for (const { eventId, error } of result.skipped) console.warn(`Skipped event ${eventId}: ${error}`);
} catch (error) {
  console.error('Rebuild failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
