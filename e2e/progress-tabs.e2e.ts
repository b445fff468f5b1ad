import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, PageProblems, useApp, viewports, type OpenPage } from './harness';

/**
 * Two tabs of the app, signed out, in one browser: a change in one shows in the other
 * without a reload (the device's log is shared, and the tabs tell each other it changed).
 */

const app = useApp();

const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const pressed = (page: Page, name: string) => toggle(page, name).getAttribute('aria-pressed');

/** The items listed under a group heading of a progress list. */
async function listed(page: Page, group: string): Promise<string[]> {
  const section = page.getByRole('region', { name: group });
  if ((await section.count()) === 0) return [];
  return section.getByRole('listitem').getByRole('link').allTextContents();
}

/** Opens `path` and waits until its toggles know the progress (they are disabled before). */
async function openItem(page: Page, path: string, screen: string): Promise<void> {
  await page.goto(path);
  await expectScreen(page, screen);
  await expect.poll(() => toggle(page, 'Favourite').isEnabled()).toBe(true);
}

/** Marks the document, so a reload (which would read the device's log anyway) shows. */
const markDocument = (page: Page) =>
  page.evaluate(() => void ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

describe('progress in two tabs without an account', () => {
  it('a favourite set or removed in one tab shows in the other without a reload', async () => {
    const first = await app.open(viewports.desktop);
    const page = await first.context.newPage();
    const second: OpenPage = { context: first.context, page, problems: new PageProblems(page) };

    await openItem(first.page, '/chords/C/maj7', 'Chord');
    await openItem(second.page, '/chords/C/maj7', 'Chord');
    expect(await pressed(second.page, 'Favourite')).toBe('false');
    await markDocument(second.page);

    await toggle(first.page, 'Favourite').click();
    await expect.poll(() => pressed(first.page, 'Favourite')).toBe('true');
    await expect
      .poll(() => pressed(second.page, 'Favourite'), { message: 'the other tab shows the favourite' })
      .toBe('true');
    expect(await sameDocument(second.page)).toBe(true);

    // The other tab's Favourites screen follows too.
    await second.page.goto('/favourites');
    await expectScreen(second.page, 'Favourites', 'Favourites');
    await expect.poll(() => listed(second.page, 'Chords')).toEqual(['C major seventh chord']);
    await markDocument(second.page);
    await openItem(first.page, '/scales/A/minor-pentatonic', 'Scale');
    await toggle(first.page, 'Favourite').click();
    await expect
      .poll(() => listed(second.page, 'Scales'), { message: 'the other tab lists the new favourite' })
      .toEqual(['A minor pentatonic scale']);
    expect(await listed(second.page, 'Chords')).toEqual(['C major seventh chord']);

    // And back the other way: removed in the list, the first tab's heart lets go.
    await markDocument(first.page);
    await second.page.getByRole('button', { name: 'Remove A minor pentatonic scale from favourites' }).click();
    await expect.poll(() => listed(second.page, 'Scales')).toEqual([]);
    await expect
      .poll(() => pressed(first.page, 'Favourite'), { message: 'the first tab shows the removal' })
      .toBe('false');
    expect(await sameDocument(first.page)).toBe(true);
    expect(await sameDocument(second.page)).toBe(true);

    await expectNoProblems(first);
    await expectNoProblems(second);
  });
});
