import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, useApp, viewports } from './harness';

/**
 * Sound in the browser (issue 4, Tests → Browser): the first page load fetches no Tone.js
 * code; the first tap fetches it and the tapped note sounds and lights up; a played
 * pattern lights its notes one after another in the order they sound.
 */

const app = useApp();

/** The engine chunk (Tone.js and our instruments) as Vite names it. */
const isSoundCode = (url: string) => /\/assets\/engine-[\w-]+\.js$/.test(url);

/** Records, in the page, each position that becomes active (`data-active-fret`), in order. */
async function recordLitPositions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const lit: string[] = [];
    (window as unknown as { __lit: string[] }).__lit = lit;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (record.attributeName === 'data-active-fret' && target.getAttribute('data-active-fret') === 'true') {
          lit.push(`${target.getAttribute('data-string')}:${target.getAttribute('data-fret')}`);
        }
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-active-fret'] });
  });
}

const litPositions = (page: Page) => page.evaluate(() => (window as unknown as { __lit: string[] }).__lit);

describe('sound', () => {
  it('loads no sound code with the page, and loads it on the first tap, which sounds and lights the note', async () => {
    const tab = await app.open(viewports.desktop);
    const soundRequests: string[] = [];
    tab.page.on('request', (request) => {
      if (isSoundCode(request.url())) soundRequests.push(request.url());
    });
    await tab.page.goto(app.url('/free-play'), { waitUntil: 'networkidle' });
    expect(soundRequests).toEqual([]);

    await recordLitPositions(tab.page);
    await tab.page.locator('[role="gridcell"][data-string="1"][data-fret="3"]').click();
    await expect.poll(() => soundRequests.length).toBeGreaterThan(0);
    await expect.poll(() => litPositions(tab.page)).toContain('1:3');
    await expectNoProblems(tab);
  });

  it('lights each note of a played chord in the order it sounds, then puts the lights out', async () => {
    const tab = await app.open(viewports.desktop);
    await tab.page.goto(app.url('/chords/C/major'), { waitUntil: 'networkidle' });
    await recordLitPositions(tab.page);
    await tab.page.getByRole('button', { name: 'Play', exact: true }).click();
    // Voicing 1 is x32010; the default order is up and down without repeating the top note.
    const expected = ['1:3', '2:2', '3:0', '4:1', '5:0', '4:1', '3:0', '2:2', '1:3'];
    await expect.poll(() => litPositions(tab.page), { timeout: 20_000 }).toEqual(expected);
    await expect.poll(() => tab.page.locator('[data-active-fret]').count(), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => tab.page.getByRole('button', { name: 'Play', exact: true }).count()).toBe(1);
    await expectNoProblems(tab);
  });
});
