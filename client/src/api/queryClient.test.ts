import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient';

describe('query retry policy', () => {
  it('waits 1 s, then doubles, and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a failed query three times, then gives up', () => {
    const error = new Error('network down');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
  });

  it('does not retry a request the server refused on its merits', () => {
    const refused = new TRPCClientError('Please sign in', {
      result: { error: { data: { httpStatus: 401 } } } as never,
    });
    Object.assign(refused, { data: { httpStatus: 401 } });
    expect(shouldRetry(0, refused)).toBe(false);
  });

  it('drops cached data after five minutes unused and refetches on focus', () => {
    const client = createQueryClient(() => {});
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(5 * 60 * 1000);
    expect(defaults?.refetchOnWindowFocus).toBe(true);
  });

  it('logs a failed query', async () => {
    const logged: string[] = [];
    const client = createQueryClient((message) => logged.push(message));
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('boom')), retry: false })
      .catch(() => {});
    expect(logged).toEqual(['Query ["broken"] failed']);
  });
});
