import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../db/bus';
import type { BusMessage } from '../db/busMessages';
import { announceSessionRevoked, announceUserChanged, announceUserRevoked, sessionKey } from './revocation';
import { SessionCache, tellingFirst, type CacheMessage } from './sessionCache';
import type { AuthenticatedUser } from './sessionUser';

const ana: AuthenticatedUser = { id: 'ana', name: 'Ana', email: 'ana@example.com', username: 'ana' };
const ben: AuthenticatedUser = { id: 'ben', name: 'Ben', email: 'ben@example.com', username: null };
const later = new Date(Date.now() + 3_600_000);

/** A database stand-in: the sessions it holds, and how often it was asked. */
function fakeSessions(rows: Record<string, AuthenticatedUser>) {
  let lookups = 0;
  return {
    rows,
    get lookups() {
      return lookups;
    },
    lookup: (token: string) => async () => {
      lookups++;
      const user = rows[token];
      return user ? { user: { ...user }, expires: later } : null;
    },
  };
}

/** A lookup that waits until told to answer, to put a message in the middle of it. */
function heldLookup(user: AuthenticatedUser) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return { answer, lookup: async () => (await answered, { user, expires: later }) };
}

const notifyInto = (cache: SessionCache) => ({
  publish: (message: BusMessage) => cache.onMessage(message as CacheMessage),
});

describe('the session cache', () => {
  it('looks a session up once and answers from memory after', async () => {
    const cache = new SessionCache();
    const db = fakeSessions({ 'token-a': ana });
    expect(await cache.read(sessionKey('token-a'), db.lookup('token-a'))).toEqual(ana);
    expect(await cache.read(sessionKey('token-a'), db.lookup('token-a'))).toEqual(ana);
    expect(db.lookups).toBe(1);
  });

  it('never keeps "nobody": a session created later is found', async () => {
    const cache = new SessionCache();
    const db = fakeSessions({});
    expect(await cache.read(sessionKey('token-a'), db.lookup('token-a'))).toBeNull();
    db.rows['token-a'] = ana;
    expect(await cache.read(sessionKey('token-a'), db.lookup('token-a'))).toEqual(ana);
  });

  it('forgets a signed-out session at once, and only that one', async () => {
    const cache = new SessionCache();
    const db = fakeSessions({ 'token-a': ana, 'token-b': ana, 'token-c': ben });
    for (const token of ['token-a', 'token-b', 'token-c']) await cache.read(sessionKey(token), db.lookup(token));
    delete db.rows['token-a'];
    announceSessionRevoked(notifyInto(cache), 'token-a');
    expect(await cache.read(sessionKey('token-a'), db.lookup('token-a'))).toBeNull();
    expect(await cache.read(sessionKey('token-b'), db.lookup('token-b'))).toEqual(ana);
    expect(await cache.read(sessionKey('token-c'), db.lookup('token-c'))).toEqual(ben);
    expect(db.lookups).toBe(4);
  });

  it('after the bus may have missed revocations, reads every session again', async () => {
    const cache = new SessionCache();
    const db = fakeSessions({ 'token-a': ana, 'token-c': ben });
    for (const token of ['token-a', 'token-c']) await cache.read(sessionKey(token), db.lookup(token));
    delete db.rows['token-a']; // signed out on another instance, while the bus was away
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.read(sessionKey('token-a'), db.lookup('token-a'))).toBeNull();
    expect(await cache.read(sessionKey('token-c'), db.lookup('token-c'))).toEqual(ben);
    expect(db.lookups).toBe(4);
  });

  it('forgets every session of a deleted user, and reads a changed user again', async () => {
    const cache = new SessionCache();
    const db = fakeSessions({ 'token-a': ana, 'token-b': ana, 'token-c': ben });
    for (const token of ['token-a', 'token-b', 'token-c']) await cache.read(sessionKey(token), db.lookup(token));

    db.rows['token-c'] = { ...ben, username: 'ben_r' };
    announceUserChanged(notifyInto(cache), 'ben'); // Set Username says so once it has committed
    expect((await cache.read(sessionKey('token-c'), db.lookup('token-c')))?.username).toBe('ben_r');
    db.rows['token-c'] = { ...ben, name: 'Benedict' };
    announceUserChanged(notifyInto(cache), 'ben');
    expect((await cache.read(sessionKey('token-c'), db.lookup('token-c')))?.name).toBe('Benedict');

    delete db.rows['token-a'];
    delete db.rows['token-b'];
    announceUserRevoked(notifyInto(cache), 'ana');
    expect(await cache.read(sessionKey('token-a'), db.lookup('token-a'))).toBeNull();
    expect(await cache.read(sessionKey('token-b'), db.lookup('token-b'))).toBeNull();
  });

  it('does not keep a lookup that was under way when its session was revoked', async () => {
    const cache = new SessionCache();
    const held = heldLookup(ana);
    const reading = cache.read(sessionKey('token-a'), held.lookup);
    announceSessionRevoked(notifyInto(cache), 'token-a');
    held.answer();
    expect(await reading).toEqual(ana); // it read the row before the delete: answered as such
    expect(cache.size).toBe(0);
  });

  it('does not keep a lookup that was under way when its user was deleted or changed', async () => {
    for (const message of [
      (c: SessionCache) => announceUserRevoked(notifyInto(c), 'ana'),
      (c: SessionCache) => announceUserChanged(notifyInto(c), 'ana'),
    ]) {
      const cache = new SessionCache();
      const held = heldLookup(ana);
      const reading = cache.read(sessionKey('token-a'), held.lookup);
      message(cache);
      held.answer();
      await reading;
      expect(cache.size).toBe(0);
    }
  });

  it('keeps a lookup that started after a message for its session', async () => {
    const cache = new SessionCache();
    announceUserRevoked(notifyInto(cache), 'ana');
    const db = fakeSessions({ 'token-a': ana });
    await cache.read(sessionKey('token-a'), db.lookup('token-a'));
    expect(cache.size).toBe(1);
  });

  it('looks again once an entry has lived its time, or its session has expired', async () => {
    let now = 1_000_000;
    const cache = new SessionCache({ ttlMs: 10_000, now: () => now });
    const db = fakeSessions({ 'token-a': ana });
    await cache.read(sessionKey('token-a'), db.lookup('token-a'));
    now += 9_999;
    await cache.read(sessionKey('token-a'), db.lookup('token-a'));
    expect(db.lookups).toBe(1);
    now += 1;
    await cache.read(sessionKey('token-a'), db.lookup('token-a'));
    expect(db.lookups).toBe(2);

    const expiring = new SessionCache({ ttlMs: 60_000, now: () => now });
    const soon = new Date(now + 1_000);
    await expiring.read('key', async () => ({ user: ana, expires: soon }));
    now += 1_000;
    expect(await expiring.read('key', async () => null)).toBeNull();
  });

  it('holds at most its limit, dropping the oldest first', async () => {
    const cache = new SessionCache({ maxEntries: 2 });
    const db = fakeSessions({ 'token-a': ana, 'token-b': ana, 'token-c': ben });
    for (const token of ['token-a', 'token-b', 'token-c']) await cache.read(sessionKey(token), db.lookup(token));
    expect(cache.size).toBe(2);
    await cache.read(sessionKey('token-a'), db.lookup('token-a'));
    expect(db.lookups).toBe(4);
  });
});

describe('a database that tells this instance first', () => {
  it('hands each notification to the listener before the bus has sent it', async () => {
    const bus = createInProcessBus();
    const heard: string[] = [];
    const delivered: string[] = [];
    bus.subscribe('userChanged', (n) => delivered.push(n.userId));
    const db = tellingFirst({ bus, name: 'db' }, (n) => heard.push(n.type === 'userChanged' ? n.userId : n.type));
    db.bus.publish({ type: 'userChanged', userId: 'ana' });
    db.bus.publish({ type: 'appended', streamId: 'user-ana', version: 1 }); // progress: nothing a session carries
    db.bus.publish({ type: 'presence', roomId: 'r1', kind: 'who' }); // not the cache's
    expect(heard).toEqual(['ana']);
    expect(delivered).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toEqual(['ana']);
    expect(db.name).toBe('db');
    await bus.close();
  });
});
