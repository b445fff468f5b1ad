import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The secret Auth.js signs its CSRF tokens and hashes its magic-link tokens with.
 * AUTH_SECRET when set; otherwise one generated on the first start and kept in
 * DATA_DIR/auth-secret, so `npm install && npm start` works with no settings and a
 * restart does not invalidate links already sent. (Sessions live in the database and do
 * not depend on it.) Several instances behind a balancer must share AUTH_SECRET.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  dataDir: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  log.warn(
    { file },
    'AUTH_SECRET is not set: generated a sign-in secret and saved it in %s. Set AUTH_SECRET when running more than one instance.',
    file,
  );
  return secret;
}
