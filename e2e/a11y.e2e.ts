import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * axe-core on the fretboard pages (issue 3, Tests → Browser): no violation of any impact,
 * checked twice per page: scoped to the screen (`#main`, so a failure points at the page
 * under test) and on the whole document (the shell around it: header, navigation,
 * footer, landmarks, the document's language and title).
 */

const app = useApp();
/**
 * axe-core's source, evaluated in the page through the DevTools protocol: the app's
 * Content-Security-Policy (`script-src 'self'`) rightly blocks the inline script that
 * `page.addScriptTag` would add, and the tests must not weaken that policy to run.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
  }
}

interface Example {
  url: string;
  screen: string;
  /** The page draws a neck (role grid): wait for it, and check axe saw it. */
  neck: boolean;
}

const pages: Example[] = [
  { url: '/', screen: 'Home', neck: true },
  { url: '/free-play', screen: 'Free Play', neck: true },
  { url: '/chord-finder', screen: 'Chord Finder', neck: true },
  // The chord finder with a chord held: the results, readings and scale links are on screen.
  { url: '/chord-finder?notes=1.3,2.2,3.0,4.1,5.0', screen: 'Chord Finder', neck: true },
  { url: '/chords/C/major', screen: 'Chord', neck: true },
  { url: '/scales/C/major', screen: 'Scale', neck: true },
  { url: '/roots/C', screen: 'Root', neck: true },
  { url: '/daily-practice', screen: 'Daily Practice', neck: true },
  { url: '/learning', screen: 'Learning', neck: false },
  { url: '/learning/the-neck', screen: 'Learning Category', neck: false },
  // A lesson step with a pattern: the step list, the neck, the tone panel and the pattern's page link.
  { url: '/learning/the-neck/open-strings?step=3', screen: 'Lesson', neck: true },
  // The quiz's settings, the slow spots (none yet) and One Minute Changes with its chord boxes.
  { url: '/quiz', screen: 'Quiz', neck: false },
  { url: '/free-play?mode=melody-maker&melody=1.3.q_2.2.e_3.0.h', screen: 'Free Play', neck: true },
];

/** One line per violation: rule, impact, what it means, and where (first few nodes). */
function describeViolations(violations: Result[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 4)
      .map(
        (node) =>
          `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').trim()})` : ''}`,
      )
      .join('; ');
    return `${v.id} [${v.impact ?? 'unknown'}] ${v.help}: ${v.nodes.length} node(s): ${nodes}${v.nodes.length > 4 ? '; …' : ''}`;
  });
}

async function runAxe(page: Page, scope: 'main' | 'document'): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ({ scope }) =>
      // axe's default rules: WCAG 2.x A and AA plus its best practices (not the experimental ones).
      window.axe.run(scope === 'main' ? { include: ['#main'] } : document, { resultTypes: ['violations'] }),
    { scope },
  );
}

for (const [name, viewport] of Object.entries(viewports)) {
  describe(`axe-core at ${viewport.width}px (${name})`, () => {
    for (const example of pages) {
      it(`finds no violations on ${example.url}`, async () => {
        const tab = await app.open(viewport);
        const { page } = tab;
        await page.goto(example.url);
        await expectScreen(page, example.screen);
        // Let the page settle (fonts, lazy chunks) so axe sees what a reader sees.
        await expectNoProblems(tab);
        // A screen whose neck loads with its own chunk shows it a moment after its heading.
        if (example.neck) await page.getByRole('grid').first().waitFor({ state: 'visible' });
        const hasNeck = (await page.getByRole('grid').count()) > 0;

        const main = await runAxe(page, 'main');
        const whole = await runAxe(page, 'document');
        const serious = (results: AxeResults) =>
          results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        // Serious and critical first, so the worst is what a failure names.
        expect(describeViolations(serious(main)), `serious or critical in #main of ${example.url}`).toEqual([]);
        expect(describeViolations(serious(whole)), `serious or critical on the whole page ${example.url}`).toEqual([]);
        expect(describeViolations(main.violations), `violations in #main of ${example.url}`).toEqual([]);
        expect(describeViolations(whole.violations), `violations on the whole page ${example.url}`).toEqual([]);
        if (example.neck) expect(hasNeck, `${example.url} draws the fretboard (role grid) that axe checked`).toBe(true);
        await expectNoProblems(tab);
      });
    }

    it('finds no violations on the chord finder with the neck focused by keyboard and left-handed', async () => {
      const tab = await app.open(viewport);
      const { page } = tab;
      await page.goto('/chord-finder?notes=0.0,1.3,3.0');
      await expectScreen(page, 'Chord Finder');
      await page.getByLabel('Left-handed').check();
      await page.getByRole('grid').focus();
      await page.keyboard.press('ArrowRight');
      await expectNoProblems(tab);
      const whole = await runAxe(page, 'document');
      expect(describeViolations(whole.violations)).toEqual([]);
      await expectNoProblems(tab);
    });

    it('finds no violations in learning mode: a find-the-notes miss on a lesson step, a name-the-note question on a scale', async () => {
      const tab = await app.open(viewport);
      const { page } = tab;
      await page.goto('/learning/the-neck/open-strings?step=3');
      await expectScreen(page, 'Lesson');
      await page.getByRole('button', { name: 'Start the exercise' }).click();
      const find = page.getByRole('region', { name: 'Find the notes' });
      await find.locator('[role="gridcell"][data-string="0"][data-fret="1"]').click();
      await find.getByText(/^Not that one/).waitFor();
      expect(describeViolations((await runAxe(page, 'document')).violations)).toEqual([]);

      await page.goto('/scales/A/minor-pentatonic?position=box-1');
      await expectScreen(page, 'Scale');
      await page.getByRole('button', { name: 'Learning mode' }).click();
      await page.getByRole('button', { name: 'Name the note' }).click();
      const name = page.getByRole('region', { name: 'Name the note' });
      await name.getByRole('button').first().click();
      await name.getByText(/^Question 2 of 10/).waitFor();
      expect(describeViolations((await runAxe(page, 'document')).violations)).toEqual([]);
      await expectNoProblems(tab);
    });

    it('finds no violations on a chord page with the neck upright, focused by keyboard', async () => {
      const tab = await app.open(viewport);
      const { page } = tab;
      await page.goto('/chords/C/major');
      await expectScreen(page, 'Chord');
      await page.getByLabel(/Vertical neck/).check();
      await page.locator('.fb-scroll[data-direction="DOWN"]').waitFor();
      await page.getByRole('grid').focus();
      await page.keyboard.press('ArrowDown');
      const whole = await runAxe(page, 'document');
      expect(describeViolations(whole.violations)).toEqual([]);
      await expectNoProblems(tab);
    });
  });
}
