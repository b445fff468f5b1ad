/**
 * The learner's own calendar: the day and the time as their clock shows them. Practice is
 * filed under the date part of `practisedAt` as written (events/progressEvents.ts `dayOf`),
 * so the offset must be the learner's, not UTC's, or late-evening practice lands tomorrow.
 */

const MINUTE_MS = 60_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Minutes east of UTC at `date` in this runtime's time zone (getTimezoneOffset is west). */
export const localOffsetMinutes = (date: Date): number => -date.getTimezoneOffset();

/** The same instant shifted by the offset, so its UTC fields read as the local clock. */
const asLocalClock = (date: Date, offsetMinutes: number) => new Date(date.getTime() + offsetMinutes * MINUTE_MS);

/** 'YYYY-MM-DD' of `date` on the learner's clock (the runtime's time zone unless an offset is given). */
export function localDay(date: Date, offsetMinutes: number = localOffsetMinutes(date)): string {
  const clock = asLocalClock(date, offsetMinutes);
  return `${pad(clock.getUTCFullYear(), 4)}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** ISO 8601 to the second with the learner's UTC offset: '2025-03-01T23:30:00-05:00'. */
export function localIsoWithOffset(date: Date, offsetMinutes: number = localOffsetMinutes(date)): string {
  const clock = asLocalClock(date, offsetMinutes);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const time = `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}:${pad(clock.getUTCSeconds())}`;
  return `${localDay(date, offsetMinutes)}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Milliseconds from `date` until the learner's next midnight (at least 1). */
export function msUntilNextLocalDay(date: Date): number {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
  return Math.max(1, next.getTime() - date.getTime());
}
