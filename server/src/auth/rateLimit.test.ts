import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimit';

describe('magic-link rate limiter', () => {
  it('allows max hits per window for each key, then says when to come back', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    expect(limiter.hit('a', 0)).toEqual({ ok: true });
    expect(limiter.hit('a', 100)).toEqual({ ok: true });
    expect(limiter.hit('a', 200)).toEqual({ ok: false, retryAfterMs: 800 });
    expect(limiter.hit('b', 200)).toEqual({ ok: true });
    // The first hit leaves the window at 1000: one more is allowed, then the second must leave.
    expect(limiter.hit('a', 1000)).toEqual({ ok: true });
    expect(limiter.hit('a', 1001)).toEqual({ ok: false, retryAfterMs: 99 });
  });

  it('does not count refused hits', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 });
    expect(limiter.hit('a', 0).ok).toBe(true);
    for (let t = 1; t < 1000; t += 100) expect(limiter.hit('a', t).ok).toBe(false);
    expect(limiter.hit('a', 1000).ok).toBe(true);
  });
});
