import { describe, expect, it } from 'vitest';
import { estimateOffset, measureOffset } from './clock';

describe('the offset to the server clock', () => {
  it('is the server time minus the midpoint of the round trip', () => {
    expect(estimateOffset([{ sentAt: 1_000, serverTime: 5_010, receivedAt: 1_020 }])).toEqual({
      offsetMs: 4_000,
      roundTripMs: 20,
    });
  });

  it('keeps the sample with the smallest round trip', () => {
    const offset = estimateOffset([
      { sentAt: 0, serverTime: 900, receivedAt: 400 }, // slow: says 700
      { sentAt: 1_000, serverTime: 1_505, receivedAt: 1_010 }, // fast: says 500
      { sentAt: 2_000, serverTime: 2_560, receivedAt: 2_080 }, // says 520
    ]);
    expect(offset).toEqual({ offsetMs: 500, roundTripMs: 10 });
  });

  it('ignores samples that cannot be right, and has nothing without samples', () => {
    expect(estimateOffset([])).toBeNull();
    expect(estimateOffset([{ sentAt: 10, serverTime: 50, receivedAt: 5 }])).toBeNull();
    expect(estimateOffset([{ sentAt: 10, serverTime: Number.NaN, receivedAt: 12 }])).toBeNull();
  });

  it('takes samples one after another and survives a failed one', async () => {
    let clock = 0;
    let calls = 0;
    let inFlight = 0;
    const offset = await measureOffset(
      async () => {
        calls++;
        inFlight++;
        expect(inFlight).toBe(1);
        // Each answer takes longer, except the third, which fails; the server is 250 ms ahead.
        const trip = calls * 10;
        clock += trip / 2;
        const serverTime = clock + 250;
        clock += trip / 2;
        inFlight--;
        if (calls === 3) throw new Error('lost');
        return serverTime;
      },
      { count: 5, now: () => clock },
    );
    expect(calls).toBe(5);
    expect(offset).toEqual({ offsetMs: 250, roundTripMs: 10 });
  });
});
