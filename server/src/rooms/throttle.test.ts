import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('the signal throttle', () => {
  it('lets 30 through at once and drops the rest', () => {
    const throttle = createThrottle({ perSecond: 30 });
    const passed = Array.from({ length: 100 }, () => throttle.take('leader', 1000)).filter(Boolean).length;
    expect(passed).toBe(30);
  });

  it('refills at the steady rate', () => {
    const throttle = createThrottle({ perSecond: 30 });
    for (let i = 0; i < 30; i++) throttle.take('leader', 0);
    expect(throttle.take('leader', 0)).toBe(false);
    expect(throttle.take('leader', 34)).toBe(true); // one token per 33 ms
    expect(throttle.take('leader', 34)).toBe(false);
  });

  it('keeps each member to their own rate', () => {
    const throttle = createThrottle({ perSecond: 1 });
    expect(throttle.take('a', 0)).toBe(true);
    expect(throttle.take('a', 0)).toBe(false);
    expect(throttle.take('b', 0)).toBe(true);
  });

  it('lets a full burst through when the calls’ times arrive out of order (overlapping calls)', () => {
    const throttle = createThrottle({ perSecond: 30 });
    // The call stamped last is handled first; the others, stamped 10 ms earlier, come after it.
    const times = [1010, ...Array.from({ length: 59 }, () => 1000)];
    const passed = times.map((now) => throttle.take('leader', now)).filter(Boolean).length;
    expect(passed).toBe(30);
  });
});
