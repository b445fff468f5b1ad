import type { ReactNode } from 'react';
import { useEffect } from 'react';

/**
 * The frame every screen renders inside the shell: its heading (the spec's screen
 * name is the accessible name tests look for), an optional lead sentence, and content.
 */
export function Page({
  screen,
  title,
  lead,
  children,
}: {
  /** The spec's screen name, e.g. "Chord Finder". */
  screen: string;
  /** The visible heading; defaults to the screen name. */
  title?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const heading = title ?? screen;
  useEffect(() => {
    document.title = `${heading} · Fretboard`;
  }, [heading]);
  return (
    <article className="page" data-screen={screen}>
      <header className="page-header">
        <h1>{heading}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </header>
      <div className="page-body">{children}</div>
    </article>
  );
}

/** The honest one-line notice on a screen whose feature lands in a later release. */
export function ArrivingSoon({ children }: { children: ReactNode }) {
  return (
    <p className="arriving-soon" role="note">
      <strong>Arriving soon:</strong> {children}
    </p>
  );
}
