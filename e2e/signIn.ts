import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Signing in by magic link without the Log In screen, for tests about something else:
 * ask Auth.js for a link over HTTP with the page's own cookies, take the link from the
 * server's log (no SMTP is configured, so the server writes it there), and open it.
 * The file must run its own server (`useApp({ ...some env })`) so its log can be read.
 */

interface LogSource {
  serverOutput(): string;
}

/** Every sign-in link the server logged for `email`, oldest first. */
export function loggedLinks(app: LogSource, email: string): string[] {
  const links: string[] = [];
  for (const line of app.serverOutput().split('\n')) {
    if (!line.includes('"url"')) continue;
    try {
      const entry = JSON.parse(line) as { to?: string; url?: string };
      if (entry.to === email && entry.url) links.push(entry.url);
    } catch {
      // not a JSON log line
    }
  }
  return links;
}

/** Waits for a link to `email` newer than the `before` links already seen. */
export async function nextLink(app: LogSource, email: string, before: number): Promise<string> {
  await expect
    .poll(() => loggedLinks(app, email).length, {
      timeout: 10_000,
      message: `a sign-in link for ${email} in the server log`,
    })
    .toBeGreaterThan(before);
  return loggedLinks(app, email).at(-1)!;
}

/** Asks for a link over HTTP (CSRF token first, as Auth.js requires). */
export async function requestMagicLink(page: Page, email: string, callbackUrl = '/'): Promise<void> {
  const csrf = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/auth/signin/email', {
    form: { csrfToken: csrf.csrfToken, email, callbackUrl },
    headers: { 'X-Auth-Return-Redirect': '1' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs the page's browser context in as `email` and leaves the page where the link lands. */
export async function signInByMagicLink(page: Page, app: LogSource, email: string, callbackUrl = '/'): Promise<void> {
  const before = loggedLinks(app, email).length;
  await requestMagicLink(page, email, callbackUrl);
  await page.goto(await nextLink(app, email, before));
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { email?: string } } | null;
  expect(session?.user?.email).toBe(email);
}
