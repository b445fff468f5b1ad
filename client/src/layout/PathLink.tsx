import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A link to a path known only at run time (a saved item's ref such as
 * '/chords/C/maj7?voicing=2', a validated callback address): not a typed route, so an
 * ordinary anchor the router follows inside the app on a plain click. Modified clicks
 * (new tab, new window) are left to the browser.
 */
export function PathLink({ path, className, children }: { path: string; className?: string; children: ReactNode }) {
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
    void router.navigate({ href: path });
  };
  return (
    <a href={path} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
