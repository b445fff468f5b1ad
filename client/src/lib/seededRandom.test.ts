import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, shuffled } from './seededRandom';

describe('seeded randomness', () => {
  it('gives the same numbers for the same seed, and other numbers for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
  });

  it('stays in [0, 1) and spreads over it', () => {
    const random = mulberry32(hashString('2025-03-01'));
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const x = random();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 10)]!++;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(800);
  });

  it('hashes neighbouring days far apart, and the same text alike', () => {
    expect(hashString('2025-03-01')).toBe(hashString('2025-03-01'));
    const days = Array.from({ length: 31 }, (_, i) => hashString(`2025-03-${String(i + 1).padStart(2, '0')}`));
    expect(new Set(days).size).toBe(31);
    for (const hash of days) expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32).toBe(true);
  });

  it('shuffles into a reproducible permutation without losing anything', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const once = shuffled(items, mulberry32(7));
    expect(shuffled(items, mulberry32(7))).toEqual(once);
    expect([...once].sort((a, b) => a - b)).toEqual(items);
    expect(once).not.toEqual(items);
    expect(items[0]).toBe(0); // the input is left alone
  });
});
