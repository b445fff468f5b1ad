import { expect, it } from 'vitest';
import { forEachDatabase } from '../db/testDatabases';
import { append } from './append';
import { appendMany } from './appendMany';
import { ConcurrencyError, EventIdConflictError } from './errors';
import { readStream } from './readStream';
import { newStreamId, probeEvent } from './testEvents';

forEachDatabase('appendMany', (current) => {
  it('appends to several streams in one statement, each gapless, as reads give them back', async () => {
    const { db } = current();
    const a = newStreamId();
    const b = newStreamId();
    await append(db.sql, b, 'no_stream', [probeEvent({ n: 0 })]);
    const outcomes = await appendMany(db.sql, [
      { streamId: a, expectedVersion: 0, events: [probeEvent({ n: 1 }), probeEvent({ n: 2 })] },
      { streamId: b, expectedVersion: 1, events: [probeEvent({ n: 3 })] },
    ]);
    expect(outcomes.map((o) => o.ok && o.result.nextExpectedVersion)).toEqual([2, 2]);
    for (const [i, streamId] of [a, b].entries()) {
      const outcome = outcomes[i]!;
      if (!outcome.ok) throw outcome.error;
      const stored = (await readStream(db.sql, streamId)).slice(-outcome.result.positions.length);
      expect(stored.map((e) => e.position)).toEqual(outcome.result.positions);
      expect(stored.map((e) => e.recordedAt.getTime())).toEqual(outcome.result.recordedAt.map((d) => d.getTime()));
    }
    expect((await readStream(db.sql, a)).map((e) => [e.version, e.data])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
    ]);
    expect((await readStream(db.sql, b)).map((e) => [e.version, e.data])).toEqual([
      [1, { n: 0 }],
      [2, { n: 3 }],
    ]);
  });

  it("judges each stream on its own: one stream's stale version or half-stored ids refuse only that stream", async () => {
    const { db } = current();
    const stale = newStreamId();
    const half = newStreamId();
    const fine = newStreamId();
    await append(db.sql, stale, 'no_stream', [probeEvent()]);
    const kept = probeEvent();
    await append(db.sql, half, 'no_stream', [kept]);
    const outcomes = await appendMany(db.sql, [
      { streamId: stale, expectedVersion: 0, events: [probeEvent()] },
      { streamId: half, expectedVersion: 1, events: [kept, probeEvent()] },
      { streamId: fine, expectedVersion: 0, events: [probeEvent({ ok: true })] },
    ]);
    expect(outcomes[0]).toMatchObject({ ok: false, error: { streamId: stale, actual: 1 } });
    expect(outcomes[0]!.ok === false && outcomes[0]!.error).toBeInstanceOf(ConcurrencyError);
    expect(outcomes[1]!.ok === false && outcomes[1]!.error).toBeInstanceOf(EventIdConflictError);
    expect(outcomes[2]).toMatchObject({ ok: true, result: { nextExpectedVersion: 1, alreadyStored: false } });
    expect(await readStream(db.sql, stale)).toHaveLength(1);
    expect(await readStream(db.sql, half)).toHaveLength(1);
    expect((await readStream(db.sql, fine)).map((e) => e.data)).toEqual([{ ok: true }]);
  });

  it('answers a retried batch (the answer was lost) with what the first attempt stored, writing nothing', async () => {
    const { db } = current();
    const a = newStreamId();
    const b = newStreamId();
    const batch = [
      { streamId: a, expectedVersion: 0, events: [probeEvent({ n: 1 })] },
      { streamId: b, expectedVersion: 0, events: [probeEvent({ n: 2 }), probeEvent({ n: 3 })] },
    ];
    const first = await appendMany(db.sql, batch);
    const again = await appendMany(db.sql, [
      ...batch,
      { streamId: newStreamId(), expectedVersion: 0, events: [probeEvent()] },
    ]);
    expect(again.slice(0, 2)).toEqual(
      first.map((o) => (o.ok ? { ok: true, result: { ...o.result, alreadyStored: true } } : o)),
    );
    expect(again[2]).toMatchObject({ ok: true, result: { alreadyStored: false, nextExpectedVersion: 1 } });
    expect(await readStream(db.sql, b)).toHaveLength(2);
  });

  it('refuses only the stream whose event id comes back with other content', async () => {
    const { db } = current();
    const reusedIn = newStreamId();
    const fine = newStreamId();
    const original = probeEvent({ n: 1 });
    await appendMany(db.sql, [{ streamId: reusedIn, expectedVersion: 0, events: [original] }]);
    const [reused, other] = await appendMany(db.sql, [
      { streamId: reusedIn, expectedVersion: 1, events: [{ ...original, data: { n: 2 } }] },
      { streamId: fine, expectedVersion: 0, events: [probeEvent({ ok: true })] },
    ]);
    expect(reused).toMatchObject({ ok: false, error: { code: 'EVENT_ID_CONFLICT' } });
    expect(other).toMatchObject({ ok: true, result: { alreadyStored: false } });
    expect((await readStream(db.sql, reusedIn)).map((e) => e.data)).toEqual([{ n: 1 }]);
  });

  it('sorts out writers racing on the same stream: exactly one wins it, and every other stream is written', async () => {
    const { db } = current();
    const contested = newStreamId();
    const own = Array.from({ length: 10 }, () => newStreamId());
    const outcomes = await Promise.all(
      own.map((streamId) =>
        appendMany(db.sql, [
          { streamId: contested, expectedVersion: 0, events: [probeEvent()] },
          { streamId, expectedVersion: 0, events: [probeEvent()] },
        ]),
      ),
    );
    expect(outcomes.filter(([c]) => c!.ok)).toHaveLength(1);
    for (const [c] of outcomes) if (!c!.ok) expect(c!.error).toBeInstanceOf(ConcurrencyError);
    expect(outcomes.every(([, mine]) => mine!.ok)).toBe(true);
    expect(await readStream(db.sql, contested)).toHaveLength(1);
    for (const streamId of own) expect(await readStream(db.sql, streamId)).toHaveLength(1);
  });

  it('refuses a batch naming one stream twice, or none of its events, before writing anything', async () => {
    const { db } = current();
    const a = newStreamId();
    await expect(
      appendMany(db.sql, [
        { streamId: a, expectedVersion: 0, events: [probeEvent()] },
        { streamId: a, expectedVersion: 1, events: [probeEvent()] },
      ]),
    ).rejects.toThrow(/appears twice/);
    await expect(appendMany(db.sql, [{ streamId: a, expectedVersion: 0, events: [] }])).rejects.toThrow(/no events/);
    expect(await readStream(db.sql, a)).toHaveLength(0);
  });
});
