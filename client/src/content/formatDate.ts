/**
 * Dates on content screens are plain calendar days ('YYYY-MM-DD'), written the British
 * way ("21 November 2026"). They are read and formatted in UTC so a reader west of
 * Greenwich does not see the day before.
 */
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar day in 'YYYY-MM-DD' form (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** "2026-11-21" -> "21 November 2026". An invalid day is returned unchanged. */
export function formatLongDate(isoDay: string): string {
  if (!isIsoDate(isoDay)) return isoDay;
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}
