/**
 * The app's configuration in a bench: its data directory, no logging, and a fixed secret
 * (sessions made by the bench are signed with it; nothing here is a real deployment).
 */
import { loadConfig } from '../../server/src/config';

export const benchConfig = (dataDir: string) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
