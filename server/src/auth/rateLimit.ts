/**
 * A small in-memory sliding-window limiter for magic-link requests (one process; with
 * several instances each keeps its own counts, which only makes the limit looser).
 */
export interface RateLimit {
  /** How many hits a key may make within `windowMs`. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Records a hit for `key` unless it is over the limit; answers when it may try again. */
  hit(key: string, now?: number): { ok: true } | { ok: false; retryAfterMs: number };
}

export function createRateLimiter({ max, windowMs }: RateLimit): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  const sweep = (now: number) => {
    // Forget keys whose every hit has left the window, at most once a window.
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) if (times[times.length - 1]! <= now - windowMs) hits.delete(key);
  };

  return {
    hit(key, now = Date.now()) {
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return { ok: false, retryAfterMs: recent[0]! + windowMs - now };
      }
      recent.push(now);
      hits.set(key, recent);
      return { ok: true };
    },
  };
}
