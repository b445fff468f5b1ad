import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { Chord, Note, Scale } from 'tonal';
import { describe, expect, it } from 'vitest';
import { artifactsDir, expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * Daily Practice in the browser (issue 5): today's routine from the learner's material and
 * a pattern of the day, the same on reload and in another browser; finishing an item logs
 * it (done after a reload, minutes this week up); the timer runs out with an announcement;
 * the metronome follows an item's target tempo. Issue 15: an item shows on the neck inside
 * the screen, and showing items never resets a running timer.
 */

const app = useApp();

const items = (page: Page) => page.locator('.routine-list > li');
const titles = (page: Page) => page.locator('.routine-list .routine-title').allTextContents();
const stat = (page: Page, name: 'streak' | 'week') => page.locator(`[data-stat="${name}"]`).textContent();
const patternOfTheDay = (page: Page) => items(page).filter({ hasText: 'Pattern of the day' });

async function openRoutine(page: Page): Promise<string[]> {
  await expectScreen(page, 'Daily Practice', 'Daily Practice');
  await items(page).first().waitFor();
  return titles(page);
}

/** The item's Done button, clicked, and its logged state awaited. */
async function finish(item: Locator): Promise<void> {
  await item.getByRole('button', { name: /^Done/ }).click();
  await item.getByText('Done for today').waitFor();
}

/** 'm:ss' as seconds. */
const seconds = (clock: string | null) => {
  const [m, s] = (clock ?? '').split(':').map(Number);
  return m! * 60 + s!;
};

/** The notes of the pattern a ref opens, as pitch classes (chroma), the root first: worked out here with tonal. */
function patternChromas(ref: string): number[] {
  const [section, root, type] = new URL(ref, 'http://x').pathname.split('/').slice(1).map(decodeURIComponent);
  const notes =
    section === 'scales'
      ? Scale.get(`${root} ${type!.replace(/-/g, ' ')}`).notes
      : section === 'roots'
        ? [root!]
        : Chord.getChord(type!, root).notes;
  return notes.map((note) => Note.chroma(note)!);
}

/** The neck in the Daily Practice screen draws the shown item's pattern: its notes, its root, nothing else. */
async function expectNeckShowsItem(page: Page, title: string): Promise<void> {
  const stage = page.locator('.practice-stage');
  await expect.poll(() => stage.locator('.practice-stage-title').textContent()).toBe(title);
  const ref = (await stage.getAttribute('data-ref'))!;
  expect(await stage.getByRole('link', { name: `Open the page for ${title}`, exact: true }).getAttribute('href')).toBe(
    ref,
  );
  const count = Number(await stage.locator('.practice-stage-neck').getAttribute('data-note-count'));
  const dots = await stage.locator('.fb-dot text').allTextContents();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(dots).toHaveLength(count);
  const shown = new Set(dots.map((note) => Note.chroma(note)));
  const pattern = patternChromas(ref);
  expect(shown.has(pattern[0]!), `${ref}: the root is on the neck`).toBe(true);
  expect(
    [...shown].every((chroma) => pattern.includes(chroma!)),
    `${ref}: only its notes`,
  ).toBe(true);
  // A scale or an arpeggio over the whole neck shows every one of its notes (a chord voicing may leave the fifth out).
  if (!ref.startsWith('/chords/')) expect(shown.size).toBe(new Set(pattern).size);
}

describe('daily practice', () => {
  it('shows today’s routine with a pattern of the day, the same after a reload, each item opening its page', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/daily-practice');
    const first = await openRoutine(page);
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(first.length).toBeLessThanOrEqual(6);
    expect(new Set(first).size).toBe(first.length);
    expect(await patternOfTheDay(page).count()).toBe(1);
    expect(await stat(page, 'week')).toBe('0 minutes');
    expect(await stat(page, 'streak')).toBe('0 days');

    await page.reload();
    expect(await openRoutine(page)).toEqual(first);

    // The pattern of the day shows on the neck, and the neck's link opens its page in the app.
    const pattern = patternOfTheDay(page);
    const title = (await pattern.locator('.routine-title').textContent())!.trim();
    await pattern.getByRole('button', { name: title, exact: true }).click();
    await page.getByRole('link', { name: `Open the page for ${title}`, exact: true }).click();
    await page.locator('article.page h1', { hasText: title.replace(/ (chord|scale|arpeggio)$/, '') }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/(chords|scales|arpeggios)\/[A-G][b#]?\/[\w-]+$/);
    await page.goBack();
    expect(await openRoutine(page)).toEqual(first);
    await expectNoProblems(tab);
  });

  it('logs a finished item: done after a reload, minutes this week and the streak go up', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await page.goto('/daily-practice');
    const before = await openRoutine(page);
    const item = items(page).first();
    expect(await item.getAttribute('data-done')).toBe('false');

    // Timed briefly, then done before the timer ends: the elapsed time, rounded up to a minute.
    await item.getByRole('button', { name: /^Start timer/ }).click();
    await item.getByRole('button', { name: /^Pause timer/ }).waitFor();
    expect(await item.locator('.hint').textContent()).toBe('Logs 1 minute at 60 BPM');
    await finish(item);
    expect(await item.getAttribute('data-done')).toBe('true');
    await expect.poll(() => stat(page, 'week')).toBe('1 minute');
    expect(await stat(page, 'streak')).toBe('1 day');
    expect(await page.getByText('Routine complete').count()).toBe(0);

    await page.reload();
    expect(await openRoutine(page)).toEqual(before);
    expect(await items(page).first().getAttribute('data-done')).toBe('true');
    expect(await items(page).nth(1).getAttribute('data-done')).toBe('false');
    expect(await stat(page, 'week')).toBe('1 minute');
    expect(await stat(page, 'streak')).toBe('1 day');
    await expectNoProblems(tab);
  });

  it('finishes the whole routine: every item done and "Routine complete", also after a reload', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/daily-practice');
    const routine = await openRoutine(page);
    const planned = await items(page).evaluateAll((lis) =>
      lis.reduce(
        (sum, li) =>
          sum + Number(/^(\d+) minutes?/.exec(li.querySelector('.routine-plan')?.textContent ?? '')?.[1] ?? NaN),
        0,
      ),
    );
    // Untimed items log their planned minutes, as the line under each button says.
    for (let i = 0; i < routine.length; i++) await finish(items(page).nth(i));
    await page.getByRole('status').filter({ hasText: 'Routine complete' }).waitFor();
    expect(await stat(page, 'week')).toBe(`${planned} minutes`);

    await page.reload();
    await openRoutine(page);
    expect(await page.getByText('Routine complete').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Save today’s routine as complete' }).count()).toBe(0);
    await expectNoProblems(tab);
  });

  it('counts an item’s timer down and says when time is up', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.clock.install();
    await page.goto('/daily-practice');
    await openRoutine(page);
    const item = items(page).first();
    const minutes = Number(/^(\d+) minutes?/.exec((await item.locator('.routine-plan').textContent()) ?? '')?.[1]);
    const clock = item.getByRole('timer');
    expect(await clock.textContent()).toBe(`${minutes}:00`);

    await item.getByRole('button', { name: /^Start timer/ }).click();
    await page.clock.fastForward(61_000);
    await expect.poll(() => clock.textContent()).toBe(`${minutes - 2}:59`);
    await item.getByRole('button', { name: /^Pause timer/ }).click();
    await page.clock.fastForward(5 * 60_000);
    expect(await clock.textContent()).toBe(`${minutes - 2}:59`);

    await item.getByRole('button', { name: /^Resume timer/ }).click();
    await page.clock.fastForward(minutes * 60_000);
    const title = (await item.locator('.routine-title').textContent())!.trim();
    await expect.poll(() => item.getByRole('status').textContent()).toBe(`Time’s up for ${title}.`);
    expect(await clock.textContent()).toBe('0:00');
    expect(await item.getByRole('button', { name: /^Resume timer/ }).isDisabled()).toBe(true);
    expect(await item.locator('.hint').textContent()).toBe(`Logs ${minutes} minutes at 60 BPM`);

    await item.getByRole('button', { name: /^Reset timer/ }).click();
    expect(await clock.textContent()).toBe(`${minutes}:00`);
    expect(await item.getByRole('status').textContent()).toBe('');
    await expectNoProblems(tab);
  });

  it('shows items on the neck one after another, by pointer and keyboard, while a timer keeps running', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/daily-practice');
    const routine = await openRoutine(page);
    const first = items(page).first();
    const clock = first.getByRole('timer');
    const full = seconds(await clock.textContent());
    await first.getByRole('button', { name: /^Start timer/ }).click();
    await expect.poll(async () => seconds(await clock.textContent()), { timeout: 5_000 }).toBeLessThan(full);

    // The first item is on the neck from the start.
    await expectNeckShowsItem(page, routine[0]!);
    expect(await first.getAttribute('data-shown')).toBe('true');

    // The second by a click on its title, the third from the keyboard: the focus goes to the neck's heading.
    const heading = page.locator('.practice-stage-title');
    await items(page).nth(1).getByRole('button', { name: routine[1], exact: true }).click();
    await expectNeckShowsItem(page, routine[1]!);
    expect(await items(page).nth(1).getAttribute('data-shown')).toBe('true');
    expect(await first.getAttribute('data-shown')).toBe('false');
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    const before = seconds(await clock.textContent());

    await items(page).nth(2).getByRole('button', { name: routine[2], exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectNeckShowsItem(page, routine[2]!);
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);

    // Next and Previous step through the routine.
    const stage = page.locator('.practice-stage');
    await stage.getByRole('button', { name: 'Next item' }).click();
    await expectNeckShowsItem(page, routine[3]!);
    await stage.getByRole('button', { name: 'Previous item' }).click();
    await expectNeckShowsItem(page, routine[2]!);
    // From the keyboard to the last item: Next turns disabled there, and the focus goes to Previous.
    for (let i = 3; i < routine.length; i++) {
      await stage.getByRole('button', { name: 'Next item' }).focus();
      await page.keyboard.press('Enter');
      await expectNeckShowsItem(page, routine[i]!);
    }
    expect(await stage.getByRole('button', { name: 'Next item' }).isDisabled()).toBe(true);
    await expect
      .poll(() => stage.getByRole('button', { name: 'Previous item' }).evaluate((b) => b === document.activeElement))
      .toBe(true);

    // The first item's timer has run on all along: still running, and below what it read before.
    await first.getByRole('button', { name: /^Pause timer/ }).waitFor();
    await expect.poll(async () => seconds(await clock.textContent()), { timeout: 5_000 }).toBeLessThan(before);

    // Even opening the item's own page and coming back leaves it running.
    const running = seconds(await clock.textContent());
    await stage.getByRole('link', { name: `Open the page for ${routine.at(-1)}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/daily-practice');
    await page.goBack();
    await openRoutine(page);
    await items(page)
      .first()
      .getByRole('button', { name: /^Pause timer/ })
      .waitFor();
    await expect
      .poll(async () => seconds(await items(page).first().getByRole('timer').textContent()), { timeout: 5_000 })
      .toBeLessThan(running);
    await expectNoProblems(tab);
  });

  it('shows a favourite voicing from an older link on the neck, and a song by its link alone', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    // Saved before voicings were named by shape: the 5th voicing of C major was the A-shape barre x35553.
    await page.goto('/chords/C/major?voicing=5');
    await expectScreen(page, 'Chord');
    const voicing = page.getByRole('button', { name: /^Favourite voicing \d+$/ });
    await voicing.click();
    await expect.poll(() => voicing.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/songs/house-of-the-rising-sun');
    await expectScreen(page, 'Song');
    const song = page.getByRole('button', { name: 'Favourite', exact: true });
    await song.click();
    await expect.poll(() => song.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/daily-practice');
    const routine = await openRoutine(page);
    const stage = page.locator('.practice-stage');
    const seen: string[] = [];
    for (const [i, title] of routine.entries()) {
      await items(page).nth(i).getByRole('button', { name: title, exact: true }).click();
      await expect.poll(() => stage.locator('.practice-stage-title').textContent()).toBe(title);
      const ref = (await stage.getAttribute('data-ref'))!;
      seen.push(ref);
      if (ref === '/songs/house-of-the-rising-sun') {
        expect(await stage.locator('.practice-stage-elsewhere').textContent()).toMatch(
          /^This song opens on its own page/,
        );
        expect(await stage.getByRole('grid').count()).toBe(0);
        const link = stage.getByRole('link', { name: `Open the page for ${title}`, exact: true });
        expect(await link.getAttribute('href')).toBe(ref);
      } else if (ref === '/chords/C/major?voicing=5') {
        const dots = await stage
          .locator('[data-string][data-fret]:has(.fb-dot)')
          .evaluateAll((cells) => cells.map((c) => `${c.getAttribute('data-string')}:${c.getAttribute('data-fret')}`));
        expect(dots.sort()).toEqual(['1:3', '2:5', '3:5', '4:5', '5:3']);
      } else {
        expect(await stage.getByRole('grid').count()).toBe(1);
      }
    }
    // Both favourites are in the routine (the learner's own material comes first).
    expect(seen).toEqual(expect.arrayContaining(['/songs/house-of-the-rising-sun', '/chords/C/major?voicing=5']));
    await expectNoProblems(tab);
  });

  it('sets the metronome to an item’s target tempo and starts it from the item', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/daily-practice');
    await openRoutine(page);
    const metronome = page.getByRole('region', { name: 'Metronome' });
    for (let i = 0; i < 4; i++) await metronome.getByRole('button', { name: 'Faster' }).click();
    expect(await metronome.locator('.tempo-value').textContent()).toBe('100 BPM');

    const item = items(page).first();
    const toggle = item.getByRole('button', { name: /^Metronome at 60 BPM/ });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await metronome.locator('.tempo-value').textContent()).toBe('60 BPM');
    await metronome.getByRole('button', { name: 'Stop metronome' }).waitFor();
    // Slowed down in the panel while practising: that tempo is the one logged.
    await metronome.getByRole('button', { name: 'Slower' }).click();
    expect(await item.locator('.hint').textContent()).toMatch(/ at 50 BPM$/);

    await toggle.click();
    await metronome.getByRole('button', { name: 'Start metronome' }).waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expectNoProblems(tab);
  });

  it('gives another browser, with nothing saved, the same routine and pattern of the day', async () => {
    const one = await app.open(viewports.desktop);
    const two = await app.open(viewports.mobile);
    await one.page.goto('/daily-practice');
    await two.page.goto('/daily-practice');
    const [first, second] = [await openRoutine(one.page), await openRoutine(two.page)];
    expect(second).toEqual(first);
    expect(await patternOfTheDay(two.page).locator('.routine-title').textContent()).toBe(
      await patternOfTheDay(one.page).locator('.routine-title').textContent(),
    );
    await expectNoProblems(one);
    await expectNoProblems(two);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`lays out the routine at ${viewport.width}px (${name}), screenshot for review`, async () => {
      const tab = await app.open(viewport);
      const { page } = tab;
      await page.goto('/daily-practice');
      await openRoutine(page);
      await finish(items(page).first());
      await items(page)
        .nth(1)
        .getByRole('button', { name: /^Start timer/ })
        .click();
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: join(artifactsDir, `daily-practice-${viewport.width}.png`), fullPage: true });
      await expectNoProblems(tab);
    });
  }
});
