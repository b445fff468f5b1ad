/**
 * The store's server. Changes go up as the events the store decided, through the one
 * write procedure `progress.upload` (the same events, with the same ids, as the device
 * keeps, so a retry changes nothing): a change made now is one event, the device's log
 * at sign-in goes in chunks. The server decides each again against the account's state.
 * The whole state comes from `progress.state`.
 */
import type { DecidedEvent } from '#events/progressDecide';
import { errorSentence } from '../../api/errorSentence';
import { beginReconnecting } from '../../api/reconnecting';
import type { ApiClient } from '../../api/trpc';
import { toLocalRecord, type LocalEventRecord } from './localLog';
import type { AccountState, ProgressRemote } from './progressStore';

/** Waits before sending the same events again, while the server says a retry may pass. */
export const RESEND_AFTER_MS = [1_000, 2_000, 4_000, 8_000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The two calls the store's server makes, as the tRPC client has them. */
export interface ProgressApi {
  progress: {
    upload: { mutate(input: { events: LocalEventRecord[] }): Promise<unknown> };
    state: { query(): Promise<Awaited<ReturnType<ApiClient['progress']['state']['query']>>> };
  };
}

export function createRemote(
  client: () => Promise<ProgressApi>,
  wait: (ms: number) => Promise<void> = sleep,
): ProgressRemote {
  async function upload(records: readonly LocalEventRecord[]): Promise<void> {
    if (records.length === 0) return;
    // The same events, with the same ids, again while the server reconnects to its database,
    // is busy, or cannot be reached: a retry that arrives twice is stored once.
    // Meanwhile the app says it is reconnecting (not an error): the change is shown and kept.
    let endWait: (() => void) | undefined;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await (await client()).progress.upload.mutate({ events: [...records] });
          return;
        } catch (error) {
          if (attempt >= RESEND_AFTER_MS.length || !errorSentence(error).retry) throw error;
          endWait ??= beginReconnecting();
          await wait(RESEND_AFTER_MS[attempt]!);
        }
      }
    } finally {
      endWait?.();
    }
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
