import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chordVoicings, formatFrets } from '../client/src/theory';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * The fretboard in the browser (issue 3, Tests → Browser): a chord page shows its dots,
 * steps through voicings, follows the tuning and the hand; the chord finder names what
 * is pressed, by mouse and by keyboard alone. Positions are written as the `notes` link
 * parameter writes them: "string.fret", string 0 the lowest.
 */

const app = useApp();

/** The one neck on the page (chord diagrams are images, not grids). */
const neck = (page: Page) => page.getByRole('grid');

/** The cell of a position on the neck. */
const cell = (page: Page, string: number, fret: number) =>
  neck(page).locator(`[role="gridcell"][data-string="${string}"][data-fret="${fret}"]`);

/** Where the neck draws a dot, as sorted "string.fret". */
function dotPositions(page: Page): Promise<string[]> {
  return neck(page).evaluate((grid) =>
    [...grid.querySelectorAll('.fb-dot')]
      .map((dot) => dot.closest('[data-string][data-fret]'))
      .map((c) => `${c?.getAttribute('data-string')}.${c?.getAttribute('data-fret')}`)
      .sort(),
  );
}

/** The strings drawn with an × beside the nut, sorted. */
function mutedStrings(page: Page): Promise<string[]> {
  return neck(page).evaluate((grid) =>
    [...grid.querySelectorAll('[data-muted-string]')]
      .map((mark) => mark.getAttribute('data-muted-string') ?? '')
      .sort(),
  );
}

/** The positions held (aria-selected), as sorted "string.fret". */
function selectedPositions(page: Page): Promise<string[]> {
  return neck(page).evaluate((grid) =>
    [...grid.querySelectorAll('[role="gridcell"][aria-selected="true"]')]
      .map((c) => `${c.getAttribute('data-string')}.${c.getAttribute('data-fret')}`)
      .sort(),
  );
}

/** A voicing's frets (lowest string first, -1 muted) as the dots it should draw. */
function sounding(frets: readonly number[]): string[] {
  return frets.flatMap((fret, string) => (fret < 0 ? [] : [`${string}.${fret}`])).sort();
}
function muted(frets: readonly number[]): string[] {
  return frets.flatMap((fret, string) => (fret < 0 ? [String(string)] : [])).sort();
}

/** "C major, x 3 2 0 1 0" (a chord diagram's accessible name) → [-1, 3, 2, 0, 1, 0]. */
function fretsFromDiagramName(name: string | null): number[] | null {
  const match = /((?:x|\d+)(?: (?:x|\d+)){5})\s*$/.exec(name ?? '');
  return match ? match[1]!.split(' ').map((f) => (f === 'x' ? -1 : Number(f))) : null;
}

/** The frets of the chord diagram marked current. */
async function currentDiagramFrets(page: Page): Promise<number[] | null> {
  const current = page.locator('figure.voicing[aria-current="true"]');
  if ((await current.count()) !== 1) return null;
  const img = current.locator('[role="img"]').first();
  return fretsFromDiagramName(await img.getAttribute('aria-label'));
}

/**
 * The stepper's "Previous voicing" / "Next voicing": buttons in the contract; a link to
 * the next `?voicing=` state serves the same reader, so either role passes.
 */
const stepper = (page: Page, name: 'Previous voicing' | 'Next voicing') =>
  page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The centre of a cell across the neck, as a fraction of the neck's drawn width from its left edge. */
async function fractionFromLeft(page: Page, string: number, fret: number): Promise<number> {
  const svg = await neck(page).boundingBox();
  const box = await cell(page, string, fret).locator('rect.fb-hit').boundingBox();
  if (!svg || !box) throw new Error('the neck or the cell is not drawn');
  return (box.x + box.width / 2 - svg.x) / svg.width;
}

const C_OPEN = [-1, 3, 2, 0, 1, 0];

describe('a chord page', () => {
  it('shows voicing 1 of C major as dots on the neck: five sounding strings and one ×', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/chords/C/major');
    await expectScreen(page, 'Chord');
    await neck(page).waitFor({ state: 'visible' });
    await page.getByText(/^Voicing 1 of \d+$/).waitFor();
    await expect.poll(() => dotPositions(page)).toEqual(sounding(C_OPEN));
    expect(await mutedStrings(page)).toEqual(muted(C_OPEN));
    expect(await currentDiagramFrets(page), 'the current chord diagram is voicing 1').toEqual(C_OPEN);
    expect(await page.locator('figure.voicing[aria-current="true"]').count(), 'one current diagram').toBe(1);
    await expectNoProblems(tab);
  });

  it('steps to the next voicing: new dots, the status, its shape in the link, and a reload keeps it', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/chords/C/major');
    await expectScreen(page, 'Chord');
    await page.getByText(/^Voicing 1 of \d+$/).waitFor();
    await expect.poll(() => dotPositions(page)).toEqual(sounding(C_OPEN));
    const total = Number(/of (\d+)/.exec((await page.getByText(/^Voicing 1 of \d+$/).textContent()) ?? '')?.[1]);
    expect(total, 'C major has more than one voicing').toBeGreaterThan(1);

    await stepper(page, 'Next voicing').click();
    await page.getByText(`Voicing 2 of ${total}`, { exact: true }).waitFor();
    const secondShape = formatFrets(chordVoicings('C', 'major')[1]!.frets);
    await expect.poll(() => searchParam(page, 'shape')).toBe(secondShape);
    await expect.poll(() => dotPositions(page)).not.toEqual(sounding(C_OPEN));
    const second = await currentDiagramFrets(page);
    expect(second, 'the current chord diagram moved to voicing 2').not.toBeNull();
    expect(second).not.toEqual(C_OPEN);
    expect(second, 'voicing 2 is the theory engine’s second C major voicing').toEqual(
      chordVoicings('C', 'major')[1]!.frets,
    );
    expect(await dotPositions(page), 'the neck shows the current diagram').toEqual(sounding(second!));
    expect(await mutedStrings(page)).toEqual(muted(second!));

    await page.reload();
    await expectScreen(page, 'Chord');
    await page.getByText(`Voicing 2 of ${total}`, { exact: true }).waitFor();
    await expect.poll(() => dotPositions(page)).toEqual(sounding(second!));
    expect(await currentDiagramFrets(page)).toEqual(second);

    await stepper(page, 'Previous voicing').click();
    await page.getByText(`Voicing 1 of ${total}`, { exact: true }).waitFor();
    await expect.poll(() => dotPositions(page)).toEqual(sounding(C_OPEN));
    expect(searchParam(page, 'shape'), 'the first voicing needs no shape in the link').toBeNull();
    await expectNoProblems(tab);
  });

  it('opens a link saved before the book order at the shape it showed then', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    // `?voicing=5` was the A-shape barre x35553 in the order before 2026-11-25; it is third now.
    await page.goto('/chords/C/major?voicing=5');
    await expectScreen(page, 'Chord');
    const barre = [-1, 3, 5, 5, 5, 3];
    await expect.poll(() => currentDiagramFrets(page)).toEqual(barre);
    expect(await dotPositions(page)).toEqual(sounding(barre));
    const place = chordVoicings('C', 'major').findIndex((v) => formatFrets(v.frets) === 'x35553');
    await page.getByText(`Voicing ${place + 1} of`, { exact: false }).waitFor();
    // A favourite saved from such a link is that link: its heart shows it saved after a reload.
    const heart = page.getByRole('button', { name: `Favourite voicing ${place + 1}`, exact: true });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/favourites');
    await expect
      .poll(() => page.locator('a[href*="voicing=5"]').count(), { message: 'the saved link in Favourites' })
      .toBe(1);
    // A shape link shows its shape, and each chord box says how hard it is.
    await page.goto('/chords/C/major?shape=8(10)(10)988');
    await expect.poll(() => currentDiagramFrets(page)).toEqual([8, 10, 10, 9, 8, 8]);
    await expect.poll(() => page.locator('figure.voicing .voicing-difficulty').first().textContent()).toBe('easy');
    await expectNoProblems(tab);
  });

  it('moves the dots when the tuning changes to DADGAD', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/chords/C/major');
    await expectScreen(page, 'Chord');
    await expect.poll(() => dotPositions(page)).toEqual(sounding(C_OPEN));

    // The select's name is its label plus the chosen option: "Tuning Standard (E A D G B E)".
    await page.getByRole('combobox', { name: /^Tuning\b/ }).selectOption('DADGAD');
    const dadgad = chordVoicings('C', 'major', 'DADGAD')[0]!.frets;
    expect(sounding(dadgad), 'the theory engine places C differently in DADGAD').not.toEqual(sounding(C_OPEN));
    await expect.poll(() => dotPositions(page)).toEqual(sounding(dadgad));
    expect(await mutedStrings(page)).toEqual(muted(dadgad));
    // The open low string now sounds D: the cell's name follows the tuning.
    expect(await cell(page, 0, 0).getAttribute('aria-label')).toMatch(/^string 6, fret 0, D\b/);
    await expectNoProblems(tab);
  });

  it('mirrors the neck for a left-handed player', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/chords/C/major');
    await expectScreen(page, 'Chord');
    await expect.poll(() => dotPositions(page)).toEqual(sounding(C_OPEN));
    const nutSide = await fractionFromLeft(page, 0, 0);
    const thirdFret = await fractionFromLeft(page, 1, 3);
    expect(nutSide, 'right-handed, the open strings are on the left').toBeLessThan(0.5);

    await page.getByLabel('Left-handed').check();
    await expect.poll(() => fractionFromLeft(page, 0, 0)).toBeGreaterThan(0.5);
    // Mirrored: as far from the right edge as it was from the left (to a hundredth of the neck).
    expect(Math.abs(1 - (await fractionFromLeft(page, 0, 0)) - nutSide)).toBeLessThan(0.01);
    expect(Math.abs(1 - (await fractionFromLeft(page, 1, 3)) - thirdFret)).toBeLessThan(0.01);
    // The same chord, mirrored: the dots stay on the same positions.
    expect(await dotPositions(page)).toEqual(sounding(C_OPEN));

    await page.getByLabel('Left-handed').uncheck();
    await expect.poll(() => fractionFromLeft(page, 0, 0)).toBeLessThan(0.5);
    await expectNoProblems(tab);
  });
});

describe('a scale page', () => {
  it('offers the positions as links and "Whole neck"', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/scales/A/minor-pentatonic');
    await expectScreen(page, 'Scale');
    await neck(page).waitFor({ state: 'visible' });
    const positions = page.getByRole('navigation', { name: 'Positions' });
    await positions.getByRole('link', { name: 'Whole neck' }).waitFor();
    const hrefs = await positions
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(
      hrefs.some((href) => /[?&]position=box-1\b/.test(href)),
      `a link to box 1 among ${hrefs.join(' ')}`,
    ).toBe(true);
    const whole = await dotPositions(page);

    await positions.locator('a[href*="position=box-1"]').first().click();
    await expect.poll(() => searchParam(page, 'position')).toBe('box-1');
    await expect.poll(async () => (await dotPositions(page)).length).toBeLessThan(whole.length);
    // Every dot of the box is a note of A minor pentatonic (A C D E G).
    for (const id of await dotPositions(page)) {
      const [string, fret] = id.split('.').map(Number);
      expect(await cell(page, string!, fret!).getAttribute('aria-label')).toMatch(/, (A|C|D|E|G)(,|$)/);
    }
    await page.reload();
    await expectScreen(page, 'Scale');
    await expect.poll(async () => (await dotPositions(page)).length).toBeLessThan(whole.length);
    await expectNoProblems(tab);
  });
});

describe('on a phone held upright', () => {
  it('fits a chord’s shape and a scale position on the screen without scrolling sideways', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    const overflow = () =>
      page
        .locator('.fb-scroll')
        .first()
        .evaluate((el) => el.scrollWidth - el.clientWidth);
    for (const address of ['/chords/C/major?shape=x35553', '/chords/C/major?shape=8(10)(10)988']) {
      await page.goto(address);
      await page.getByText(/^Voicing \d+ of/).waitFor();
      await expect.poll(overflow, { message: `${address}: the neck overflows by` }).toBeLessThanOrEqual(1);
    }
    await page.goto('/scales/A/minor-pentatonic?position=box-1');
    await expectScreen(page, 'Scale');
    await expect.poll(overflow, { message: 'box 1 overflows by' }).toBeLessThanOrEqual(1);
    // Every note of the position is on the neck shown.
    const frets = await neck(page).evaluate((grid) =>
      [...grid.querySelectorAll('[role="gridcell"][data-fret]')].map((c) => Number(c.getAttribute('data-fret'))),
    );
    expect(Math.min(...frets)).toBeLessThanOrEqual(5);
    expect(Math.max(...frets)).toBeGreaterThanOrEqual(8);
    await expectNoProblems(tab);
  });
});

describe('the chord finder', () => {
  it('names the chord pressed with the mouse (x32010 is C) and writes it into the link', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/chord-finder');
    await expectScreen(page, 'Chord Finder');
    for (const [string, fret] of [
      [1, 3],
      [2, 2],
      [3, 0],
      [4, 1],
      [5, 0],
    ] as const) {
      await cell(page, string, fret).click();
    }
    await expect.poll(() => page.locator('.finder-name').textContent()).toBe('C');
    await expect.poll(() => searchParam(page, 'notes')?.split(',').sort()).toEqual(sounding(C_OPEN));
    expect(await selectedPositions(page)).toEqual(sounding(C_OPEN));
    expect(await mutedStrings(page), 'the unplayed low string is marked muted').toEqual(['0']);

    // Pressing a held position again lets it go.
    await cell(page, 5, 0).click();
    await expect.poll(() => selectedPositions(page)).toEqual(['1.3', '2.2', '3.0', '4.1']);
    await expect.poll(() => searchParam(page, 'notes')?.split(',').sort()).toEqual(['1.3', '2.2', '3.0', '4.1']);
    await expectNoProblems(tab);
  });

  it('names E-G-C with E in the bass C/E, not Em#5', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/chord-finder');
    await expectScreen(page, 'Chord Finder');
    await cell(page, 0, 0).click();
    await cell(page, 1, 3).click();
    await cell(page, 3, 0).click();
    await expect.poll(() => page.locator('.finder-name').textContent()).toBe('C/E');
    await expect.poll(() => searchParam(page, 'notes')?.split(',').sort()).toEqual(['0.0', '1.3', '3.0']);
    await expectNoProblems(tab);
  });

  it('puts the tuning in the link of the held notes, so a shared DADGAD chord opens in DADGAD', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/chord-finder');
    await expectScreen(page, 'Chord Finder');
    await page.getByLabel('Tuning').selectOption('DADGAD'); // the reader's own tuning, not yet in the link
    for (const [string, fret] of [
      [0, 0],
      [1, 0],
      [2, 0],
    ] as const)
      await cell(page, string, fret).click();
    await expect.poll(() => searchParam(page, 'tuning')).toBe('DADGAD');
    const name = await page.locator('.finder-name').textContent();
    // Someone with standard tuning opens the link and reads the same chord.
    const other = await app.open(viewports.desktop);
    await other.page.goto(page.url());
    await expectScreen(other.page, 'Chord Finder');
    await expect.poll(() => other.page.locator('.finder-name').textContent()).toBe(name);
    // Each reading says why beside its name.
    expect(await other.page.locator('.reading-list .reading-why').first().textContent()).toMatch(/in the bass/);
    await expectNoProblems(tab);
    await expectNoProblems(other);
  });

  it('reopens a shared link with the chord held', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/chord-finder?notes=1.3,2.2,3.0,4.1,5.0');
    await expectScreen(page, 'Chord Finder');
    await expect.poll(() => page.locator('.finder-name').textContent()).toBe('C');
    expect(await selectedPositions(page)).toEqual(sounding(C_OPEN));
    expect(await dotPositions(page)).toEqual(sounding(C_OPEN));
    await expectNoProblems(tab);
  });

  it('works by keyboard alone: Tab to the neck, arrows move, Enter and Space hold, the name updates', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/chord-finder');
    await expectScreen(page, 'Chord Finder');
    await neck(page).waitFor({ state: 'visible' });

    const focusedRole = () =>
      page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? null);
    for (let presses = 0; (await focusedRole()) !== 'grid'; presses++) {
      expect(presses, 'Tab reaches the neck').toBeLessThan(80);
      await page.keyboard.press('Tab');
    }
    /** The cell the neck's aria-activedescendant names, as "string.fret". */
    const current = () =>
      page.evaluate(() => {
        const grid = document.activeElement;
        if (grid?.getAttribute('role') !== 'grid') return 'focus left the neck';
        const id = grid.getAttribute('aria-activedescendant');
        const c = id ? document.getElementById(id) : null;
        return c ? `${c.getAttribute('data-string')}.${c.getAttribute('data-fret')}` : 'no active cell';
      });
    expect(await current(), 'nothing held: the focus starts on the low string, open').toBe('0.0');

    const ringVisible = () =>
      page.evaluate(() => {
        const id = document.activeElement?.getAttribute('aria-activedescendant');
        const ring = id ? document.getElementById(id)?.querySelector('.fb-focus-ring') : null;
        if (!ring) return 'no ring';
        const style = getComputedStyle(ring);
        const box = (ring as SVGGraphicsElement).getBoundingClientRect();
        return style.visibility === 'visible' && style.display !== 'none' && style.stroke !== 'none' && box.width > 0
          ? 'visible'
          : 'hidden';
      });
    expect(await ringVisible(), 'the focused cell shows the focus ring').toBe('visible');

    // Right-handed, high string on top: ArrowUp goes to the next higher string, ArrowRight up the neck.
    const steps: Array<{ keys: string[]; hold: 'Enter' | ' '; at: string }> = [
      { keys: ['ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowRight'], hold: 'Enter', at: '1.3' },
      { keys: ['ArrowUp', 'ArrowLeft'], hold: ' ', at: '2.2' },
      { keys: ['ArrowUp', 'ArrowLeft', 'ArrowLeft'], hold: 'Enter', at: '3.0' },
      { keys: ['ArrowUp', 'ArrowRight'], hold: ' ', at: '4.1' },
      { keys: ['ArrowUp', 'ArrowLeft'], hold: 'Enter', at: '5.0' },
    ];
    const held: string[] = [];
    for (const step of steps) {
      for (const key of step.keys) await page.keyboard.press(key);
      expect(await current()).toBe(step.at);
      expect(await ringVisible()).toBe('visible');
      await page.keyboard.press(step.hold === ' ' ? 'Space' : 'Enter');
      held.push(step.at);
      await expect.poll(() => selectedPositions(page)).toEqual([...held].sort());
      expect(await current(), 'holding a note keeps the focus on the neck and the cell').toBe(step.at);
    }
    await expect.poll(() => page.locator('.finder-name').textContent()).toBe('C');
    await expect.poll(() => searchParam(page, 'notes')?.split(',').sort()).toEqual(sounding(C_OPEN));

    // The edges hold the focus; Enter again lets the note go.
    await page.keyboard.press('ArrowUp');
    expect(await current(), 'the top string is the edge').toBe('5.0');
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedPositions(page)).toEqual(['1.3', '2.2', '3.0', '4.1']);
    await expectNoProblems(tab);
  });
});

describe('free play', () => {
  for (const path of ['/free-play', '/']) {
    it(`holds pressed notes and clears them on ${path}`, async () => {
      const tab = await app.open(viewports.desktop);
      const { page } = tab;
      await page.goto(path);
      await expectScreen(page, path === '/' ? 'Home' : 'Free Play');
      const clear = page.getByRole('button', { name: 'Clear notes' });
      expect(await clear.isDisabled(), 'nothing to clear yet').toBe(true);
      await cell(page, 0, 3).click();
      await cell(page, 2, 2).click();
      await expect.poll(() => selectedPositions(page)).toEqual(['0.3', '2.2']);
      await expect.poll(() => page.locator('.held-notes').textContent()).toMatch(/^Holding: G2, E3$/);
      await expect.poll(() => searchParam(page, 'notes')).toBe('0.3,2.2');
      await clear.click();
      await expect.poll(() => selectedPositions(page)).toEqual([]);
      await expect.poll(() => searchParam(page, 'notes')).toBeNull();
      expect(await dotPositions(page)).toEqual([]);
      await expectNoProblems(tab);
    });
  }
});
