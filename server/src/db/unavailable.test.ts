import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, retryWhileDatabaseAway } from './unavailable';

const cut = Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' });
const noWait = async () => {};

describe('the database being away', () => {
  it('is told by the connection codes and SQLSTATEs of a cut or a restart, also behind a cause', () => {
    expect(isDatabaseUnavailable(cut)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('read'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: cut }))).toBe(true);
    // Errors of the request itself are not an outage.
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('retries work briefly while the database is away, and gives up with the last error', async () => {
    let calls = 0;
    expect(await retryWhileDatabaseAway(async () => (++calls < 3 ? Promise.reject(cut) : 'done'), noWait)).toBe('done');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryWhileDatabaseAway(async () => (calls++, Promise.reject(cut)), noWait)).rejects.toBe(cut);
    expect(calls).toBe(4);
  });

  it('never retries an error of the request itself', async () => {
    let calls = 0;
    const refused = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(retryWhileDatabaseAway(async () => (calls++, Promise.reject(refused)), noWait)).rejects.toBe(refused);
    expect(calls).toBe(1);
  });
});
