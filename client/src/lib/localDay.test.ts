import { afterEach, describe, expect, it } from 'vitest';
import { practiceLoggedSchema, dayOf } from '#events/progressEvents';
import { localDay, localIsoWithOffset, msUntilNextLocalDay } from './localDay';

// 2025-03-02T03:30:00Z: the 2nd in London and Berlin, still the 1st in New York.
const lateEveningInNewYork = new Date('2025-03-02T03:30:00Z');

describe('the learner’s day with an explicit offset', () => {
  it('is the local date on either side of UTC midnight', () => {
    expect(localDay(lateEveningInNewYork, -300)).toBe('2025-03-01');
    expect(localDay(lateEveningInNewYork, 0)).toBe('2025-03-02');
    expect(localDay(lateEveningInNewYork, 60)).toBe('2025-03-02');
    // Just before UTC midnight: already tomorrow east of Greenwich.
    expect(localDay(new Date('2025-12-31T23:59:59Z'), 0)).toBe('2025-12-31');
    expect(localDay(new Date('2025-12-31T23:59:59Z'), 330)).toBe('2026-01-01');
  });

  it('writes the time with the learner’s offset, so its date part is their day', () => {
    const iso = localIsoWithOffset(lateEveningInNewYork, -300);
    expect(iso).toBe('2025-03-01T22:30:00-05:00');
    expect(dayOf(iso)).toBe('2025-03-01');
    expect(Date.parse(iso)).toBe(lateEveningInNewYork.getTime());
    expect(localIsoWithOffset(lateEveningInNewYork, 0)).toBe('2025-03-02T03:30:00+00:00');
    expect(localIsoWithOffset(lateEveningInNewYork, 345)).toBe('2025-03-02T09:15:00+05:45');
    expect(localIsoWithOffset(lateEveningInNewYork, -570)).toBe('2025-03-01T18:00:00-09:30');
  });

  it('is a practisedAt the event schema accepts', () => {
    for (const offset of [-720, -300, 0, 60, 345, 840]) {
      const practisedAt = localIsoWithOffset(lateEveningInNewYork, offset);
      const parsed = practiceLoggedSchema.safeParse({
        item: { kind: 'chord', ref: '/chords/C/major', title: 'C major chord' },
        minutes: 1,
        practisedAt,
      });
      expect(parsed.success, practisedAt).toBe(true);
    }
  });
});

describe('the learner’s day from the runtime’s time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('follows TZ across UTC midnight', () => {
    process.env.TZ = 'America/New_York';
    expect(localDay(lateEveningInNewYork)).toBe('2025-03-01');
    expect(localIsoWithOffset(lateEveningInNewYork)).toBe('2025-03-01T22:30:00-05:00');
    process.env.TZ = 'Europe/Berlin';
    expect(localDay(lateEveningInNewYork)).toBe('2025-03-02');
    expect(localIsoWithOffset(lateEveningInNewYork)).toBe('2025-03-02T04:30:00+01:00');
  });

  it('uses the summer offset in summer', () => {
    process.env.TZ = 'Europe/London';
    expect(localIsoWithOffset(new Date('2025-07-01T23:30:00Z'))).toBe('2025-07-02T00:30:00+01:00');
    expect(localDay(new Date('2025-07-01T23:30:00Z'))).toBe('2025-07-02');
  });

  it('counts down to the next local midnight', () => {
    process.env.TZ = 'America/New_York';
    expect(msUntilNextLocalDay(lateEveningInNewYork)).toBe(90 * 60_000);
  });
});
