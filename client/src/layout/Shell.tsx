import { useEffect } from 'react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { appConfig } from '../api/appConfig';
import { AccountLink } from '../features/account/AccountLink';
import { SessionWatcher } from '../features/account/SessionWatcher';
import { TAGLINE } from '../constants';
import { pageStore, usePage, usePreferences } from '../state';
import { footerLinks, sectionLinks, toolLinks, type NavLink } from './navigation';
import { ModalHost } from './ModalHost';
import { ReconnectingNotice } from './ReconnectingNotice';

/**
 * The app's frame: header with the tagline, navigation (a side panel on desktop, a menu
 * behind a button on mobile), the screen, the footer, and the modal host. The /embed
 * screens get the screen alone.
 */
export function Shell() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const background = usePreferences((preferences) => preferences.background);
  const showSidePanel = usePage((page) => page.showSidePanel);
  const mobileMenuOpen = usePage((page) => page.isMobileMenuOpen);
  const embedded = pathname.startsWith('/embed/');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') pageStore.send({ type: 'closeModal' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (embedded) {
    return (
      <div className="shell shell-embedded" data-background={background}>
        <main id="main">
          <Outlet />
        </main>
      </div>
    );
  }

  const feedbackUrl = appConfig().feedbackUrl ?? '/feedback';
  return (
    <div className="shell" data-background={background} data-side-panel={showSidePanel ? 'open' : 'closed'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <button
          type="button"
          className="menu-button"
          aria-expanded={mobileMenuOpen}
          aria-controls="site-nav"
          onClick={() => pageStore.send({ type: 'setMobileMenuOpen', open: !mobileMenuOpen })}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span className="visually-hidden">{mobileMenuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span className="brand-name">Fretboard</span>
          <span className="tagline">{TAGLINE}</span>
        </Link>
        <AccountLink />
        <button
          type="button"
          className="header-action"
          onClick={() => pageStore.send({ type: 'setModal', modal: { modalType: 'settings' } })}
        >
          Settings
        </button>
      </header>
      <div className="site-body">
        <nav id="site-nav" className="site-nav" aria-label="Main" data-open={mobileMenuOpen ? 'true' : 'false'}>
          <NavGroup title="Tools" links={toolLinks} />
          <NavGroup title="Learn" links={sectionLinks} />
        </nav>
        {mobileMenuOpen ? (
          <button
            type="button"
            className="nav-scrim"
            aria-label="Close menu"
            onClick={() => pageStore.send({ type: 'setMobileMenuOpen', open: false })}
          />
        ) : null}
        <main id="main" className="site-main">
          <ReconnectingNotice />
          <Outlet />
        </main>
      </div>
      <footer className="site-footer">
        <ul>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <a href={feedbackUrl} rel="noopener">
              Feedback
            </a>
          </li>
        </ul>
        <p>Fretboard is free and open source. What you do here stays on this device until you choose otherwise.</p>
      </footer>
      <ModalHost />
      <SessionWatcher />
    </div>
  );
}

function NavGroup({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="nav-group">
      <h2 className="nav-title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              search={link.search}
              activeOptions={{ includeSearch: true }}
              activeProps={{ 'aria-current': 'page' }}
              onClick={() => pageStore.send({ type: 'setMobileMenuOpen', open: false })}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
