import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, expectNoProblems, expectScreen, useApp, viewports } from './harness';

const app = useApp();

/**
 * Whether the navigation is on screen. On mobile the closed menu is slid off to the
 * left rather than hidden, so "visible" to Playwright is not enough: it must also be
 * inside the viewport.
 */
async function navState(page: Page): Promise<'open' | 'closed' | 'moving'> {
  const nav = page.locator('#site-nav');
  if (!(await nav.isVisible())) return 'closed';
  const box = await nav.boundingBox();
  if (!box || box.x + box.width <= 0) return 'closed';
  return box.x >= 0 ? 'open' : 'moving';
}

const menuButton = (page: Page) => page.locator('.menu-button');
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

describe('the frame around every screen', () => {
  it('shows the tagline in the header and the footer links', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/');
    await expectScreen(page, 'Home');
    await page.locator('header.site-header', { hasText: 'Interactive Guitar Fretboard' }).waitFor();
    const footer = page.locator('footer.site-footer');
    for (const href of ['/about', '/terms', '/privacy', '/contribute', '/updates', '/feedback']) {
      await footer.locator(`a[href="${href}"]`).waitFor({ state: 'visible' });
    }
    expect(await footer.getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe('/feedback');
    await expectNoProblems(tab);
  });
});

describe('navigation', () => {
  it('opens and closes the menu with the menu button at 390px, and a link in it navigates and closes it', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await page.goto('/');
    await expectScreen(page, 'Home');
    const button = menuButton(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-controls')).toBe('site-nav');
    await expect.poll(() => navState(page)).toBe('closed');

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => navState(page)).toBe('open');

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => navState(page)).toBe('closed');

    await button.click();
    await expect.poll(() => navState(page)).toBe('open');
    await page.locator('#site-nav').getByRole('link', { name: 'Chords' }).click();
    await expectScreen(page, 'Chords');
    expect(new URL(page.url()).pathname).toBe('/chords');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => navState(page)).toBe('closed');
    await expectNoProblems(tab);
  });

  it('keeps the closed menu out of the keyboard tab order at 390px', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await page.goto('/');
    await expectScreen(page, 'Home');
    await expect.poll(() => navState(page)).toBe('closed');
    // Skip link, menu button, brand, Settings, then the screen: never a hidden nav link.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#site-nav')))).toBe(false);
    }
    await menuButton(page).click();
    await expect.poll(() => navState(page)).toBe('open');
    await page.locator('#site-nav').getByRole('link', { name: 'Free Play' }).focus();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Free Play');
    await expectNoProblems(tab);
  });

  it('shows the side navigation at 1280px without a menu button', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/');
    await expectScreen(page, 'Home');
    expect(await menuButton(page).isVisible()).toBe(false);
    await expect.poll(() => navState(page)).toBe('open');
    await page.locator('#site-nav').getByRole('link', { name: 'Scales' }).click();
    await expectScreen(page, 'Scales');
    expect(await page.locator('#site-nav a[href="/scales"]').getAttribute('aria-current')).toBe('page');
    await expectNoProblems(tab);
  });
});

describe('the Settings modal', () => {
  it('opens from the header and closes on Escape', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/');
    await expectScreen(page, 'Home');
    await page.getByRole('button', { name: 'Settings' }).click();
    await settingsDialog(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await settingsDialog(page).waitFor({ state: 'detached' });
    await expectNoProblems(tab);
  });

  it('closes when the route changes (browser back)', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/');
    await expectScreen(page, 'Home');
    await page.locator('#site-nav').getByRole('link', { name: 'Chords' }).click();
    await expectScreen(page, 'Chords');
    await page.getByRole('button', { name: 'Settings' }).click();
    await settingsDialog(page).waitFor({ state: 'visible' });
    await page.goBack();
    await expectScreen(page, 'Home');
    await settingsDialog(page).waitFor({ state: 'detached' });
    await expectNoProblems(tab);
  });

  it('keeps a chosen background after a reload', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/');
    await expectScreen(page, 'Home');
    const shell = page.locator('.shell');
    expect(await shell.getAttribute('data-background')).toBe('none');
    await page.getByRole('button', { name: 'Settings' }).click();
    await settingsDialog(page).getByLabel('Background').selectOption('sage');
    await expect.poll(() => shell.getAttribute('data-background')).toBe('sage');
    await page.keyboard.press('Escape');

    await page.reload();
    await expectScreen(page, 'Home');
    expect(await shell.getAttribute('data-background')).toBe('sage');
    await page.getByRole('button', { name: 'Settings' }).click();
    expect(await settingsDialog(page).getByLabel('Background').inputValue()).toBe('sage');
    await expectNoProblems(tab);
  });
});

describe('an unknown address', () => {
  it('answers HTTP 404 and shows the 404 screen', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    const url = app.url('/no-such-page/here');
    tab.problems.expect404Document(url);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expectScreen(page, '404', 'Page not found');
    await page.locator('header.site-header', { hasText: 'Interactive Guitar Fretboard' }).waitFor();
    await expectNoProblems(tab);
  });
});

describe('screenshots for review', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`captures Home at ${viewport.width}px (${name})`, async () => {
      const tab = await app.open(viewport);
      const { page } = tab;
      await page.goto('/');
      await expectScreen(page, 'Home');
      await expectNoProblems(tab); // also waits for fonts and images
      await mkdir(artifactsDir, { recursive: true });
      await page.screenshot({ path: join(artifactsDir, `home-${viewport.width}.png`), fullPage: true });
      if (name === 'mobile') {
        await menuButton(page).click();
        await expect.poll(() => navState(page)).toBe('open');
        await page.screenshot({ path: join(artifactsDir, `home-${viewport.width}-menu.png`) });
        await menuButton(page).click();
        await expect.poll(() => navState(page)).toBe('closed');
      }
      await page.getByRole('button', { name: 'Settings' }).click();
      await settingsDialog(page).waitFor({ state: 'visible' });
      await page.screenshot({ path: join(artifactsDir, `settings-${viewport.width}.png`) });
      await expectNoProblems(tab);
    });
  }
});
