import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, PageProblems, useApp, viewports, type OpenPage } from './harness';
import { loggedLinks, nextLink, signInByMagicLink } from './signIn';

// Its own server, so its log (where the sign-in links go without SMTP) can be read.
const app = useApp({ LOG_LEVEL: 'warn' });

const newEmail = () => `learner-${randomUUID().slice(0, 8)}@example.com`;

interface SessionAnswer {
  user?: { id: string; email: string | null; username: string | null };
}

const sessionOf = async (page: Page) =>
  (await (await page.request.get('/api/auth/session')).json()) as SessionAnswer | null;

const header = (page: Page) => page.locator('header.site-header');

/** Types the address into Log In and asks for a link; answers the link the server logged. */
async function askForLinkOnScreen(page: Page, email: string): Promise<string> {
  const before = loggedLinks(app, email).length;
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expectScreen(page, 'Log In Magic Link', 'Check your e-mail');
  await page.getByText(email).waitFor();
  return nextLink(app, email, before);
}

describe('signing in with a magic link', () => {
  it('asks for a link, follows it, chooses a username, sees it on Account and signs out', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    const email = newEmail();
    const username = `ada_${randomUUID().slice(0, 6)}`;

    await page.goto('/chords');
    await expectScreen(page, 'Chords');
    await header(page).getByRole('link', { name: 'Log in' }).click();
    await expectScreen(page, 'Log In');

    const link = await askForLinkOnScreen(page, email);
    // Another link only after a short wait, so nobody floods their own inbox.
    expect(await page.getByRole('button', { name: 'Send the link again' }).isDisabled()).toBe(true);

    await page.goto(link);
    await expectScreen(page, 'Log In Success', 'You are signed in');
    expect((await sessionOf(page))?.user?.email).toBe(email);
    await page.getByText(`You are signed in as ${email}`).waitFor();

    await page.getByRole('link', { name: 'Choose a username' }).click();
    await expectScreen(page, 'Set Username', 'Choose a username');
    const field = page.getByLabel('Username');
    await field.fill('ada lovelace');
    await page.getByText('A username cannot contain spaces. Use - or _ instead.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill(username);
    await page.getByRole('button', { name: 'Save username' }).click();

    // Back where sign-in started, with the username in the header.
    await expectScreen(page, 'Chords');
    expect(new URL(page.url()).pathname).toBe('/chords');
    await header(page)
      .getByRole('link', { name: `${username}, your account` })
      .click();
    await expectScreen(page, 'Account');
    await page.locator('.account-username', { hasText: username }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByRole('link', { name: 'Learned List' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectScreen(page, 'Logged Out', 'You are signed out');
    await header(page).getByRole('link', { name: 'Log in' }).waitFor();
    expect(await sessionOf(page)).toBeNull();
    await expectNoProblems(tab);
  });

  it('brings a visitor to a page that needs sign-in back to it after signing in', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/account/learned');
    await expectScreen(page, 'Log In');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/account/log-in');
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('callbackUrl')).toBe('/account/learned');
    await page.getByRole('alert').getByText('You need to be signed in to see that page.').waitFor();

    const link = await askForLinkOnScreen(page, newEmail());
    await page.goto(link);
    await expectScreen(page, 'Learned List');
    expect(new URL(page.url()).pathname).toBe('/account/learned');
    await expectNoProblems(tab);
  });

  it('says what to do when a link has expired or was used', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await page.goto('/account/log-in/error?error=Verification');
    await expectScreen(page, 'Log In Error');
    await page.getByText('That sign-in link has expired or has already been used.').waitFor();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expectScreen(page, 'Log In');
    await expectNoProblems(tab);
  });

  it('refuses a link followed a second time, on the error screen', async () => {
    const email = newEmail();
    const first = await app.open(viewports.desktop);
    await signInByMagicLink(first.page, app, email, '/account/log-in/success');
    await expectScreen(first.page, 'Log In Success');
    await expectNoProblems(first);

    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto(loggedLinks(app, email).at(-1)!);
    await expectScreen(page, 'Log In Error');
    await page.getByText('That sign-in link has expired or has already been used.').waitFor();
    await expectNoProblems(tab);
  });
});

describe('the account', () => {
  it('refuses a username someone else has, whatever the capitals, and takes another', async () => {
    const taken = `Taken_${randomUUID().slice(0, 6)}`;
    const first = await app.open(viewports.desktop);
    await signInByMagicLink(first.page, app, newEmail(), '/account/username');
    await first.page.getByLabel('Username').fill(taken);
    await first.page.getByRole('button', { name: 'Save username' }).click();
    await expectScreen(first.page, 'Account');
    await expectNoProblems(first);

    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await signInByMagicLink(page, app, newEmail(), '/account/username');
    await page.getByLabel('Username').fill(taken.toLowerCase());
    await page.getByRole('button', { name: 'Save username' }).click();
    await page.getByText('That username is taken. Try another.').waitFor();
    // The refusal is an HTTP 409 and a logged failure, as it should be; nothing else may go wrong.
    tab.problems.reset();
    await page.getByLabel('Username').fill(`${taken}_2`);
    expect(await page.getByText('That username is taken. Try another.').count()).toBe(0);
    await page.getByRole('button', { name: 'Save username' }).click();
    await expectScreen(page, 'Account');
    await page.locator('.account-username', { hasText: `${taken}_2` }).waitFor();
    await expectNoProblems(tab);
  });

  it('downloads everything stored as a JSON file', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    const username = `export_${randomUUID().slice(0, 6)}`;
    await signInByMagicLink(page, app, newEmail(), '/account/username');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Save username' }).click();
    await expectScreen(page, 'Account');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fretboard-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      events: { type: string; data: unknown }[];
    };
    expect(exported.events).toContainEqual(expect.objectContaining({ type: 'UsernameSet', data: { username } }));
    await expectNoProblems(tab);
  });
});

describe('signing out', () => {
  it('in one tab signs out the other tabs, without a reload', async () => {
    const first = await app.open(viewports.desktop);
    await signInByMagicLink(first.page, app, newEmail(), '/account');
    await expectScreen(first.page, 'Account');

    const secondPage = await first.context.newPage();
    const second: OpenPage = { context: first.context, page: secondPage, problems: new PageProblems(secondPage) };
    await secondPage.goto('/chords/C/major');
    await expectScreen(secondPage, 'Chord');
    await header(secondPage).getByRole('link', { name: 'Account' }).waitFor();
    await secondPage.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));

    await first.page.getByRole('button', { name: 'Sign out' }).click();
    await expectScreen(first.page, 'Logged Out');

    await header(secondPage).getByRole('link', { name: 'Log in' }).waitFor();
    expect(await secondPage.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(
      true,
    );
    await expectNoProblems(first);
    await expectNoProblems(second);
  });

  it('moves another tab off a page that needs sign-in', async () => {
    const first = await app.open(viewports.mobile);
    await signInByMagicLink(first.page, app, newEmail(), '/account');
    await expectScreen(first.page, 'Account');
    const secondPage = await first.context.newPage();
    const second: OpenPage = { context: first.context, page: secondPage, problems: new PageProblems(secondPage) };
    await secondPage.goto('/account');
    await expectScreen(secondPage, 'Account');

    await first.page.getByRole('button', { name: 'Sign out' }).click();
    await expectScreen(secondPage, 'Logged Out');
    await expectNoProblems(first);
    await expectNoProblems(second);
  });
});

describe('deleting the account', () => {
  it('deletes it after the address is typed, and signs out', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    const email = newEmail();
    await signInByMagicLink(page, app, email, '/account');
    await expectScreen(page, 'Account');
    const before = await sessionOf(page);

    await page.getByRole('link', { name: 'Delete your account' }).click();
    await expectScreen(page, 'Nuke', 'Delete your account');
    const confirm = page.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(`Type your e-mail address, ${email}, to confirm`).fill(email.toUpperCase());
    await confirm.click();

    await expectScreen(page, 'Logged Out', 'Your account is deleted');
    await header(page).getByRole('link', { name: 'Log in' }).waitFor();
    expect(await sessionOf(page)).toBeNull();

    // The same address makes a new, empty account.
    await signInByMagicLink(page, app, email, '/account');
    await expectScreen(page, 'Account');
    expect((await sessionOf(page))?.user?.id).not.toBe(before?.user?.id);
    await page.getByText('Not chosen yet.').waitFor();
    await expectNoProblems(tab);
  });
});

describe('a session the server stops accepting', () => {
  it('shows Deauthorised, with a way to sign in and come back', async () => {
    const email = newEmail();
    const here = await app.open(viewports.desktop);
    await signInByMagicLink(here.page, app, email, '/chords/C/major');
    await expectScreen(here.page, 'Chord');
    await header(here.page).getByRole('link', { name: 'Account' }).waitFor();

    // The account is deleted on another device, which ends every session of it.
    const elsewhere = await app.open(viewports.mobile);
    await signInByMagicLink(elsewhere.page, app, email, '/account/nuke');
    await elsewhere.page.getByLabel(`Type your e-mail address, ${email}, to confirm`).fill(email);
    await elsewhere.page.getByRole('button', { name: 'Delete my account' }).click();
    await expectScreen(elsewhere.page, 'Logged Out', 'Your account is deleted');

    // Coming back to the first tab refetches the session, which is gone.
    await here.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expectScreen(here.page, 'Deauthorised');
    await header(here.page).getByRole('link', { name: 'Log in' }).waitFor();
    const signInAgain = new URL(
      (await here.page.getByRole('link', { name: 'Sign in again' }).getAttribute('href'))!,
      app.baseUrl,
    );
    expect(signInAgain.pathname).toBe('/account/log-in');
    expect(signInAgain.searchParams.get('callbackUrl')).toBe('/chords/C/major');
    await expectNoProblems(here);
    await expectNoProblems(elsewhere);
  });
});

// axe-core's source, evaluated in the page (the app's CSP rightly refuses an inline script tag).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the whole document, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  const where = new URL(page.url()).pathname;
  return results.violations.map(
    (v) => `${where}: ${v.id} [${v.impact}] ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
  );
}

for (const [name, viewport] of Object.entries(viewports)) {
  describe(`the sign-in and account screens at ${viewport.width}px (${name})`, () => {
    it('have no accessibility violations axe-core can find', async () => {
      const tab = await app.open(viewport);
      const { page } = tab;
      const found: string[] = [];
      const check = async (screen: string, url?: string) => {
        if (url) await page.goto(url);
        await expectScreen(page, screen);
        await expectNoProblems(tab);
        found.push(...(await axeViolations(page)));
      };
      await check('Log In', '/account/log-in?error=SessionRequired&callbackUrl=%2Faccount');
      await page.getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
      found.push(...(await axeViolations(page)));
      await check('Log In Error', '/account/log-in/error?error=Verification');
      await signInByMagicLink(page, app, newEmail(), '/account/log-in/success');
      await check('Log In Success');
      await check('Set Username', '/account/username');
      await page.getByLabel('Username').fill('no good');
      await page.getByText('A username cannot contain spaces. Use - or _ instead.').waitFor();
      found.push(...(await axeViolations(page)));
      await check('Account', '/account');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      found.push(...(await axeViolations(page)));
      await check('Nuke', '/account/nuke');
      await page.getByRole('button', { name: 'Delete my account' }).waitFor();
      found.push(...(await axeViolations(page)));
      await check('Deauthorised', '/deauthorised');
      await check('Logged Out', '/account/logged-out');
      expect(found).toEqual([]);
    });
  });
}
