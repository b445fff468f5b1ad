/**
 * The database is away: a connection cut (Postgres restarted, a backend terminated, the
 * network between), refused, or the server shutting down. Such an error says nothing
 * about the request, so it is retried briefly and then answered 503 with Retry-After,
 * never 500, and the process carries on: postgres.js opens new connections by itself.
 */

/** postgres.js's own codes for a connection that went, and the system's. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** SQLSTATEs of a server going or not there yet: class 08 (connection exception) and these. */
const SERVER_GOING = new Set(['57P01', '57P02', '57P03', '53300']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (CONNECTION_CODES.has(code) || SERVER_GOING.has(code) || code.startsWith('08')) return true;
  }
  return false;
}

/** What a caller waits before trying again, in seconds (the Retry-After of a 503). */
export const RETRY_AFTER_SECONDS = 2;

/** Waits between attempts: enough for postgres.js to open a new connection after a cut. */
const BACKOFF_MS = [50, 250, 750];

/**
 * Runs `attempt`, again after a short wait while the database is away (at most
 * BACKOFF_MS.length more times); any other error, or the last one, goes to the caller.
 * Only for work that is safe to repeat: reads, and writes that carry their event ids.
 */
export async function retryWhileDatabaseAway<T>(
  attempt: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || n >= BACKOFF_MS.length) throw error;
      await wait(BACKOFF_MS[n]!);
    }
  }
}
