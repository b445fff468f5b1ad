import { describe, expect, it } from 'vitest';
import { createNotificationsStore, selectCurrentNotification, type NotificationItem } from './notifications';

const first: NotificationItem = { id: '1', message: 'Saved to favourites', kind: 'success' };
const second: NotificationItem = {
  id: '2',
  message: 'Removed',
  kind: 'info',
  action: { label: 'Undo', actionId: 'undo-remove' },
};
const third: NotificationItem = { id: '3', message: 'Could not save', kind: 'error' };

describe('notifications store', () => {
  it('starts with no queue (null)', () => {
    const store = createNotificationsStore();
    expect(store.getSnapshot().context.queue).toBeNull();
    expect(selectCurrentNotification(store.getSnapshot().context)).toBeUndefined();
  });

  it('starts a new queue when adding to an absent one', () => {
    const store = createNotificationsStore();
    store.trigger.add({ notification: first });
    expect(store.getSnapshot().context.queue).toEqual([first]);
  });

  it('appends, so the oldest notification is shown first', () => {
    const store = createNotificationsStore();
    store.trigger.add({ notification: first });
    store.trigger.add({ notification: second });
    store.trigger.add({ notification: third });
    expect(store.getSnapshot().context.queue).toEqual([first, second, third]);
    expect(selectCurrentNotification(store.getSnapshot().context)).toEqual(first);
  });

  it('clearing removes the oldest notification', () => {
    const store = createNotificationsStore();
    store.trigger.add({ notification: first });
    store.trigger.add({ notification: second });
    store.trigger.clear();
    expect(store.getSnapshot().context.queue).toEqual([second]);
  });

  it('clearing an absent queue leaves it null', () => {
    const store = createNotificationsStore();
    store.trigger.clear();
    expect(store.getSnapshot().context.queue).toBeNull();
  });

  it('clearing the last notification makes the queue null again', () => {
    const store = createNotificationsStore({ queue: [first] });
    store.trigger.clear();
    expect(store.getSnapshot().context.queue).toBeNull();
  });
});
