import { createStore } from '@xstate/store';

/** A message for the snackbar. The caller makes the id (stores stay pure). */
export type NotificationItem = {
  id: string;
  message: string;
  kind: 'info' | 'success' | 'error';
  /** An optional button, e.g. "Undo"; `actionId` tells the listener what was pressed. */
  action?: { label: string; actionId: string };
};

/** Null when there is nothing to show, otherwise the queue, oldest first. */
export type NotificationsContext = { queue: readonly NotificationItem[] | null };

export const defaultNotifications: NotificationsContext = { queue: null };

/**
 * The notification queue (spec sections 3 and 4). `add` appends (an absent queue starts
 * a new one); `clear` removes the oldest. A queue that is absent stays null, and one
 * emptied by `clear` becomes null too, so "nothing to show" has one representation.
 */
export function createNotificationsStore(initial: Partial<NotificationsContext> = {}) {
  return createStore({
    context: { ...defaultNotifications, ...initial } as NotificationsContext,
    on: {
      add: (context, event: { notification: NotificationItem }) => ({
        queue: [...(context.queue ?? []), event.notification],
      }),
      clear: (context) => {
        const rest = context.queue?.slice(1) ?? [];
        return { queue: rest.length > 0 ? rest : null };
      },
    },
  });
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

/** The notification on show: the oldest in the queue. */
export function selectCurrentNotification(context: NotificationsContext): NotificationItem | undefined {
  return context.queue?.[0];
}
