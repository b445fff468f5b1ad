import { describe, expect, it } from 'vitest';
import { dayFromNumber, dayNumber, streak, weekStart } from './streak';

describe('practice streak', () => {
  const today = '2025-03-10';

  it('counts consecutive practised days up to today', () => {
    expect(streak(['2025-03-08', '2025-03-09', '2025-03-10'], today)).toBe(3);
  });

  it('is zero with no practice, or practice long ago', () => {
    expect(streak([], today)).toBe(0);
    expect(streak(['2025-01-01'], today)).toBe(0);
  });

  it('forgives a single missed day between practised days', () => {
    // 03-08 missed.
    expect(streak(['2025-03-06', '2025-03-07', '2025-03-09', '2025-03-10'], today)).toBe(4);
    // Every other day still holds.
    expect(streak(['2025-03-02', '2025-03-04', '2025-03-06', '2025-03-08', '2025-03-10'], today)).toBe(5);
  });

  it('is broken by two missed days in a row', () => {
    // 03-07 and 03-08 missed: only 03-09 and 03-10 count.
    expect(streak(['2025-03-05', '2025-03-06', '2025-03-09', '2025-03-10'], today)).toBe(2);
  });

  it("keeps yesterday's streak while today is not yet practised", () => {
    expect(streak(['2025-03-07', '2025-03-08', '2025-03-09'], today)).toBe(3);
  });

  it('forgives a missed yesterday while today is still open, but not two missed days', () => {
    expect(streak(['2025-03-07', '2025-03-08'], today)).toBe(2);
    expect(streak(['2025-03-06', '2025-03-07'], today)).toBe(0);
  });

  it('ignores repeats, days after today and malformed days', () => {
    expect(streak(['2025-03-10', '2025-03-10', '2025-03-09', '2025-03-11', 'soon', '2025-02-30'], today)).toBe(2);
    expect(streak(['2025-03-10'], 'today')).toBe(0);
  });

  it('runs across months and years', () => {
    expect(streak(['2024-12-30', '2024-12-31', '2025-01-02'], '2025-01-02')).toBe(3);
    expect(streak(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01')).toBe(3);
  });
});

describe('calendar days', () => {
  it('finds the Monday that starts the week', () => {
    expect(weekStart('2025-03-10')).toBe('2025-03-10'); // a Monday
    expect(weekStart('2025-03-16')).toBe('2025-03-10'); // the Sunday after
    expect(weekStart('2025-01-01')).toBe('2024-12-30');
    expect(weekStart('nope')).toBeNull();
  });

  it('turns days into numbers and back', () => {
    expect(dayFromNumber(dayNumber('2025-03-10')! + 1)).toBe('2025-03-11');
    expect(dayNumber('2025-13-01')).toBeNull();
  });
});
