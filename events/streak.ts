/**
 * Calendar arithmetic on learner days ('YYYY-MM-DD'): the practice streak and the days of
 * this week. Pure: "today" always comes in; a day is a date, with no time zone of its own.
 */

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a valid 'YYYY-MM-DD', else null. */
export function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return null;
  return ms / DAY_MS;
}

/** The 'YYYY-MM-DD' of a day number. */
export function dayFromNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday that starts the (ISO, Monday-first) week of `day`; null for a bad day. */
export function weekStart(day: string): string | null {
  const n = dayNumber(day);
  if (n === null) return null;
  const weekday = (new Date(n * DAY_MS).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return dayFromNumber(n - weekday);
}

/**
 * How many practised days run up to today, where a single missed day between two
 * practised days is forgiven (it keeps the run but does not count) and two missed days in
 * a row end it. Today is still open: not having practised yet today keeps yesterday's
 * streak (and a single missed yesterday is forgiven as usual). Days after today, repeats
 * and malformed days are ignored.
 */
export function streak(days: readonly string[], today: string): number {
  const todayN = dayNumber(today);
  if (todayN === null) return 0;
  const practised = [...new Set(days.map(dayNumber).filter((n): n is number => n !== null && n <= todayN))].sort(
    (a, b) => b - a,
  );
  let count = 0;
  // Today counts as practised for the gap rule (it is not over), so the newest day may be
  // up to 2 days back: today open + one missed day.
  let previous = todayN;
  for (const day of practised) {
    if (previous - day > 2) break;
    count++;
    previous = day;
  }
  return count;
}
