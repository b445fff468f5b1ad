/**
 * The store's server: each decided event goes to the procedure of its domain (the
 * server decides again against the account's state, with the same event id, so a retry
 * changes nothing), the device's events go up through `progress.upload`, and the whole
 * state comes from `progress.state`.
 */
import type { DecidedEvent } from '../../../../events/progressDecide';
import type { ApiClient } from '../../api/trpc';
import type { LocalEventRecord } from './localLog';
import type { AccountState, ProgressRemote } from './progressStore';

export function createRemote(client: () => Promise<ApiClient>): ProgressRemote {
  return {
    async state(): Promise<AccountState> {
      const api = await client();
      const { username, ...state } = await api.progress.state.query();
      return { ...state, username: username ?? null };
    },
    async upload(records: readonly LocalEventRecord[]): Promise<void> {
      if (records.length === 0) return;
      await (await client()).progress.upload.mutate({ events: [...records] });
    },
    async send(event: DecidedEvent): Promise<void> {
      const api = await client();
      const { eventId } = event;
      switch (event.type) {
        case 'FavouriteAdded':
        case 'FavouriteRemoved':
          await api.progress.favourites.set.mutate({
            eventId,
            item: event.data.item,
            favourite: event.type === 'FavouriteAdded',
          });
          return;
        case 'ItemLearned':
        case 'ItemUnlearned':
          await api.progress.learned.set.mutate({
            eventId,
            item: event.data.item,
            learned: event.type === 'ItemLearned',
          });
          return;
        case 'PracticeLogged':
          await api.progress.practice.log.mutate({ eventId, ...event.data });
          return;
        case 'PracticeRemoved':
          await api.progress.practice.remove.mutate({ eventId, loggedEventId: event.data.loggedEventId });
          return;
        case 'DailyPracticeCompleted':
          await api.progress.dailyPractice.complete.mutate({ eventId, ...event.data });
          return;
        case 'PreferencesChanged':
          await api.progress.preferences.change.mutate({ eventId, changes: event.data.changes });
          return;
        case 'UsernameSet':
          throw new Error('A username is chosen on the Account page.');
        default: {
          const unknown: never = event;
          throw new Error(`No procedure records ${String((unknown as { type: unknown }).type)}.`);
        }
      }
    },
  };
}
