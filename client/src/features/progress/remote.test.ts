import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { REFUSALS, type Refusal } from '#events/refusals';
import type { LocalEventRecord } from './localLog';
import { isReconnecting } from '../../api/reconnecting';
import { createRemote, RESEND_AFTER_MS, type ProgressApi } from './remote';

const refused = (refusal: Refusal, httpStatus: number) =>
  TRPCClientError.from({
    error: {
      message: REFUSALS[refusal].sentence,
      code: -32603,
      data: { code: REFUSALS[refusal].code, httpStatus, path: 'progress.upload', refusal, invalidInput: null },
    },
  });

const record: LocalEventRecord = {
  eventId: '0d2f8c1e-6a3b-4f7e-9a55-1c2b3d4e5f60',
  type: 'FavouriteAdded',
  schema: 1,
  data: { item: { kind: 'chord', ref: '/chords/C/major', title: 'C major' } },
  occurredAt: '2026-11-25T10:00:00Z',
};

type Upload = ProgressApi['progress']['upload']['mutate'];
const stored = { changed: true, written: 1, alreadyStored: 0 };

function remoteWith(mutate: Upload) {
  const waits: number[] = [];
  /** Whether the app said "reconnecting" during each wait. */
  const saidReconnecting: boolean[] = [];
  const api: ProgressApi = {
    progress: {
      upload: { mutate },
      state: { query: () => Promise.reject(new Error('not asked for in these tests')) },
    },
  };
  const remote = createRemote(
    async () => api,
    async (ms) => {
      waits.push(ms);
      saidReconnecting.push(isReconnecting());
    },
  );
  return { remote, waits, saidReconnecting };
}

describe('sending progress to the account', () => {
  it('sends the same events again while the server reconnects to its database, and they are stored once', async () => {
    const mutate = vi
      .fn<Upload>()
      .mockRejectedValueOnce(refused('SERVER_RECONNECTING', 503))
      .mockRejectedValueOnce(refused('SERVER_RECONNECTING', 503))
      .mockResolvedValueOnce(stored);
    const { remote, waits, saidReconnecting } = remoteWith(mutate);
    expect(isReconnecting()).toBe(false);
    await remote.upload([record]);
    // "Reconnecting" while the change waits, not an error; gone once it is stored.
    expect(saidReconnecting).toEqual([true, true]);
    expect(isReconnecting()).toBe(false);
    expect(mutate).toHaveBeenCalledTimes(3);
    expect(mutate.mock.calls.map(([input]) => input.events.map((e) => e.eventId))).toEqual(
      Array(3).fill([record.eventId]),
    );
    expect(waits).toEqual(RESEND_AFTER_MS.slice(0, 2));
  });

  it('gives up after a few tries, with the sentence to show', async () => {
    const mutate = vi.fn<Upload>(() => Promise.reject(refused('SERVER_RECONNECTING', 503)));
    const { remote } = remoteWith(mutate);
    await expect(remote.upload([record])).rejects.toThrow(REFUSALS.SERVER_RECONNECTING.sentence);
    expect(mutate).toHaveBeenCalledTimes(RESEND_AFTER_MS.length + 1);
    expect(isReconnecting()).toBe(false); // the error is shown instead
  });

  it('says it is reconnecting while any of several changes waits', async () => {
    let second!: () => void;
    const secondMayAnswer = new Promise<void>((resolve) => (second = resolve));
    const mutate = vi
      .fn<Upload>()
      .mockRejectedValueOnce(refused('SERVER_RECONNECTING', 503))
      .mockRejectedValueOnce(refused('SERVER_RECONNECTING', 503))
      .mockResolvedValueOnce(stored)
      .mockImplementationOnce(async () => (await secondMayAnswer, stored));
    const { remote } = remoteWith(mutate);
    const first = remote.upload([record]);
    const other = remote.upload([{ ...record, eventId: '9b1e7c55-2d4a-4c8e-8f10-3a5b6c7d8e90' }]);
    await first;
    expect(isReconnecting()).toBe(true); // the other change still waits
    second();
    await other;
    expect(isReconnecting()).toBe(false);
  });

  it('never sends again what was refused on its merits', async () => {
    const mutate = vi.fn<Upload>(() => Promise.reject(refused('ID_TAKEN', 409)));
    const { remote, waits } = remoteWith(mutate);
    await expect(remote.upload([record])).rejects.toThrow(REFUSALS.ID_TAKEN.sentence);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });
});
