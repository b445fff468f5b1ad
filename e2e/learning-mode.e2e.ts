import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * Learning mode (issue 15): a learner opens a lesson step with Find the notes (every E on
 * the neck), does a run by the keyboard alone and one by clicks with a mistake made on
 * purpose, sees each result, and both runs are in the device's log as ExerciseCompleted.
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

/** The places on the exercise's neck whose name says they are an E ("string 6, fret 0, E"). */
function placesOfE(neck: Locator): Promise<Place[]> {
  return neck.evaluate((element) =>
    [...element.querySelectorAll('[role="gridcell"]')]
      .filter((cell) => /^string \d, fret \d+, E(,|$)/.test(cell.getAttribute('aria-label') ?? ''))
      .map((cell) => ({
        string: Number(cell.getAttribute('data-string')),
        fret: Number(cell.getAttribute('data-fret')),
      })),
  );
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
});
