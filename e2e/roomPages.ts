/**
 * What the room browser tests share: a username for the signed-in teacher, a guest joining
 * from the share link, and reading the room's neck as a member sees it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectScreen, type OpenPage } from './harness';

/** Gives the signed-in account a username, so the room has a name to show for it. */
export async function chooseUsername(page: Page, username: string): Promise<void> {
  const status = await page.evaluate(async (name) => {
    const response = await fetch('/api/trpc/account.setUsername', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ json: { eventId: crypto.randomUUID(), username: name } }),
    });
    return response.status;
  }, username);
  expect(status).toBe(200);
}

/** Joins the room of `link` as a guest called `name`, and waits until the room shows who leads. */
export async function joinAsGuest(tab: OpenPage, link: string, name: string): Promise<void> {
  await tab.page.goto(link);
  await expectScreen(tab.page, 'Practice Room');
  await tab.page.getByLabel('Your name').fill(name);
  await tab.page.getByRole('button', { name: 'Join the room' }).click();
  await tab.page.getByText('leads the room').waitFor();
}

/** The positions with a dot on a page's room neck, as "string:fret", sorted. */
export async function dots(page: Page): Promise<string[]> {
  const cells = await page
    .locator('.room-neck [role="gridcell"]')
    .evaluateAll((nodes) =>
      nodes
        .filter((n) => n.querySelector('.fb-dot'))
        .map((n) => `${n.getAttribute('data-string')}:${n.getAttribute('data-fret')}`),
    );
  return cells.sort();
}

export const neckTitle = (page: Page) => page.locator('.room-neck-title');
export const cell = (page: Page, string: number, fret: number) =>
  page.locator(`.room-neck [role="gridcell"][data-string="${string}"][data-fret="${fret}"]`);
