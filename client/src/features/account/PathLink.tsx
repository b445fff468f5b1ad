import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A link to a path known only at run time (a validated callback address): an ordinary
 * anchor, followed inside the app rather than by reloading the page. Modified clicks
 * (new tab, new window) are left to the browser.
 */
export function PathLink({ path, className, children }: { path: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: path });
  };
  return (
    <a href={path} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
