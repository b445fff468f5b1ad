import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  About,
  Contribute,
  HowToInstall,
  Privacy,
  SubscriptionFeatures,
  Terms,
  Troubleshooting,
  Updates,
} from './index';

const screens: [screen: string, heading: string, Screen: ComponentType][] = [
  ['About', 'About', About],
  ['Contribute', 'Contribute', Contribute],
  ['Terms', 'Terms', Terms],
  ['Privacy', 'Privacy', Privacy],
  ['Updates', 'What Is New', Updates],
  ['How to install', 'How to install', HowToInstall],
  ['Troubleshooting', 'Troubleshooting', Troubleshooting],
  ['Subscription features', 'Subscription features', SubscriptionFeatures],
];

// Every address a content page may link to: the spec's routes and page keys.
const knownPaths = new Set([
  '/',
  '/about',
  '/contribute',
  '/terms',
  '/privacy',
  '/learning',
  '/songs',
  '/chord-finder',
  '/favourites',
  '/free-play',
  '/daily-practice',
  '/account',
  '/subscription-features',
  '/account/nuke',
  '/updates',
  '/account/log-in',
  '/account/username',
  '/account/subscription',
  '/account/daily-practice',
  '/account/favourites',
  '/account/learned',
  '/feedback',
  '/how-to-install',
  '/troubleshooting',
  '/chords',
  '/scales',
  '/arpeggios',
  '/roots',
]);

describe.each(screens)('the %s screen', (screen, heading, Screen) => {
  const html = renderToStaticMarkup(<Screen />);

  it('renders inside the page frame under its screen name', () => {
    expect(html).toContain(`data-screen="${screen}"`);
    expect(html).toContain(`<h1>${heading}</h1>`);
  });

  it('links only to pages the app has', () => {
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    for (const href of hrefs) expect(knownPaths, href).toContain(href);
  });

  it('prints no price', () => {
    expect(html).not.toMatch(/[£$€]\s?\d/);
  });
});

describe('the legal pages', () => {
  it.each([
    ['Terms', Terms],
    ['Privacy', Privacy],
  ] as const)('%s says when it was last updated', (_, Screen) => {
    expect(renderToStaticMarkup(<Screen />)).toContain(
      'Last updated: <time dateTime="2026-11-21">21 November 2026</time>',
    );
  });
});
