import { describe, expect, it } from 'vitest';
import { waitFor } from './waitFor';

describe('waiting for a condition', () => {
  it('resolves once the condition holds, asking again until then (async conditions too)', async () => {
    let asked = 0;
    await waitFor(async () => ++asked === 3, { intervalMs: 1 });
    expect(asked).toBe(3);
  });

  it('fails naming what never came true, instead of hanging', async () => {
    await expect(waitFor(() => false, { description: 'a lock waiter', timeoutMs: 20, intervalMs: 1 })).rejects.toThrow(
      /a lock waiter, which never came true/,
    );
  });
});
