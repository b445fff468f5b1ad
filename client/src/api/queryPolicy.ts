/** Spec section 9: cached data is discarded after 5 minutes of no use. */
export const CACHE_GC_TIME_MS = 5 * 60 * 1000;
/** Spec section 8: failed queries are retried up to 3 times, 1 s doubling, capped at 30 s. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
