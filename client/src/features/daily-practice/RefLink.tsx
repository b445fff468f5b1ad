import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A link to a saved item's page by its ref (path and query, e.g. '/chords/C/maj7?voicing=2').
 * Refs are plain strings, not typed routes, so this is an anchor the router takes over on a
 * plain click; modified clicks (new tab, new window) stay the browser's.
 */
export function RefLink({ to, children }: { to: string; children: ReactNode }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void router.navigate({ href: to });
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}
