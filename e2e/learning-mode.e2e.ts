import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * Learning mode (issue 15): a learner opens a lesson step with Find the notes (every E on
 * the neck), does a run by the keyboard alone and one by clicks with a mistake made on
 * purpose, sees each result, and both runs are in the device's log as ExerciseCompleted;
 * and on a scale page turns learning mode on, names ten notes and finds that run kept too.
 * Where the Es are is read from the neck's own cell names, not from the lesson file.
 */

const app = useApp();

const STEP = '/learning/the-neck/open-strings?step=3';

const exercise = (page: Page) => page.getByRole('region', { name: 'Find the notes' });
const grid = (page: Page) => exercise(page).getByRole('grid');

interface Place {
  string: number;
  fret: number;
}

/**
 * The places on the exercise's neck that sound an E in standard tuning, worked out here from
 * the open strings (E2 A2 D3 G3 B3 E4), not read from the page: while the exercise runs, the
 * neck names its places by string and fret only, so the names give nothing away.
 */
function placesOfE(neck: Locator): Promise<Place[]> {
  return neck.evaluate((element) => {
    const open = [40, 45, 50, 55, 59, 64];
    return [...element.querySelectorAll('[role="gridcell"]')]
      .map((cell) => ({
        string: Number(cell.getAttribute('data-string')),
        fret: Number(cell.getAttribute('data-fret')),
      }))
      .filter(({ string, fret }) => (open[string]! + fret) % 12 === 4);
  });
}

/** The place the keyboard is on: the grid's active cell. */
async function focusedPlace(neck: Locator): Promise<Place> {
  return neck.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant') ?? '';
    const cell = element.ownerDocument.getElementById(id);
    return { string: Number(cell?.getAttribute('data-string')), fret: Number(cell?.getAttribute('data-fret')) };
  });
}

/**
 * Walks the keyboard to a place with the arrow keys and presses Enter. Which arrow moves
 * which way depends on the learner's hand and string order, so it is learnt by trying.
 */
async function tapByKeyboard(page: Page, neck: Locator, to: Place): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    const at = await focusedPlace(neck);
    if (at.string === to.string && at.fret === to.fret) {
      await page.keyboard.press('Enter');
      return;
    }
    const keys =
      at.fret !== to.fret ? (at.fret < to.fret ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight']) : null;
    const pair = keys ?? (at.string < to.string ? ['ArrowUp', 'ArrowDown'] : ['ArrowDown', 'ArrowUp']);
    await page.keyboard.press(pair[0]!);
    const moved = await focusedPlace(neck);
    const closer = keys
      ? Math.abs(moved.fret - to.fret) < Math.abs(at.fret - to.fret)
      : Math.abs(moved.string - to.string) < Math.abs(at.string - to.string);
    if (!closer) {
      // That arrow went the other way on this neck: back, and one the right way.
      await page.keyboard.press(pair[1]!);
      await page.keyboard.press(pair[1]!);
    }
  }
  throw new Error(`The keyboard did not reach string ${to.string}, fret ${to.fret}.`);
}

/** The device's progress log: the types and data of its events. */
function deviceEvents(): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
  return new Promise((resolve) => {
    const request = indexedDB.open('fretboard-progress');
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve([]);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('events')) return (db.close(), resolve([]));
      const all = db.transaction('events').objectStore('events').getAll();
      all.onsuccess = () => (db.close(), resolve(all.result));
      all.onerror = () => (db.close(), resolve([]));
    };
  });
}

describe('learning mode on a lesson step', () => {
  it('finds every E by the keyboard alone, then by clicks with one mistake, and keeps both runs', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto(STEP);
    await expectScreen(page, 'Lesson', 'The six open strings');

    // By the keyboard alone: Tab to Start, Enter, Tab into the neck, arrows and Enter.
    const start = page.getByRole('button', { name: 'Start the exercise' });
    await start.focus();
    await page.keyboard.press('Enter');
    await grid(page).waitFor();
    await page.keyboard.press('Tab');
    expect(await grid(page).evaluate((element) => element === document.activeElement)).toBe(true);
    const es = await placesOfE(grid(page));
    expect(es.length).toBeGreaterThanOrEqual(6);
    // A screen reader hears where a place is, not which note it is.
    expect(
      await grid(page).locator('[role="gridcell"][data-string="0"][data-fret="0"]').getAttribute('aria-label'),
    ).toMatch(/^string 6, fret 0$/);
    // Nothing is shown before it is found.
    expect(await grid(page).locator('.fb-dot').count()).toBe(0);
    for (const place of es) await tapByKeyboard(page, grid(page), place);
    const result = exercise(page).getByRole('status');
    await expect.poll(() => result.textContent()).toMatch(new RegExp(`^You found all ${es.length} notes: 100% right`));
    await exercise(page).getByText('Saved to your practice log.').waitFor();

    // By clicks, with a mistake on purpose: the F at the 1st fret of the low E string.
    await exercise(page).getByRole('button', { name: 'Again' }).click();
    const cell = (place: Place) =>
      grid(page).locator(`[role="gridcell"][data-string="${place.string}"][data-fret="${place.fret}"]`);
    await cell({ string: 0, fret: 1 }).click();
    await expect
      .poll(() => exercise(page).getByRole('status').textContent())
      .toMatch(/^Not that one: string 6, fret 1 is F\./);
    // The right place is shown, ringed.
    expect(await grid(page).locator('[role="gridcell"][aria-selected="true"]').count()).toBe(1);
    for (const place of es) await cell(place).click();
    await expect
      .poll(() => exercise(page).getByRole('status').textContent())
      .toMatch(new RegExp(`^You found all ${es.length} notes: \\d+% right \\(${es.length} right, 1 wrong\\)`));
    await exercise(page).getByText('Saved to your practice log.').waitFor();

    const runs = (await page.evaluate(deviceEvents)).filter((event) => event.type === 'ExerciseCompleted');
    expect(runs.map((run) => [run.data.exercise, run.data.right, run.data.wrong])).toEqual([
      ['find-notes', es.length, 0],
      ['find-notes', es.length, 1],
    ]);
    expect(runs[0]!.data.item).toEqual({
      kind: 'lesson',
      ref: '/learning/the-neck/open-strings?step=3',
      title: 'The six open strings, step 3',
    });
    await expectNoProblems(tab);
  });

  it('names the notes of a scale position in learning mode on its page, some wrong, and keeps the run', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/scales/A/minor-pentatonic?position=box-1');
    await expectScreen(page, 'Scale');
    const toggle = page.getByRole('button', { name: 'Learning mode' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Name the note' }).click();
    const region = page.getByRole('region', { name: 'Name the note' });
    // The page's own neck makes way: the one grid is the exercise's.
    expect(await page.getByRole('grid').count()).toBe(1);
    const notesOfA = ['A', 'C', 'D', 'E', 'G'];
    let wrongOnPurpose = 0;
    for (let question = 1; question <= 10; question++) {
      const legend = region.locator('legend');
      await expect.poll(() => legend.textContent()).toMatch(new RegExp(`^Question ${question} of 10`));
      const choices = (await region.locator('.exercise-choices button').allTextContents()).map((c) => c.trim());
      expect(choices).toHaveLength(4);
      // Every third answer, when a choice is not in the scale at all, that one: surely wrong.
      const pick =
        question % 3 === 0 && choices.some((c) => !notesOfA.includes(c))
          ? choices.find((c) => !notesOfA.includes(c))!
          : choices[0]!;
      if (!notesOfA.includes(pick)) wrongOnPurpose++;
      await region.getByRole('button', { name: pick, exact: true }).click();
    }
    const result = region.getByRole('status').filter({ hasText: /of 10 right/ });
    const text = (await result.textContent()) ?? '';
    const [, right, wrong] = /\((\d+) right, (\d+) wrong\)/.exec(text) ?? [];
    expect(Number(right) + Number(wrong)).toBe(10);
    expect(Number(wrong)).toBeGreaterThanOrEqual(wrongOnPurpose);
    await region.getByText('Saved to your practice log.').waitFor();
    const runs = (await page.evaluate(deviceEvents)).filter((event) => event.type === 'ExerciseCompleted');
    expect(runs).toHaveLength(1);
    expect(runs[0]!.data).toMatchObject({
      exercise: 'name-note',
      right: Number(right),
      wrong: Number(wrong),
      item: { kind: 'scale', ref: '/scales/A/minor-pentatonic?position=box-1' },
    });

    // Switched off, the page's own neck is back.
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => region.count()).toBe(0);
    expect(await page.getByRole('grid').count()).toBe(1);
    await expectNoProblems(tab);
  });
});
