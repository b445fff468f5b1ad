import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * Melody Maker in the browser (issue 4, Tests → Browser): a melody built by tapping the
 * neck and edited in the strip survives its share link. Positions are "string.fret",
 * string 0 the lowest, as the `melody` link parameter writes them.
 */

const app = useApp();

const cell = (page: Page, string: number, fret: number) =>
  page.getByRole('grid').locator(`[role="gridcell"][data-string="${string}"][data-fret="${fret}"]`);

const chips = (page: Page) => page.locator('.melody-chip');

/** The strip as a user reads it: each chip's note name and length, in order. */
function stripNotes(page: Page): Promise<string[]> {
  return chips(page).evaluateAll((buttons) =>
    buttons.map(
      (b) =>
        `${b.querySelector('.melody-chip-name')?.textContent} ${b.querySelector('.melody-chip-duration')?.textContent}`,
    ),
  );
}

/** The strip as positions: "string.fret.duration". */
function stripPositions(page: Page): Promise<string[]> {
  return chips(page).evaluateAll((buttons) =>
    buttons.map(
      (b) => `${b.getAttribute('data-string')}.${b.getAttribute('data-fret')}.${b.getAttribute('data-duration')}`,
    ),
  );
}

/** Positions lit on the neck (`data-active-fret`), as "string.fret". */
function activePositions(page: Page): Promise<string[]> {
  return page
    .getByRole('grid')
    .locator('[role="gridcell"][data-active-fret="true"]')
    .evaluateAll((cells) => cells.map((c) => `${c.getAttribute('data-string')}.${c.getAttribute('data-fret')}`));
}

describe('Melody Maker', () => {
  it('builds a melody by tapping the neck, edits it, and rebuilds it from its share link', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/free-play?mode=melody-maker');
    await expectScreen(page, 'Free Play', 'Melody Maker');

    await cell(page, 1, 3).click(); // C3, a quarter (the default length)
    await page.getByRole('radio', { name: 'Eighth' }).check();
    await cell(page, 2, 2).click(); // E3
    await page.getByRole('radio', { name: 'Half' }).check();
    await cell(page, 3, 0).click(); // G3
    await cell(page, 4, 1).click(); // C4
    await expect.poll(() => chips(page).count()).toBe(4);

    // Edit: the E3 becomes a sixteenth and moves to the front; the G3 goes.
    await chips(page).nth(1).click();
    expect(await chips(page).nth(1).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('sixteenth');
    await page.getByRole('button', { name: 'Move left' }).click();
    await chips(page).nth(2).click();
    await page.getByRole('button', { name: 'Delete note' }).click();
    // The selected note is lit on the neck.
    expect(await page.locator('[role="gridcell"][data-active-fret="true"]').count()).toBe(1);

    const expected = ['E3 sixteenth', 'C3 quarter', 'C4 half'];
    await expect.poll(() => stripNotes(page)).toEqual(expected);
    expect(await stripPositions(page)).toEqual(['2.2.sixteenth', '1.3.quarter', '4.1.half']);

    // Played back at the mid tempo, the neck follows the notes, then the melody ends.
    await chips(page).nth(2).click(); // deselect: only sounding notes are lit now
    await page.getByRole('button', { name: 'Mid 90' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const lit = new Set<string>();
    await expect
      .poll(
        async () => {
          for (const position of await activePositions(page)) lit.add(position);
          return lit.size;
        },
        { timeout: 15_000, interval: 20, message: 'positions lit while the melody plays' },
      )
      .toBeGreaterThanOrEqual(2);
    expect([...lit].every((position) => ['2.2', '1.3', '4.1'].includes(position))).toBe(true);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await activePositions(page)).toEqual([]);

    await expect.poll(() => new URL(page.url()).searchParams.get('melody')).toBe('2.2.s_1.3.q_4.1.h');
    const shared = await page.getByRole('textbox', { name: 'Link to this melody' }).inputValue();
    expect(new URL(shared).searchParams.get('melody')).toBe('2.2.s_1.3.q_4.1.h');
    expect(new URL(shared).searchParams.get('tempo')).toBe('90');
    await expectNoProblems(tab);

    // A fresh visitor (no storage shared) opens the link, and the address bar's link too.
    for (const link of [shared, page.url()]) {
      const other = await app.open(viewports.mobile);
      await other.page.goto(link);
      await expectScreen(other.page, 'Free Play', 'Melody Maker');
      await expect.poll(() => stripNotes(other.page)).toEqual(expected);
      expect(await stripPositions(other.page)).toEqual(['2.2.sixteenth', '1.3.quarter', '4.1.half']);
      expect(await other.page.locator('.melody-maker .tempo-value').textContent()).toBe('90 BPM');
      await expectNoProblems(other);
    }
  });

  it('is built and edited from the keyboard alone', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/free-play?mode=melody-maker');
    await expectScreen(page, 'Free Play', 'Melody Maker');
    // The neck's focus starts on the low string's open position; arrows move along it.
    await page.getByRole('grid').focus();
    await page.keyboard.press('Enter'); // E2
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // F2
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // F#2
    await expect.poll(() => stripNotes(page)).toEqual(['E2 quarter', 'F2 quarter', 'F#2 quarter']);

    await chips(page).first().focus();
    await page.keyboard.press('Enter'); // select
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => stripNotes(page)).toEqual(['F2 quarter', 'E2 quarter', 'F#2 quarter']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-index'))).toBe('1');
    await page.keyboard.press('Delete');
    await expect.poll(() => stripNotes(page)).toEqual(['F2 quarter', 'F#2 quarter']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-index'))).toBe('1');
    await expect.poll(() => new URL(page.url()).searchParams.get('melody')).toBe('0.1.q_0.2.q');
    await expectNoProblems(tab);
  });

  it('ignores a malformed melody link and starts empty', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/free-play?mode=melody-maker&melody=9.99.z_1.2');
    await expectScreen(page, 'Free Play', 'Melody Maker');
    await page.getByText('Tap the neck to add the first note.').waitFor();
    expect(await chips(page).count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.has('melody')).toBe(false);
    await expectNoProblems(tab);
  });
});
