/**
 * The store's server. Changes go up as the events the store decided, through the one
 * write procedure `progress.upload` (the same events, with the same ids, as the device
 * keeps, so a retry changes nothing): a change made now is one event, the device's log
 * at sign-in goes in chunks. The server decides each again against the account's state.
 * The whole state comes from `progress.state`.
 */
import type { DecidedEvent } from '#events/progressDecide';
import type { ApiClient } from '../../api/trpc';
import { toLocalRecord, type LocalEventRecord } from './localLog';
import type { AccountState, ProgressRemote } from './progressStore';

export function createRemote(client: () => Promise<ApiClient>): ProgressRemote {
  async function upload(records: readonly LocalEventRecord[]): Promise<void> {
    if (records.length === 0) return;
    await (await client()).progress.upload.mutate({ events: [...records] });
  }
  return {
    async state(): Promise<AccountState> {
      const api = await client();
      const { username, ...state } = await api.progress.state.query();
      return { ...state, username: username ?? null };
    },
    upload,
    send: (event: DecidedEvent) => upload([toLocalRecord(event)]),
  };
}
