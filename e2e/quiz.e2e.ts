import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LESSONS, lessonPath } from '../client/src/content/lessons';
import { getTuning, pitchClassAt, positionsOf } from '../client/src/theory';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * The quiz as a learner uses it (issue 15): a round of ten answered on the neck (by the
 * keyboard alone when right, by clicks when wrong) and by the choices, two of them wrong on purpose, then the score, every answer and the slow-spots
 * heat map; One Minute Changes counted with the keyboard through a minute that the test
 * runs on Playwright's clock; both kept in the device's log.
 */

const app = useApp();
const standard = getTuning('STANDARD')!;

/** The event types the device's progress log holds (run in the page). */
function deviceEventTypes(): Promise<string[]> {
  return new Promise((resolve) => {
    const request = indexedDB.open('fretboard-progress');
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve([]);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('events')) return (db.close(), resolve([]));
      const all = db.transaction('events').objectStore('events').getAll();
      all.onsuccess = () => (db.close(), resolve((all.result as { type: string }[]).map((r) => r.type)));
      all.onerror = () => (db.close(), resolve([]));
    };
  });
}

const cell = (page: Page, string: number, fret: number) =>
  page.locator(`.quiz-question [role="gridcell"][data-string="${string}"][data-fret="${fret}"]`);

/** Moves the neck's focus to a place with the arrow keys (high string drawn on top) and presses Enter. */
async function tapByKeyboard(page: Page, target: { string: number; fret: number }): Promise<void> {
  const grid = page.locator('.quiz-question [role="grid"]');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
  for (let moves = 0; moves < 40; moves++) {
    const [, string, fret] = /-(\d)-(\d+)$/.exec((await grid.getAttribute('aria-activedescendant')) ?? '') ?? [];
    const at = { string: Number(string), fret: Number(fret) };
    if (at.string === target.string && at.fret === target.fret) break;
    const key =
      at.fret !== target.fret
        ? at.fret < target.fret
          ? 'ArrowRight'
          : 'ArrowLeft'
        : at.string < target.string
          ? 'ArrowUp'
          : 'ArrowDown';
    await page.keyboard.press(key);
  }
  await page.keyboard.press('Enter');
}

/** Answers the question on screen, rightly or not, and returns whether the page said it was right. */
async function answer(page: Page, right: boolean): Promise<boolean> {
  const ask = (await page.locator('.quiz-ask').textContent())!.trim();
  const find = /^Find an? ([A-G]#?) on strings (\d) to (\d), frets (\d+) to (\d+)\.$/.exec(ask);
  if (find) {
    const [, note, high, low, from, to] = find;
    const strings = (s: number) => s >= 6 - Number(low) && s <= 6 - Number(high);
    const places = positionsOf(standard, note!, Number(from), Number(to)).filter((p) => strings(p.string));
    const target = right
      ? places[0]!
      : {
          string: 6 - Number(low),
          fret: [0, 1, 2, 3].find((f) => pitchClassAt(standard, { string: 6 - Number(low), fret: f }) !== note)!,
        };
    // Right answers by the keyboard alone (the neck has the focus), wrong ones by a click.
    if (right) await tapByKeyboard(page, target);
    else await cell(page, target.string, target.fret).click();
  } else {
    expect(ask).toBe('Name the note marked on the neck.');
    const marked = page.locator('.quiz-question [role="gridcell"]:has(.fb-dot)');
    const position = {
      string: Number(await marked.getAttribute('data-string')),
      fret: Number(await marked.getAttribute('data-fret')),
    };
    const note = pitchClassAt(standard, position);
    const choices = page.getByRole('group', { name: 'Choices' }).getByRole('button');
    if (right) await choices.filter({ hasText: new RegExp(`^${note}$`) }).click();
    else
      await choices
        .filter({ hasNotText: new RegExp(`^${note}$`) })
        .first()
        .click();
  }
  const said = (await page.locator('.quiz-feedback [role="alert"]').textContent())!;
  return said.startsWith('Right!');
}

describe('the quiz', () => {
  it('scores a round of ten with two wrong, shows every answer and the slow spots, and counts One Minute Changes', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/quiz');
    await expectScreen(page, 'Quiz', 'Quiz');
    await page.getByText(/^Your slow spots show here after your first round/).waitFor();
    await page.getByRole('button', { name: 'Start a round of 10' }).click();

    const wrongOnPurpose = new Set([2, 5]);
    for (let n = 1; n <= 10; n++) {
      await expect.poll(() => page.locator('.quiz-progress').textContent()).toBe(`Question ${n} of 10`);
      expect(await answer(page, !wrongOnPurpose.has(n))).toBe(!wrongOnPurpose.has(n));
      // The feedback's button has the focus: the keyboard goes on.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toBe(n < 10 ? 'Next question' : 'See the result');
      await page.keyboard.press('Enter');
    }

    await page.getByRole('heading', { name: '8 of 10 right' }).waitFor();
    expect(await page.locator('.quiz-answers li').count()).toBe(10);
    expect(await page.locator('.quiz-answers li.quiz-wrong').count()).toBe(2);
    // The heat map: a disc per place asked, and its table.
    expect(await page.locator('.fb-heat-map [data-heat-spot]').count()).toBeGreaterThan(0);
    await page.getByText('Your slow spots as a table').click();
    const rows = page.getByRole('table', { name: /weakest first/ }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(deviceEventTypes)).toEqual(['QuizRoundCompleted']);
    await expectNoProblems(tab);

    // One Minute Changes on the page's own clock: a minute passes in an instant.
    await tab.context.clock.install();
    await page.goto('/quiz');
    await expectScreen(page, 'Quiz', 'Quiz');
    await page.getByText('No score yet for Em and Am.').waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('Get ready: 3').waitFor();
    await page.keyboard.press('Space'); // in the count-in: not counted
    await page.clock.runFor(3500);
    await page.getByText(/^\d+ s left$/).waitFor();
    for (let i = 0; i < 7; i++) await page.keyboard.press('Space');
    await page.clock.runFor(61_000);
    await page.getByText('7 clean changes between Em and Am in a minute.').waitFor();
    await page.getByText('Best for Em and Am: 7 changes. Last: 7.').waitFor();
    await expect.poll(() => page.evaluate(deviceEventTypes)).toEqual(['QuizRoundCompleted', 'ChangesCounted']);
    await expectNoProblems(tab);
  });

  it('offers One Minute Changes on a lesson step whose exercise it is, with that step’s chords', async () => {
    const found = [...LESSONS.values()]
      .flatMap((lesson) => lesson.steps.map((step, i) => ({ lesson, step, number: i + 1 })))
      .find(({ step }) => step.exercise?.kind === 'one-minute-changes');
    expect(found, 'a lesson step with One Minute Changes').toBeDefined();
    const { lesson, step, number } = found!;
    const [a, b] = step.exercise?.kind === 'one-minute-changes' ? step.exercise.chords : ['', ''];
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await page.goto(`${lessonPath(lesson)}?step=${number}`);
    await expectScreen(page, 'Lesson', lesson.title);
    const exercise = page.getByRole('region', { name: 'One Minute Changes' });
    await exercise.getByRole('heading', { name: `One Minute Changes: ${a} and ${b}` }).waitFor();
    await exercise.getByText(`No score yet for ${a} and ${b}.`).waitFor(); // loaded with the step
    expect(await exercise.locator('figcaption').allTextContents()).toEqual([a, b]);
    await exercise.getByRole('button', { name: 'Start', exact: true }).click();
    await exercise.getByRole('button', { name: /^Change/ }).waitFor();
    await exercise.getByRole('button', { name: 'Stop' }).click();
    await exercise.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await expectNoProblems(tab);
  });
});
