import { describe, expect, it } from 'vitest';
import { foldRoom } from '#events/roomState';
import { createRoomStore } from './roomStore';

const snapshotItem = {
  kind: 'snapshot' as const,
  protocol: 1,
  you: 'student',
  state: foldRoom([
    {
      type: 'RoomOpened',
      schema: 1,
      data: { code: 'abcdefghjkmn', hostId: 'host' },
      version: 1,
      at: '2025-03-01T18:30:00.000Z',
      actor: 'host',
    },
  ]),
  names: {},
  present: [],
  serverTime: 0,
};

describe('a room’s store', () => {
  it('is connecting until the first snapshot, then live', () => {
    const store = createRoomStore();
    expect(store.getSnapshot().context.connection).toBe('connecting');
    store.trigger.connected();
    expect(store.getSnapshot().context.connection).toBe('connecting');
    store.trigger.feed({ item: snapshotItem });
    expect(store.getSnapshot().context.connection).toBe('live');
  });

  it('says reconnecting while the socket is down, and live when it is back', () => {
    const store = createRoomStore();
    store.trigger.feed({ item: snapshotItem });
    store.trigger.reconnecting();
    expect(store.getSnapshot().context.connection).toBe('reconnecting');
    store.trigger.connected();
    expect(store.getSnapshot().context.connection).toBe('live');
  });

  it('stays ended once the feed has ended, with the reason', () => {
    const store = createRoomStore();
    store.trigger.feed({ item: snapshotItem });
    store.trigger.ended({ problem: 'Join this room first.' });
    store.trigger.reconnecting();
    store.trigger.connected();
    expect(store.getSnapshot().context).toMatchObject({ connection: 'ended', problem: 'Join this room first.' });
  });

  it('keeps a member’s own pattern until they follow the leader again', () => {
    const store = createRoomStore();
    store.trigger.lookAround({ pattern: { kind: 'scale', root: 'A', type: 'minor pentatonic' } });
    expect(store.getSnapshot().context.ownPattern?.root).toBe('A');
    store.trigger.follow();
    expect(store.getSnapshot().context.ownPattern).toBeNull();
  });

  it('ends the feed when the server speaks another room protocol, and stays ended', () => {
    const store = createRoomStore();
    store.trigger.feed({ item: { ...snapshotItem, protocol: snapshotItem.protocol + 1 } });
    store.trigger.connected();
    store.trigger.feed({ item: snapshotItem });
    expect(store.getSnapshot().context.connection).toBe('ended');
    expect(store.getSnapshot().context.live.outdated).toBe(true);
  });
});
