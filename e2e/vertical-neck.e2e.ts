import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * The neck down the screen (issue 13, point 6): on a phone held upright the learner turns
 * the neck vertical, nut at the top as chord charts are drawn; a chord then fits the
 * screen without sideways scrolling, and a tap still sounds and lights the note.
 * Positions are "string.fret", string 0 the lowest.
 */

const app = useApp();

const neck = (page: Page) => page.getByRole('grid');
const cell = (page: Page, string: number, fret: number) =>
  neck(page).locator(`[role="gridcell"][data-string="${string}"][data-fret="${fret}"]`);

/** Where a position's dot sits on the page, in CSS px. */
async function centreOf(page: Page, string: number, fret: number): Promise<{ x: number; y: number }> {
  const box = await cell(page, string, fret).locator('rect.fb-hit').boundingBox();
  if (!box) throw new Error(`position ${string}.${fret} is not drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The dots drawn, as sorted "string.fret". */
function dotPositions(page: Page): Promise<string[]> {
  return neck(page).evaluate((grid) =>
    [...grid.querySelectorAll('.fb-dot')]
      .map((dot) => dot.closest('[data-string][data-fret]'))
      .map((c) => `${c?.getAttribute('data-string')}.${c?.getAttribute('data-fret')}`)
      .sort(),
  );
}

// Voicing 1 of C major: x32010.
const C_OPEN_DOTS = ['1.3', '2.2', '3.0', '4.1', '5.0'];

describe('the neck down the screen, on a phone held upright', () => {
  it('draws C major as a chord chart that fits the screen, and a tap still sounds and lights its note', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await page.goto('/chords/C/major');
    await expectScreen(page, 'Chord');
    await expect.poll(() => dotPositions(page)).toEqual(C_OPEN_DOTS);

    await page.getByLabel(/Vertical neck/).check();
    await expect.poll(() => page.locator('.fb-scroll').first().getAttribute('data-direction')).toBe('DOWN');
    // The same chord, drawn down: nut at the top, low string on the left.
    expect(await dotPositions(page)).toEqual(C_OPEN_DOTS);
    const open = await centreOf(page, 3, 0);
    const third = await centreOf(page, 1, 3);
    const first = await centreOf(page, 4, 1);
    expect(open.y, 'the open strings above fret 1').toBeLessThan(first.y);
    expect(first.y, 'fret 1 above fret 3').toBeLessThan(third.y);
    expect(third.x, 'string 5 left of string 2').toBeLessThan(first.x);
    expect((await centreOf(page, 0, 0)).x, 'the low E is the leftmost string').toBeLessThan(third.x);

    // It fits: no sideways scrolling of the neck or the page, every string and dot on screen.
    expect(
      await page
        .locator('.fb-scroll')
        .first()
        .evaluate((el) => el.scrollWidth - el.clientWidth),
    ).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const string of [0, 5]) {
      const box = await cell(page, string, 3).locator('rect.fb-hit').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.mobile.width);
    }
    // The chord box stays in sight beside the neck, on the same screen.
    const grid = await neck(page).boundingBox();
    const chart = await page.locator('.neck-beside-chart svg').boundingBox();
    expect(chart, 'a chord box beside the neck').not.toBeNull();
    expect(chart!.x).toBeGreaterThanOrEqual(grid!.x + grid!.width);
    expect(chart!.x + chart!.width).toBeLessThanOrEqual(viewports.mobile.width);
    expect(chart!.y).toBeLessThan(grid!.y + grid!.height);
    // Tap targets stay finger-sized.
    const target = await cell(page, 2, 2).locator('rect.fb-hit').boundingBox();
    expect(Math.min(target!.width, target!.height)).toBeGreaterThanOrEqual(28);

    await neck(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifactsDir, 'vertical-neck-chord-mobile.png'), fullPage: false });

    // A tap on the E (string 4, fret 2) sounds it: the position lights up.
    await cell(page, 2, 2).click();
    await expect.poll(() => cell(page, 2, 2).getAttribute('data-active-fret')).toBe('true');

    // The choice is the learner's: it stays after a reload.
    await page.reload();
    await expectScreen(page, 'Chord');
    await expect.poll(() => page.locator('.fb-scroll').first().getAttribute('data-direction')).toBe('DOWN');
    await expectNoProblems(tab);
  });

  it('moves the keyboard focus as the neck is drawn: ArrowDown goes toward the body, ArrowRight to the next string', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await page.goto('/chords/C/major');
    await expectScreen(page, 'Chord');
    await page.getByLabel(/Vertical neck/).check();
    await expect.poll(() => page.locator('.fb-scroll').first().getAttribute('data-direction')).toBe('DOWN');
    await neck(page).focus();
    const focused = async () => {
      const id = await neck(page).getAttribute('aria-activedescendant');
      return page.locator(`[id="${id}"]`).getAttribute('aria-label');
    };
    // The focus starts on the first root: string 5, fret 3 (C).
    expect(await focused()).toMatch(/^string 5, fret 3, C/);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/^string 5, fret 4, /);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatch(/^string 4, fret 4, /);
    await expectNoProblems(tab);
  });
});
