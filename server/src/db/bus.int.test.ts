import postgres from 'postgres';
import { expect, it } from 'vitest';
import { createEventStore, type StreamNotification } from '../eventStore';
import { newStreamId, probeEvent } from '../eventStore/testEvents';
import type { Bus } from './bus';
import { reconnectDelaySeconds } from './database';
import type { BusMessageType, Delivered, MessageOf } from './busMessages';
import { createPostgresBus } from './postgresBus';
import { forEachDatabase } from './testDatabases';

function nextNotification(subscribe: (l: (n: StreamNotification) => void) => () => void, streamId: string) {
  return new Promise<StreamNotification>((resolve) => {
    const stop = subscribe((n) => {
      if (n.streamId !== streamId) return;
      stop();
      resolve(n);
    });
  });
}

/** The first message of `type` on `bus` that `matches`. */
function nextMessage<K extends BusMessageType>(
  bus: Bus,
  type: K,
  matches: (message: Delivered<MessageOf<K>>) => boolean,
): Promise<Delivered<MessageOf<K>>> {
  return new Promise((resolve) => {
    const stop = bus.subscribe(type, (message) => {
      if (!matches(message)) return;
      stop();
      resolve(message);
    });
  });
}

forEachDatabase('bus', (current, kind) => {
  it('wakes subscribers after an append with the stream id and version only', async () => {
    const { db } = current();
    const store = createEventStore(db);
    const streamId = newStreamId();
    const woken = nextNotification(store.subscribe, streamId);
    await store.append(streamId, 'no_stream', [probeEvent({ secret: 'not in the payload' })]);
    expect(await woken).toEqual({ streamId, version: 1 });
  });

  it('coalesces wake-ups for one stream within a tick into the highest version', async () => {
    const { db } = current();
    const streamId = newStreamId();
    const other = newStreamId();
    const received: { streamId: string; version: number }[] = [];
    const stop = db.bus.subscribe('appended', ({ streamId: id, version }) => {
      if (id === streamId || id === other) received.push({ streamId: id, version });
    });
    const settled = nextMessage(db.bus, 'appended', (n) => n.streamId === other);
    db.bus.publish({ type: 'appended', streamId, version: 1 });
    db.bus.publish({ type: 'appended', streamId, version: 3 });
    db.bus.publish({ type: 'appended', streamId, version: 2 });
    db.bus.publish({ type: 'appended', streamId: other, version: 7 });
    await settled;
    // A message of a later tick arrives after everything sent before it (batches go out in
    // order): once it is here, any uncoalesced straggler would be too.
    const marker = newStreamId();
    const barrier = nextMessage(db.bus, 'appended', (n) => n.streamId === marker);
    db.bus.publish({ type: 'appended', streamId: marker, version: 1 });
    await barrier;
    stop();
    expect(received).toEqual([
      { streamId, version: 3 },
      { streamId: other, version: 7 },
    ]);
  });

  it('notifies after the commit of a transaction, and not at all when it rolls back', async () => {
    const { db } = current();
    const store = createEventStore(db);
    const committed = newStreamId();
    const rolledBack = newStreamId();
    const received: string[] = [];
    const stop = store.subscribe((n) => received.push(n.streamId));
    const woken = nextNotification(store.subscribe, committed);
    await expect(
      store.transaction(async (tx) => {
        await tx.append(rolledBack, 'no_stream', [probeEvent()]);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await store.transaction(async (tx) => {
      await tx.append(committed, 'no_stream', [probeEvent()]);
      await tx.append(committed, 1, [probeEvent()]);
    });
    expect(await woken).toEqual({ streamId: committed, version: 2 });
    stop();
    expect(received).not.toContain(rolledBack);
  });

  it('delivers each message only to listeners of its type, a room message at once', () => {
    const { db } = current();
    const heard: string[] = [];
    const stop = db.bus.subscribe(['presence'], (message) => heard.push(`${message.type}:${message.roomId}`));
    const stopAppended = db.bus.subscribe('appended', (message) => heard.push(message.type));
    db.bus.publish({ type: 'presence', roomId: 'r1', kind: 'who' });
    db.bus.publish({ type: 'roomSignal', roomId: 'r1', from: 'm1', signal: { type: 'pointer', at: null } });
    expect(heard).toEqual(['presence:r1']);
    stop();
    stopAppended();
  });

  if (kind === 'server') {
    it('reaches a subscriber on another connection (another instance)', async () => {
      const { db, url } = current();
      const otherInstance = postgres(url, { max: 1, onnotice: () => {} });
      const otherBus = await createPostgresBus(otherInstance);
      try {
        const streamId = newStreamId('room');
        const woken = nextMessage(otherBus, 'appended', (n) => n.streamId === streamId);
        await createEventStore(db).append(streamId, 'no_stream', [probeEvent()]);
        expect(await woken).toMatchObject({ type: 'appended', streamId, version: 1, instance: db.bus.instance });
      } finally {
        await otherBus.close();
        await otherInstance.end();
      }
    });

    it('carries revocations, user changes and room messages to the other instances, each once', async () => {
      const { db, url } = current();
      const otherInstance = postgres(url, { max: 1, onnotice: () => {} });
      const otherBus = await createPostgresBus(otherInstance);
      try {
        const userId = `u_${Date.now()}`;
        const key = 'a'.repeat(64);
        const revoked = nextMessage(otherBus, 'sessionRevoked', (m) => m.revoked.kind === 'session');
        const revokedUser = nextMessage(otherBus, 'sessionRevoked', (m) => m.revoked.kind === 'user');
        const changed = nextMessage(otherBus, 'userChanged', (m) => m.userId === userId);
        const signal = nextMessage(otherBus, 'roomSignal', (m) => m.roomId === userId);
        const here: string[] = [];
        const stopHere = db.bus.subscribe('roomSignal', (m) => void (m.roomId === userId && here.push(m.instance)));
        db.bus.publish({ type: 'sessionRevoked', revoked: { kind: 'session', key } });
        db.bus.publish({ type: 'sessionRevoked', revoked: { kind: 'user', userId } });
        db.bus.publish({ type: 'userChanged', userId });
        db.bus.publish({ type: 'roomSignal', roomId: userId, from: 'm1', signal: { type: 'pointer', at: null } });
        expect((await revoked).revoked).toEqual({ kind: 'session', key });
        expect((await revokedUser).revoked).toEqual({ kind: 'user', userId });
        expect(await changed).toMatchObject({ userId, instance: db.bus.instance });
        expect(await signal).toMatchObject({ from: 'm1', instance: db.bus.instance });
        // The sender heard its own room message at once; its echo through LISTEN is dropped.
        await new Promise((resolve) => setTimeout(resolve, 100));
        stopHere();
        expect(here).toEqual([db.bus.instance]);
      } finally {
        await otherBus.close();
        await otherInstance.end();
      }
    });

    it('tells whoever follows it when it listens again after its connection was cut, and carries on', async () => {
      const { db, url } = current();
      const otherInstance = postgres(url, { max: 1, onnotice: () => {}, backoff: reconnectDelaySeconds });
      const otherBus = await createPostgresBus(otherInstance);
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      try {
        let resumed = 0;
        let resume: () => void = () => {};
        const stop = otherBus.onResume(() => {
          resumed++;
          resume();
        });
        const back = new Promise<void>((resolve) => (resume = resolve));
        const [cut] = await admin<{ n: number }[]>`
          select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`;
        expect(cut?.n).toBeGreaterThan(0);
        await back;
        expect(resumed).toBe(1);
        // Listening again: the next append reaches it.
        const streamId = newStreamId('room');
        const woken = nextMessage(otherBus, 'appended', (n) => n.streamId === streamId);
        await createEventStore(db).append(streamId, 'no_stream', [probeEvent()]);
        expect(await woken).toMatchObject({ streamId, version: 1 });
        stop();
      } finally {
        await admin.end();
        await otherBus.close();
        await otherInstance.end();
      }
    });
  }
});
