import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';

/**
 * The metronome in the browser (issue 4, Tests → Browser): it starts from its button,
 * shows the beats moving, and stops. On the Daily Practice screen.
 */

const app = useApp();

const beatDots = (page: Page) => page.locator('.metronome .beat-dots');

/** The lit beat (1-based), or null when none is lit; fails at once with the page's message if sound was refused. */
async function litBeat(page: Page): Promise<number | null> {
  const problem = page.locator('.metronome .sound-status--problem');
  if (await problem.count()) throw new Error(`The metronome did not start: ${await problem.textContent()}`);
  const beat = await beatDots(page).getAttribute('data-beat');
  return beat ? Number(beat) : null;
}

describe('the metronome', () => {
  it('starts, shows the beats of the bar moving with the clicks, and stops', async () => {
    const tab = await app.open(viewports.desktop);
    const { page } = tab;
    await page.goto('/daily-practice');
    await expectScreen(page, 'Daily Practice');
    const metronome = page.getByRole('region', { name: 'Metronome' });

    // 3/4 at 120 BPM, set from the keyboard: six steps of 10 up from the default 60.
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('3');
    expect(await beatDots(page).locator('.beat-dot').count()).toBe(3);
    const slider = metronome.getByRole('slider', { name: 'Tempo' });
    await slider.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => metronome.locator('.tempo-value').textContent()).toBe('120 BPM');

    await metronome.getByRole('button', { name: 'Start metronome' }).click();
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const beat = await litBeat(page);
          if (beat !== null) seen.add(beat);
          return seen.size;
        },
        { timeout: 15_000, interval: 50, message: 'beats lit while the metronome runs' },
      )
      .toBeGreaterThanOrEqual(2);
    expect([...seen].every((beat) => beat >= 1 && beat <= 3)).toBe(true);

    // Stopped from the keyboard: Space on the focused button.
    await metronome.getByRole('button', { name: 'Stop metronome' }).focus();
    await page.keyboard.press('Space');
    await metronome.getByRole('button', { name: 'Start metronome' }).waitFor();
    expect(await beatDots(page).getAttribute('data-beat')).toBeNull();
    await expectNoProblems(tab);
  });

  it('sets the tempo by tapping', async () => {
    const tab = await app.open(viewports.mobile);
    const { page } = tab;
    await page.goto('/daily-practice');
    await expectScreen(page, 'Daily Practice');
    const metronome = page.getByRole('region', { name: 'Metronome' });
    const tap = metronome.getByRole('button', { name: 'Tap tempo' });
    // Playwright's clicks are not evenly spaced in time; the tempo is what the taps make, within range.
    for (let i = 0; i < 4; i++) {
      await tap.click();
      await page.waitForTimeout(400);
    }
    const bpm = Number((await metronome.locator('.tempo-value').textContent())?.replace(/\D/g, ''));
    expect(bpm % 10).toBe(0);
    expect(bpm).toBeGreaterThanOrEqual(40);
    expect(bpm).toBeLessThanOrEqual(220);
    expect(await metronome.getByText(/Tapped \d+ BPM/).count()).toBe(1);
    await expectNoProblems(tab);
  });
});
