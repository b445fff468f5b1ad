import { describe, expect, it, vi } from 'vitest';
import { reconnectDelayMs, refusesSession, watchingForRefusal } from './trpc';

const unauthorised = {
  error: {
    json: { message: 'Please sign in to do this.', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } },
  },
};
const fine = { result: { data: { json: { ok: true } } } };
const conflict = {
  error: {
    json: {
      message: 'That username is taken. Try another.',
      code: -32009,
      data: { code: 'CONFLICT', httpStatus: 409 },
    },
  },
};

describe('noticing that the server refused the session', () => {
  it('reads a 401, or an UNAUTHORIZED envelope in a mixed batch, as refused', () => {
    expect(refusesSession(401, null)).toBe(true);
    expect(refusesSession(207, [fine, unauthorised])).toBe(true);
  });

  it('does not read other failures as a refused session', () => {
    expect(refusesSession(207, [fine, conflict])).toBe(false);
    expect(refusesSession(409, [conflict])).toBe(false);
    expect(refusesSession(200, [fine])).toBe(false);
    expect(refusesSession(207, 'nonsense')).toBe(false);
  });

  it('tells the session once per refused answer and leaves the answer readable', async () => {
    const onRefused = vi.fn();
    const answers = [
      new Response(JSON.stringify([unauthorised]), { status: 401 }),
      new Response(JSON.stringify([fine, unauthorised]), { status: 207 }),
      new Response(JSON.stringify([fine]), { status: 200 }),
    ];
    const watched = watchingForRefusal(onRefused, async () => answers.shift()!);
    const first = await watched('/api/trpc/account.me');
    expect(await first.json()).toEqual([unauthorised]);
    await (await watched('/api/trpc/a,b')).json();
    await watched('/api/trpc/c');
    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledTimes(2));
  });
});

describe('reconnecting the WebSocket', () => {
  it('tries at once, then backs off to every 5 seconds, never longer', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelayMs)).toEqual([0, 1000, 2000, 4000, 5000, 5000, 5000]);
  });
});
