import { describe, expect, it } from 'vitest';
import { isRefusal, REFUSALS } from './refusals';
import { MAX_ROOM_MEMBERS } from './roomEvents';

describe('refusals', () => {
  it('never lets a refusal on the merits be retried: an id already used fails the same way every time', () => {
    expect(REFUSALS.ID_TAKEN.retry).toBe(false);
    expect(REFUSALS.IDS_TAKEN.retry).toBe(false);
    expect(REFUSALS.NOT_LEADER.retry).toBe(false);
    expect(REFUSALS.NOT_SIGNED_IN.retry).toBe(false);
  });

  it('lets a clash with another writer be retried, under the same tRPC code as an id already used', () => {
    expect(REFUSALS.ROOM_BUSY).toMatchObject({ code: 'CONFLICT', retry: true });
    expect(REFUSALS.PROGRESS_BUSY).toMatchObject({ code: 'CONFLICT', retry: true });
    expect(REFUSALS.ID_TAKEN.code).toBe('CONFLICT');
  });

  it('tells a full room how many people fit', () => {
    expect(REFUSALS.FULL.sentence).toBe(`This room is full (${MAX_ROOM_MEMBERS} people).`);
  });

  it('gives every refusal a sentence that ends like one', () => {
    for (const kind of Object.values(REFUSALS)) expect(kind.sentence).toMatch(/^[A-Z].*\.$/);
  });

  it('recognises only names of its table off the wire', () => {
    expect(isRefusal('ID_TAKEN')).toBe(true);
    expect(isRefusal('toString')).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});
