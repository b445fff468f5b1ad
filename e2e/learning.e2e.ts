import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * A learner on the learning screens (issue 15): from /learning to a category and a lesson,
 * through its steps by the buttons and by the keyboard alone, a step opened from a link
 * (`?step=2`) as a teacher would send it, and the lesson marked learned counting on
 * /learning. Read from the screens, not from the lesson files: the curriculum grows.
 */

const app = useApp();

/** "Step 2 of 5" as numbers. */
async function stepShown(page: Page): Promise<{ step: number; of: number }> {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: /^Step \d+ of \d+$/ })
      .textContent()) ?? '';
  const [, step, of] = /^Step (\d+) of (\d+)$/.exec(text.trim()) ?? [];
  return { step: Number(step), of: Number(of) };
}

/** The heading of the step on screen, and the name of the step marked current in the step list. */
async function stepTitles(page: Page): Promise<{ heading: string; current: string }> {
  const heading = (await page.locator('.lesson-step h2').textContent())?.trim() ?? '';
  const current =
    (await page.getByRole('navigation', { name: 'Steps' }).locator('a[aria-current]').textContent())?.trim() ?? '';
  return { heading, current: current.replace(/^\d+\.\s*/, '') };
}

/** What a category's entry on /learning says about progress: "1 of 3 learned". */
const categoryProgress = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .locator('.lesson-meta');

/** Whether the device's progress log in IndexedDB has stored at least one event. */
function deviceHasEvents(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.open('fretboard-progress');
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('events')) return (db.close(), resolve(false));
      const count = db.transaction('events').objectStore('events').count();
      count.onsuccess = () => (db.close(), resolve(count.result > 0));
      count.onerror = () => (db.close(), resolve(false));
    };
  });
}

describe('a learner takes a lesson', () => {
  it('goes from /learning to a lesson, steps through it by buttons and keyboard, opens a step link, and marks it learned', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/learning');
    await expectScreen(page, 'Learning', 'Learning');
    await page.getByRole('heading', { name: 'Your next lesson' }).waitFor();
    const category = page.getByRole('region', { name: 'Categories' }).getByRole('link').first();
    const categoryTitle = (await category.textContent())!.trim();
    await expect.poll(() => categoryProgress(page, categoryTitle).textContent()).toMatch(/^0 of \d+ learned$/);
    const total = Number(/of (\d+)/.exec((await categoryProgress(page, categoryTitle).textContent())!)![1]);

    await category.click();
    await expectScreen(page, 'Learning Category', categoryTitle);
    const lessonLink = page.locator('.learning-lessons h2 a').first();
    const lessonTitle = (await lessonLink.textContent())!.trim();
    await lessonLink.click();
    await expectScreen(page, 'Lesson', lessonTitle);
    const lessonUrl = page.url().split('?')[0]!;

    // By the buttons.
    const { of: steps } = await stepShown(page);
    expect(steps).toBeGreaterThanOrEqual(2);
    expect(await stepShown(page)).toEqual({ step: 1, of: steps });
    const first = await stepTitles(page);
    expect(first.heading).toBe(first.current);
    await expect(page.getByRole('grid').first().isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Next step' }).click();
    await expect.poll(() => stepShown(page)).toEqual({ step: 2, of: steps });
    expect(new URL(page.url()).searchParams.get('step')).toBe('2');
    const second = await stepTitles(page);
    expect(second.heading).toBe(second.current);
    expect(second.heading).not.toBe(first.heading);
    await page.getByRole('link', { name: 'Previous step' }).click();
    await expect.poll(() => stepShown(page)).toEqual({ step: 1, of: steps });

    // By the keyboard alone: Tab from the step list reaches "Next step", Enter follows it, and it keeps the focus.
    await page.getByRole('navigation', { name: 'Steps' }).getByRole('link').last().focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    for (let presses = 0; presses < 20 && (await focused()) !== 'Next step'; presses++)
      await page.keyboard.press('Tab');
    expect(await focused()).toBe('Next step');
    for (let step = 2; step <= steps; step++) {
      await page.keyboard.press('Enter');
      await expect.poll(() => stepShown(page)).toEqual({ step, of: steps });
    }
    // The last step leads on: to the category's next lesson, or back to the category.
    await page
      .locator('.lesson-stepper')
      .getByRole('link', { name: /^(Next lesson: .+|Back to .+)$/ })
      .waitFor();
    await expectNoProblems(tab);

    // A step sent as a link opens on that step; junk or a step past the last opens step 1.
    await page.goto(`${lessonUrl}?step=2`);
    await expectScreen(page, 'Lesson', lessonTitle);
    await expect.poll(() => stepShown(page)).toEqual({ step: 2, of: steps });
    expect((await stepTitles(page)).heading).toBe(second.heading);
    await page.getByRole('grid').first().waitFor();
    for (const junk of ['99', 'two', '-1']) {
      await page.goto(`${lessonUrl}?step=${junk}`);
      await expect.poll(() => stepShown(page)).toEqual({ step: 1, of: steps });
    }

    // Marked learned, it counts on /learning, and still after a reload.
    const learned = page.getByRole('button', { name: 'Learned', exact: true });
    await expect.poll(() => learned.isEnabled()).toBe(true);
    await learned.click();
    await expect.poll(() => learned.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.evaluate(deviceHasEvents)).toBe(true);
    await page.getByRole('link', { name: categoryTitle }).first().click();
    await expectScreen(page, 'Learning Category', categoryTitle);
    await page.getByRole('link', { name: 'All categories' }).click();
    await expectScreen(page, 'Learning', 'Learning');
    await expect.poll(() => categoryProgress(page, categoryTitle).textContent()).toBe(`1 of ${total} learned`);
    await page.reload();
    await expect.poll(() => categoryProgress(page, categoryTitle).textContent()).toBe(`1 of ${total} learned`);
    await expectNoProblems(tab);
  });

  it('opens a step’s pattern on its own page, in the step’s tuning', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    // The first lesson's last step shows every E: a root pattern.
    await page.goto('/learning/the-neck/open-strings?step=3');
    await expectScreen(page, 'Lesson', 'The six open strings');
    await page.getByRole('grid', { name: 'The note E, on the fretboard' }).waitFor();
    await page.getByRole('link', { name: 'Open on the note’s page' }).click();
    await expectScreen(page, 'Root', 'The note E');
    expect(new URL(page.url()).searchParams.get('tuning')).toBe('STANDARD');
    await expectNoProblems(tab);
  });

  it('shows the 404 screen for a category or a lesson there is not', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await page.goto('/learning/no-such-category');
    await expectScreen(page, '404', 'Page not found');
    await page.goto('/learning/the-neck/no-such-lesson');
    await expectScreen(page, '404', 'Page not found');
    await expectNoProblems(tab);
  });
});
