import { describe, expect, it } from 'vitest';
import { AppendBatcher } from './appendBatcher';
import { ConcurrencyError } from './errors';
import type { StreamAppend, StreamAppendOutcome } from './appendMany';
import type { AppendResult, NewEvent } from './types';
import { probeEvent } from './testEvents';

/** A store whose statements finish when the test says, recording what each carried. */
function fakeStore() {
  const statements: { streams: string[]; finish: () => void }[] = [];
  const result = (expected: number, events: readonly NewEvent[]): AppendResult => ({
    nextExpectedVersion: expected + events.length,
    positions: events.map((_, i) => i),
    recordedAt: events.map(() => new Date(0)),
    alreadyStored: false,
  });
  const pending = <T>(streams: string[], value: () => T) =>
    new Promise<T>((resolve) => statements.push({ streams, finish: () => resolve(value()) }));
  const store = {
    append: (streamId: string, expected: unknown, events: readonly NewEvent[]) =>
      pending([streamId], () => result(expected as number, events)),
    appendMany: (appends: readonly StreamAppend[]) =>
      pending(
        appends.map((a) => a.streamId),
        (): StreamAppendOutcome[] =>
          appends.map((a) =>
            a.streamId === 'stale'
              ? { ok: false, error: new ConcurrencyError(a.streamId, a.expectedVersion, 9) }
              : { ok: true, result: result(a.expectedVersion, a.events) },
          ),
      ),
  };
  return { store, statements };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the append batcher', () => {
  it('sends an append at once when nothing is under way, and those that come meanwhile together in one statement', async () => {
    const { store, statements } = fakeStore();
    const batcher = new AppendBatcher(store);
    const first = batcher.append('room-a', 0, [probeEvent()]);
    expect(statements.map((s) => s.streams)).toEqual([['room-a']]);
    const later = ['room-b', 'room-c', 'room-d'].map((s) => batcher.append(s, 3, [probeEvent(), probeEvent()]));
    expect(statements).toHaveLength(1);
    statements[0]!.finish();
    await expect(first).resolves.toMatchObject({ nextExpectedVersion: 1 });
    await tick();
    expect(statements.map((s) => s.streams)).toEqual([['room-a'], ['room-b', 'room-c', 'room-d']]);
    statements[1]!.finish();
    expect((await Promise.all(later)).map((r) => r.nextExpectedVersion)).toEqual([5, 5, 5]);
  });

  it('never puts two appends to one stream in the same statement, and gives each its own refusal', async () => {
    const { store, statements } = fakeStore();
    const batcher = new AppendBatcher(store);
    const first = batcher.append('room-x', 0, [probeEvent()]);
    const a1 = batcher.append('room-a', 0, [probeEvent()]);
    const a2 = batcher.append('room-a', 1, [probeEvent()]);
    const stale = batcher.append('stale', 0, [probeEvent()]);
    const other = batcher.append('room-b', 0, [probeEvent()]);
    statements[0]!.finish();
    await first;
    await tick();
    expect(statements[1]!.streams).toEqual(['room-a', 'stale', 'room-b']);
    statements[1]!.finish();
    await expect(a1).resolves.toMatchObject({ nextExpectedVersion: 1 });
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(other).resolves.toMatchObject({ nextExpectedVersion: 1 });
    await tick();
    expect(statements[2]!.streams).toEqual(['room-a']);
    statements[2]!.finish();
    await expect(a2).resolves.toMatchObject({ nextExpectedVersion: 2 });
  });
});
