import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { REFUSALS, type Refusal } from '#events/refusals';
import type { LocalEventRecord } from './localLog';
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
  const api: ProgressApi = {
    progress: {
      upload: { mutate },
      state: { query: () => Promise.reject(new Error('not asked for in these tests')) },
    },
  };
  const remote = createRemote(
    async () => api,
    async (ms) => void waits.push(ms),
  );
  return { remote, waits };
}

describe('sending progress to the account', () => {
  it('sends the same events again while the server reconnects to its database, and they are stored once', async () => {
    const mutate = vi
      .fn<Upload>()
      .mockRejectedValueOnce(refused('SERVER_RECONNECTING', 503))
      .mockRejectedValueOnce(refused('SERVER_RECONNECTING', 503))
      .mockResolvedValueOnce(stored);
    const { remote, waits } = remoteWith(mutate);
    await remote.upload([record]);
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
  });

  it('never sends again what was refused on its merits', async () => {
    const mutate = vi.fn<Upload>(() => Promise.reject(refused('ID_TAKEN', 409)));
    const { remote, waits } = remoteWith(mutate);
    await expect(remote.upload([record])).rejects.toThrow(REFUSALS.ID_TAKEN.sentence);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });
});
