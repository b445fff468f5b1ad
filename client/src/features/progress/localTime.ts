const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant as an ISO date-time in the learner's own UTC offset
 * ('2025-03-01T23:30:00-05:00'), so its date part is the learner's day (events/ `dayOf`).
 */
export function localIsoDateTime(date: Date = new Date()): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
