import { useEffect, useState } from 'react';
import { localDay, msUntilNextLocalDay } from '../../lib/localDay';

/**
 * The learner's day, 'YYYY-MM-DD', moving on at their midnight while the page stays open.
 * A phone asleep at midnight fires no timer on time, so it is read again on return too.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => localDay(new Date()));
  useEffect(() => {
    const check = () => setToday(localDay(new Date()));
    const midnight = window.setTimeout(check, msUntilNextLocalDay(new Date()) + 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(midnight);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [today]);
  return today;
}
