import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * Changes some query parameters of the current page, keeping the others, without a new
 * history entry (a pressed note or a changed tuning is not a page to go Back to). Pages
 * that use it declare these parameters in their route's `validateSearch`.
 */
export function useSearchPatch() {
  const navigate = useNavigate();
  return useCallback(
    (patch: Record<string, string | undefined>) =>
      // The route types cannot know which page this runs on; each page validates its own search.
      void navigate({
        to: '.',
        search: ((prev: Record<string, unknown>) => ({ ...prev, ...patch })) as never,
        replace: true,
      }),
    [navigate],
  );
}

/**
 * A `search` for a `<Link to=".">` that changes some parameters of the current page and
 * keeps the rest; like `useSearchPatch`, for links on components shared between routes.
 */
export const withSearch = (patch: Record<string, string | number | undefined>) =>
  ((prev: Record<string, unknown>) => ({ ...prev, ...patch })) as never;

/**
 * `activeOptions` for such links: a link is the current page only when every parameter it
 * sets (including the ones it removes) matches, so "Whole neck" is not current on Box 1.
 */
export const sameSearch = { includeSearch: true, explicitUndefined: true } as const;
