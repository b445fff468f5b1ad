import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';
import { listenOidcIssuer } from './oidcIssuer';

// The issuer listens before the app starts (its address is part of the app's settings)
// and starts answering once the app's address, and so its callback, is known.
const issuer = await listenOidcIssuer();
const ISSUER_NAME = 'Loopback ID';

const app = useApp({
  LOG_LEVEL: 'warn',
  OIDC_ISSUER: issuer.url,
  OIDC_ID: issuer.clientId,
  OIDC_SECRET: issuer.clientSecret,
  OIDC_NAME: ISSUER_NAME,
});

beforeAll(() => issuer.serve(app.url('/api/auth/callback/oidc')));
afterAll(() => issuer.close());

interface SessionAnswer {
  user?: { id: string; email: string | null; name: string | null };
}

const sessionOf = async (page: Page) =>
  (await (await page.request.get('/api/auth/session')).json()) as SessionAnswer | null;

/** From the Log In screen to the issuer's sign-in page: the button named after the issuer. */
async function continueWithIssuer(page: Page, callbackUrl: string): Promise<void> {
  await page.goto(`/account/log-in?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await expectScreen(page, 'Log In');
  await page.getByRole('button', { name: `Continue with ${ISSUER_NAME}` }).click();
  await page.waitForURL((url) => url.origin === issuer.url);
}

/** The issuer's own page: any password does, the username names the account. */
async function signInAtIssuer(page: Page, username: string): Promise<void> {
  await expect.poll(() => page.title()).toContain('Loopback ID');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('any password will do');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign-in with an OpenID Connect issuer', () => {
  it('offers the issuer by its name among the sign-in providers', async () => {
    const tab = await app.open(viewports.desktop);
    const response = await tab.page.request.get('/api/auth/providers');
    expect(await response.json()).toMatchObject({ oidc: { id: 'oidc', type: 'oidc', name: ISSUER_NAME } });
  });

  it('signs in at the issuer and comes back signed in, with the name and address the issuer gave', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    expect(await sessionOf(page)).toBeNull();

    await continueWithIssuer(page, '/account/log-in/success');
    await signInAtIssuer(page, 'olive');

    // Back at the app, where the callback set the session cookie and sent us on.
    await page.waitForURL(
      (url) => url.origin === new URL(app.baseUrl).origin && url.pathname === '/account/log-in/success',
    );
    await expectScreen(page, 'Log In Success');
    const session = await sessionOf(page);
    expect(session?.user).toMatchObject(issuer.account('olive'));

    // The same issuer account signs in as the same user the next time, from another browser.
    const again = await app.open(viewports.desktop);
    await continueWithIssuer(again.page, '/account/log-in/success');
    await signInAtIssuer(again.page, 'olive');
    await again.page.waitForURL((url) => url.pathname === '/account/log-in/success');
    expect((await sessionOf(again.page))?.user?.id).toBe(session?.user?.id);

    await expectNoProblems(tab);
    await expectNoProblems(again);
  });
});
