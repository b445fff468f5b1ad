import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports, type OpenPage } from './harness';
import { signInByMagicLink } from './signIn';

/**
 * What a learner keeps, as a person would see it: favourites, learned items and practice
 * on the device without an account (surviving a reload), the same in the account after
 * sign-in and on a second device, and a clean device after signing out.
 */

// Its own server: the sign-in links are read from its log.
const app = useApp({ LOG_LEVEL: 'warn' });
const email = `learner-${Date.now()}@example.com`;

const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function pressed(page: Page, name: string): Promise<string | null> {
  const button = toggle(page, name);
  await button.waitFor();
  return button.getAttribute('aria-pressed');
}

/** Presses a toggle once it is usable, and waits for it to show the new state. */
async function press(page: Page, name: string, expected: 'true' | 'false'): Promise<void> {
  await toggle(page, name).click();
  await expect.poll(() => pressed(page, name), { message: `${name} pressed=${expected}` }).toBe(expected);
}

/** The items listed under a group heading of a progress list. */
async function listed(page: Page, group: string): Promise<string[]> {
  const section = page.getByRole('region', { name: group });
  if ((await section.count()) === 0) return [];
  return section.getByRole('listitem').getByRole('link').allTextContents();
}

/** `progress.state` as the page's own cookies see it. */
async function accountState(page: Page) {
  const response = await page.request.get('/api/trpc/progress.state');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { data: { json: Record<string, unknown> } } };
  return body.result.data.json as {
    favourites: { title: string }[];
    learned: { title: string }[];
    practice: { entries: { minutes: number; tempo?: number; note?: string }[]; totalMinutes: number };
    preferences: Record<string, unknown>;
  };
}

async function signOut(page: Page): Promise<void> {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/auth/signout', {
    form: { csrfToken, callbackUrl: '/' },
    headers: { 'X-Auth-Return-Redirect': '1' },
  });
  expect(response.status()).toBe(200);
}

describe('progress without an account, then in the account', () => {
  let device: OpenPage;

  it('keeps favourites, learned items and practice on the device across a reload', async () => {
    device = await app.open(viewports.mobile);
    const { page } = device;
    await page.goto('/chords/C/maj7');
    await expectScreen(page, 'Chord');
    expect(await pressed(page, 'Favourite')).toBe('false');
    await press(page, 'Favourite', 'true');
    await press(page, 'Learned', 'true');

    await page.getByRole('button', { name: 'Log practice' }).click();
    await page.getByLabel('Minutes').fill('12');
    await page.getByLabel('Tempo (bpm, optional)').fill('90');
    await page.getByLabel('Note (optional)').fill('clean changes');
    await page.getByRole('button', { name: 'Save practice' }).click();
    await page.getByText('Logged 12 minutes of practice.').waitFor();
    await page.getByLabel('Left-handed').check(); // a preference, kept as an event too
    // The screen shows each change at once; wait for the device to have them all before leaving the page.
    await expect.poll(() => page.evaluate(deviceEventCount)).toBeGreaterThanOrEqual(4);

    await page.goto('/scales/A/minor-pentatonic');
    await expectScreen(page, 'Scale', 'A minor pentatonic scale');
    await press(page, 'Favourite', 'true');
    await expect.poll(() => page.evaluate(deviceEventCount)).toBeGreaterThanOrEqual(5);

    await page.goto('/chords/C/maj7');
    await expectScreen(page, 'Chord');
    await page.reload();
    await expect.poll(() => pressed(page, 'Favourite')).toBe('true');
    await expect.poll(() => pressed(page, 'Learned')).toBe('true');

    await page.goto('/favourites');
    await expectScreen(page, 'Favourites', 'Favourites');
    await page.getByText('Kept on this device only.').waitFor();
    await expect.poll(() => listed(page, 'Chords')).toEqual(['C major seventh chord']);
    expect(await listed(page, 'Scales')).toEqual(['A minor pentatonic scale']);
    await expectNoProblems(device);
  });

  it('removes a favourite with undo, and links back to its page', async () => {
    const { page } = device;
    await page.getByRole('button', { name: 'Remove A minor pentatonic scale from favourites' }).click();
    await page.getByText('Removed A minor pentatonic scale from your favourites.').waitFor();
    await expect.poll(() => listed(page, 'Scales')).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => listed(page, 'Scales')).toEqual(['A minor pentatonic scale']);

    await page.getByRole('link', { name: 'C major seventh chord' }).click();
    await expectScreen(page, 'Chord', 'C major seventh chord');
    await expectNoProblems(device);
  });

  it('after sign-in the device’s progress is in the account, and the device keeps none of it', async () => {
    const { page } = device;
    await signInByMagicLink(page, app, email, '/favourites');
    await expectScreen(page, 'Favourites', 'Favourites');
    await page.getByText('Kept in your account').waitFor();
    await expect.poll(() => listed(page, 'Chords')).toEqual(['C major seventh chord']);
    expect(await listed(page, 'Scales')).toEqual(['A minor pentatonic scale']);

    const state = await accountState(page);
    expect(state.favourites.map((f) => f.title).sort()).toEqual(['A minor pentatonic scale', 'C major seventh chord']);
    expect(state.learned.map((f) => f.title)).toEqual(['C major seventh chord']);
    expect(state.practice).toMatchObject({
      totalMinutes: 12,
      entries: [{ minutes: 12, tempo: 90, note: 'clean changes' }],
    });
    expect(state.preferences).toEqual({ hand: 'LEFT' });

    // Uploaded and dropped from IndexedDB: the device keeps nothing of the account's.
    await expect.poll(() => page.evaluate(deviceEventCount)).toBe(0);

    await page.goto('/account/learned');
    await expectScreen(page, 'Learned List');
    await expect.poll(() => listed(page, 'Chords')).toEqual(['C major seventh chord']);
    await page.goto('/account/daily-practice');
    await expectScreen(page, 'Daily Practice List');
    await page.getByText('12 minutes of practice in 1 session.').waitFor();
    await page.getByText('clean changes').waitFor();
    await expectNoProblems(device);
  });

  it('a change while signed in goes to the account, and a second device signed in as the same user sees the same', async () => {
    await device.page.goto('/roots/E');
    await expectScreen(device.page, 'Root', 'The note E');
    await press(device.page, 'Favourite', 'true');
    await expect
      .poll(async () => (await accountState(device.page)).favourites.map((f) => f.title))
      .toContain('The note E');

    const other = await app.open(viewports.desktop);
    await signInByMagicLink(other.page, app, email, '/account/favourites');
    await expectScreen(other.page, 'Favourites List');
    await expect.poll(() => listed(other.page, 'Root notes')).toEqual(['The note E']);
    expect(await listed(other.page, 'Chords')).toEqual(['C major seventh chord']);
    expect(await listed(other.page, 'Scales')).toEqual(['A minor pentatonic scale']);

    // The account's preferences apply on the second device too.
    await other.page.goto('/roots/E');
    await expectScreen(other.page, 'Root', 'The note E');
    await expect.poll(() => other.page.getByLabel('Left-handed').isChecked()).toBe(true);
    await expect.poll(() => pressed(other.page, 'Favourite')).toBe('true');

    await other.page.goto('/account/daily-practice');
    await expectScreen(other.page, 'Daily Practice List');
    await other.page.getByRole('button', { name: /^Remove 12 minutes of C major seventh chord/ }).click();
    await other.page.getByText('No practice logged yet.').waitFor();
    await other.page.getByRole('button', { name: 'Undo' }).click();
    await other.page.getByText('12 minutes of practice in 1 session.').waitFor();
    // The screen shows the undo at once; the account has it once the call is answered.
    await expect.poll(async () => (await accountState(other.page)).practice.totalMinutes).toBe(12);

    // A change on the first device shows on the second when the learner comes back to it.
    await other.page.goto('/account/favourites');
    await expect.poll(() => listed(other.page, 'Root notes')).toEqual(['The note E']);
    await device.page.goto('/roots/A');
    await expectScreen(device.page, 'Root', 'The note A');
    await press(device.page, 'Favourite', 'true');
    await expect
      .poll(async () => (await accountState(device.page)).favourites.map((f) => f.title))
      .toContain('The note A');
    await other.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => listed(other.page, 'Root notes')).toEqual(['The note A', 'The note E']);
    await expectNoProblems(other);
  });

  it('while the server reconnects to its database, a change says “reconnecting” and is saved once it answers', async () => {
    const { page } = device;
    await page.goto('/roots/G');
    await expectScreen(page, 'Root', 'The note G');
    // The server answers the first two sends as it does while its database is away.
    let refused = 0;
    const refusal = JSON.stringify([
      {
        error: {
          json: {
            message: 'The server is reconnecting to its database. Please try again in a moment.',
            code: -32603,
            data: {
              code: 'SERVICE_UNAVAILABLE',
              httpStatus: 503,
              path: 'progress.upload',
              refusal: 'SERVER_RECONNECTING',
            },
          },
        },
      },
    ]);
    await page.route('**/api/trpc/progress.upload?batch=1', (route) =>
      refused++ < 2
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            headers: { 'retry-after': '2' },
            body: refusal,
          })
        : route.continue(),
    );
    await toggle(page, 'Favourite').click();
    const notice = page.getByRole('status').filter({ hasText: 'Reconnecting to the server' });
    await notice.waitFor();
    expect(await pressed(page, 'Favourite')).toBe('true'); // shown at once, kept while it waits
    expect(await page.getByRole('alert').count()).toBe(0); // no error
    await notice.waitFor({ state: 'detached' });
    expect(refused).toBe(3);
    expect(await pressed(page, 'Favourite')).toBe('true');
    const titles = (await accountState(page)).favourites.map((f) => f.title);
    expect(titles.filter((t) => t === 'The note G')).toEqual(['The note G']);
    await page.unroute('**/api/trpc/progress.upload?batch=1');
    // The two refusals are the only problems the page saw (the browser logs each 503).
    expect(device.problems.list().filter((p) => !/progress\.upload.*503|status of 503/.test(p))).toEqual([]);
    device.problems.reset();
    await press(page, 'Favourite', 'false'); // as it was, for the tests after
    await expect
      .poll(async () => (await accountState(page)).favourites.map((f) => f.title))
      .not.toContain('The note G');
  });

  it('signing out leaves the device with none of the account’s items', async () => {
    const { page } = device;
    await page.goto('/favourites');
    await expect.poll(() => listed(page, 'Root notes')).toEqual(['The note A', 'The note E']);
    await signOut(page);
    // The session is fetched again when the window regains focus, as after signing out in another
    // tab; the progress store drops the account's data and then forgets the account was here.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('fretboard.progress.account')), {
        message: 'the account marker cleared',
      })
      .toBeNull();
    // This tab then says the session ended (Deauthorised): let that screen finish loading first.
    await page.waitForURL((url) => url.pathname !== '/favourites');
    await page.locator('article.page h1').waitFor();
    await expect.poll(() => device.problems.pending).toBe(0);

    await page.goto('/favourites');
    await expectScreen(page, 'Favourites', 'Favourites');
    await page.getByText('No favourites yet.', { exact: false }).waitFor();
    await page.getByText('Kept on this device only.').waitFor();
    expect(await listed(page, 'Chords')).toEqual([]);
    expect(await page.evaluate(deviceEventCount)).toBe(0);
    await page.goto('/chords/C/maj7');
    await expectScreen(page, 'Chord');
    await expect.poll(() => toggle(page, 'Favourite').isEnabled()).toBe(true);
    expect(await pressed(page, 'Favourite')).toBe('false');
    expect(await page.getByLabel('Left-handed').isChecked()).toBe(false); // the account's preference left with it
    await expectNoProblems(device);
  });
});

/** How many progress events the page's IndexedDB holds (run in the page). */
function deviceEventCount(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('fretboard-progress');
    // Never create the app's database from here: a new one would have no store.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('events')) {
        db.close();
        return resolve(0);
      }
      const count = db.transaction('events').objectStore('events').count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
      count.onerror = () => reject(count.error);
    };
  });
}
