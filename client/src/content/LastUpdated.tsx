import { formatLongDate } from './formatDate';
import { LEGAL_LAST_UPDATED } from './legalDate';

/** The "Last updated" line shared by the Terms and Privacy pages. */
export function LastUpdated({ date = LEGAL_LAST_UPDATED }: { date?: string }) {
  return (
    <p className="last-updated">
      Last updated: <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}
