/**
 * Drops what arrives faster than a steady rate (a token bucket per key): for ephemeral
 * signals, where the newest matters and the excess can simply be dropped. Time comes in.
 */
export interface Throttle {
  /** True when this one may pass; false when it is over the rate and should be dropped. */
  take(key: string, now: number): boolean;
}

export function createThrottle({
  perSecond,
  burst = perSecond,
  maxKeys = 10_000,
}: {
  perSecond: number;
  burst?: number;
  maxKeys?: number;
}): Throttle {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, now) {
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      // Calls overlap (each awaits the room before it takes), so their times can arrive out of
      // order: an earlier time adds nothing rather than taking tokens back.
      const elapsed = Math.max(0, now - bucket.at);
      bucket.tokens = Math.min(burst, bucket.tokens + (elapsed / 1000) * perSecond);
      bucket.at += elapsed;
      // Forget everyone at once rather than grow without bound; a full bucket is the default anyway.
      if (!buckets.has(key) && buckets.size >= maxKeys) buckets.clear();
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
