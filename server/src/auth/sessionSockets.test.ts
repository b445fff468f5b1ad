import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessBus, type Bus } from '../db/bus';
import { announceSessionRevoked, announceUserRevoked, sessionKey } from './revocation';
import { SESSION_REVOKED, SessionSockets, type LiveSessionCheck, type RevocableSocket } from './sessionSockets';

/** A socket that records how it was closed, and says so to its 'close' listeners as `ws` does. */
class FakeSocket extends EventEmitter implements RevocableSocket {
  readyState = 1;
  closedWith: { code: number; reason: string } | undefined;
  close(code: number, reason: string): void {
    if (this.readyState !== 1) return;
    this.readyState = 3;
    this.closedWith = { code, reason };
    this.emit('close');
  }
}

const revoked = { code: SESSION_REVOKED.code, reason: SESSION_REVOKED.reason };
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('sockets of revoked sessions', () => {
  let bus: Bus;
  let sockets: SessionSockets;
  let live: Set<string>;
  const check: LiveSessionCheck = async (tokens) => new Set(tokens.filter((t) => live.has(t)));

  function start() {
    bus = createInProcessBus();
    live = new Set();
    sockets = new SessionSockets({ bus, check, recheckMs: 3_600_000 });
  }
  afterEach(async () => {
    sockets.close();
    await bus.close();
  });

  it('closes the sockets of a signed-out session with 4401 and leaves every other open', async () => {
    start();
    const mine = [new FakeSocket(), new FakeSocket()];
    const myOtherSession = new FakeSocket();
    const someoneElse = new FakeSocket();
    for (const socket of mine) sockets.watch(socket, { token: 'token-a', userId: 'ana' });
    sockets.watch(myOtherSession, { token: 'token-b', userId: 'ana' });
    sockets.watch(someoneElse, { token: 'token-c', userId: 'ben' });

    announceSessionRevoked(bus, 'token-a');
    await tick();

    expect(mine.map((s) => s.closedWith)).toEqual([revoked, revoked]);
    expect(myOtherSession.closedWith).toBeUndefined();
    expect(someoneElse.closedWith).toBeUndefined();
    expect(sockets.size).toBe(2);
  });

  it('closes every session of a user whose account went', async () => {
    start();
    const phone = new FakeSocket();
    const laptop = new FakeSocket();
    const someoneElse = new FakeSocket();
    sockets.watch(phone, { token: 'token-a', userId: 'ana' });
    sockets.watch(laptop, { token: 'token-b', userId: 'ana' });
    sockets.watch(someoneElse, { token: 'token-c', userId: 'ben' });

    announceUserRevoked(bus, 'ana');
    await tick();

    expect([phone.closedWith, laptop.closedWith, someoneElse.closedWith]).toEqual([revoked, revoked, undefined]);
  });

  it('closes a socket whose session was revoked while it was being looked up', async () => {
    start();
    announceSessionRevoked(bus, 'token-a');
    announceUserRevoked(bus, 'ben');
    await tick();
    const late = new FakeSocket();
    const lateToo = new FakeSocket();
    sockets.watch(late, { token: 'token-a', userId: 'ana' });
    sockets.watch(lateToo, { token: 'token-c', userId: 'ben' });
    expect([late.closedWith, lateToo.closedWith]).toEqual([revoked, revoked]);
    expect(sockets.size).toBe(0);
  });

  it('forgets a socket that closed by itself', async () => {
    start();
    const socket = new FakeSocket();
    sockets.watch(socket, { token: 'token-a', userId: 'ana' });
    socket.close(1000, 'bye');
    expect(sockets.size).toBe(0);
    const closedBefore = new FakeSocket();
    closedBefore.readyState = 3;
    sockets.watch(closedBefore, { token: 'token-b', userId: 'ana' });
    expect(sockets.size).toBe(0);
  });

  it('closes, on re-check, the sockets whose session is no longer live, and keeps the rest', async () => {
    start();
    const gone = new FakeSocket();
    const kept = new FakeSocket();
    sockets.watch(gone, { token: 'token-a', userId: 'ana' });
    sockets.watch(kept, { token: 'token-b', userId: 'ben' });
    live.add('token-b');
    expect(await sockets.recheck()).toBe(1);
    expect([gone.closedWith, kept.closedWith]).toEqual([revoked, undefined]);
  });

  it('leaves alone, on re-check, a socket watched while the check was running', async () => {
    bus = createInProcessBus();
    let answer!: (live: Set<string>) => void;
    sockets = new SessionSockets({ bus, check: () => new Promise((resolve) => (answer = resolve)) });
    const checked = new FakeSocket();
    sockets.watch(checked, { token: 'token-a', userId: 'ana' });
    const rechecking = sockets.recheck();
    const newcomer = new FakeSocket();
    sockets.watch(newcomer, { token: 'token-b', userId: 'ben' });
    answer(new Set(['token-a']));
    expect(await rechecking).toBe(0);
    expect(newcomer.closedWith).toBeUndefined();
  });

  it('keeps every socket open when the re-check itself fails', async () => {
    bus = createInProcessBus();
    const errors: unknown[] = [];
    sockets = new SessionSockets({
      bus,
      check: () => Promise.reject(new Error('database away')),
      onError: (e) => errors.push(e),
    });
    const socket = new FakeSocket();
    sockets.watch(socket, { token: 'token-a', userId: 'ana' });
    expect(await sockets.recheck()).toBe(0);
    expect(socket.closedWith).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('ignores bus messages that are appends or user changes, not revocations', async () => {
    start();
    const socket = new FakeSocket();
    sockets.watch(socket, { token: 'token-a', userId: 'ana' });
    bus.publish({ type: 'appended', streamId: 'user-ana', version: 3 });
    bus.publish({ type: 'appended', streamId: `session-${sessionKey('token-a')}`, version: 1 });
    bus.publish({ type: 'userChanged', userId: 'ana' });
    await tick();
    expect(socket.closedWith).toBeUndefined();
  });
});
