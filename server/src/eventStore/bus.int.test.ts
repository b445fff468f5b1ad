import postgres from 'postgres';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../db/testDatabases';
import { createPostgresBus, type StreamNotification } from './bus';
import { createEventStore } from './index';
import { newStreamId, probeEvent } from './testEvents';

function nextNotification(subscribe: (l: (n: StreamNotification) => void) => () => void, streamId: string) {
  return new Promise<StreamNotification>((resolve) => {
    const stop = subscribe((n) => {
      if (n.streamId !== streamId) return;
      stop();
      resolve(n);
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

  it('coalesces notifications for one stream within a tick into the highest version', async () => {
    const { db } = current();
    const streamId = newStreamId();
    const other = newStreamId();
    const received: StreamNotification[] = [];
    const stop = db.bus.subscribe((n) => {
      if (n.streamId === streamId || n.streamId === other) received.push(n);
    });
    const settled = nextNotification(db.bus.subscribe, other);
    db.bus.notify(streamId, 1);
    db.bus.notify(streamId, 3);
    db.bus.notify(streamId, 2);
    db.bus.notify(other, 7);
    await settled;
    // A notification of a later tick arrives after everything sent before it (batches go
    // out in order): once it is here, any uncoalesced straggler would be too.
    const marker = newStreamId();
    const barrier = nextNotification(db.bus.subscribe, marker);
    db.bus.notify(marker, 1);
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

  if (kind === 'server') {
    it('reaches a subscriber on another connection (another instance)', async () => {
      const { db, url } = current();
      const otherInstance = postgres(url, { max: 1, onnotice: () => {} });
      const otherBus = await createPostgresBus(otherInstance);
      try {
        const streamId = newStreamId('room');
        const woken = nextNotification(otherBus.subscribe, streamId);
        await createEventStore(db).append(streamId, 'no_stream', [probeEvent()]);
        expect(await woken).toEqual({ streamId, version: 1 });
      } finally {
        await otherBus.close();
        await otherInstance.end();
      }
    });
  }
});
