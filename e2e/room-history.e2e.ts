import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, expectNoProblems, expectScreen, useApp, viewports } from './harness';
import { chooseUsername } from './roomPages';
import { signInByMagicLink } from './signIn';

/**
 * Looking back at a practice room: after the host closes it, the host and a signed-in
 * student find it under "Your rooms" and read what happened, in words, with the chord
 * the teacher showed openable on its own page.
 */
const app = useApp({ LOG_LEVEL: 'warn' });

const timeline = (page: Page) => page.locator('.room-timeline');

describe('room history', () => {
  it('the host and a signed-in student look back at a closed room', { timeout: 120_000 }, async () => {
    const teacher = await app.open(viewports.desktop);
    await signInByMagicLink(teacher.page, app, 'ada@example.org', '/rooms');
    await chooseUsername(teacher.page, 'Ada');
    await teacher.page.goto(app.url('/rooms'));
    await expectScreen(teacher.page, 'Practice Rooms');
    await teacher.page.getByLabel('Title (optional)').fill('Friday lesson');
    await teacher.page.getByRole('button', { name: 'Open a room' }).click();
    await teacher.page.waitForURL(/\/rooms\/[0-9a-z]{12}$/);
    await teacher.page.getByText('You lead the room').waitFor();
    const link = teacher.page.url();

    const student = await app.open(viewports.mobile);
    await signInByMagicLink(student.page, app, 'ben@example.org');
    await chooseUsername(student.page, 'Ben');
    await student.page.goto(link);
    await teacher.page.locator('.room-members li[data-member="Ben"]').waitFor();

    await teacher.page.getByLabel('Root', { exact: true }).selectOption('A');
    await teacher.page.getByLabel('Chord type', { exact: true }).selectOption('m7');
    await expect.poll(() => student.page.locator('.room-neck-title').textContent()).toMatch(/^Am7 chord/);
    await teacher.page.getByLabel('Your message').fill('Try it slower');
    await teacher.page.getByRole('button', { name: 'Send' }).click();
    await student.page.locator('.room-message-list').getByText('Try it slower').waitFor();

    await teacher.page.getByRole('button', { name: 'Close the room…' }).click();
    await teacher.page.getByRole('button', { name: 'Yes, close the room' }).click();
    await student.page.getByText('This room has closed').waitFor();

    // The teacher's /rooms lists the room as closed, and its link leads to the review.
    await teacher.page.goto(app.url('/rooms'));
    const listed = teacher.page.locator('.your-rooms-list li', { hasText: 'Friday lesson' });
    await listed.getByText('Closed: look back at it').waitFor();
    await expect.poll(() => listed.textContent()).toContain('You hosted · 2 people');
    await listed.getByRole('link', { name: 'Friday lesson' }).click();
    await teacher.page.waitForURL(link);
    await teacher.page.getByText('This room has closed').waitFor();
    await expectScreen(teacher.page, 'Practice Room', 'Friday lesson');
    await timeline(teacher.page).getByText('Ben joined.').waitFor();
    await timeline(teacher.page)
      .getByText(/^Ada showed the Am7 chord/)
      .waitFor();
    const message = timeline(teacher.page).locator('li[data-kind="message"]');
    expect(await message.locator('p').textContent()).toBe('Ada wrote:');
    expect(await message.locator('blockquote').textContent()).toBe('Try it slower');
    await timeline(teacher.page).getByText('Ada closed the room.').waitFor();
    await teacher.page.screenshot({ path: join(artifactsDir, 'room-history-desktop.png'), fullPage: true });

    // The chord change opens on its own page.
    await timeline(teacher.page)
      .getByRole('link', { name: /^Open this on the fretboard: the Am7 chord/ })
      .click();
    await teacher.page.waitForURL(/\/chords\/A\/m7\?tuning=STANDARD$/);
    await expectScreen(teacher.page, 'Chord');

    // The student, signed in, can look back too (the live view has become the review).
    await timeline(student.page)
      .getByText(/^Ada showed the Am7 chord/)
      .waitFor();
    await student.page.reload();
    await timeline(student.page).locator('blockquote', { hasText: 'Try it slower' }).waitFor();
    await student.page.screenshot({ path: join(artifactsDir, 'room-history-mobile.png'), fullPage: true });
    await student.page.goto(app.url('/rooms'));
    await student.page.locator('.your-rooms-list li', { hasText: 'Friday lesson' }).getByText('You joined').waitFor();
    await student.page.screenshot({ path: join(artifactsDir, 'room-history-your-rooms-mobile.png'), fullPage: true });

    await expectNoProblems(teacher);
    await expectNoProblems(student);
  });

  it('a visitor who is not signed in is told to log in to look back', async () => {
    const host = await app.open(viewports.desktop);
    await signInByMagicLink(host.page, app, 'cleo@example.org', '/rooms');
    await host.page.goto(app.url('/rooms'));
    await host.page.getByRole('button', { name: 'Open a room' }).click();
    await host.page.waitForURL(/\/rooms\/[0-9a-z]{12}$/);
    await host.page.getByText('You lead the room').waitFor();
    const link = host.page.url();
    await host.page.getByRole('button', { name: 'Close the room…' }).click();
    await host.page.getByRole('button', { name: 'Yes, close the room' }).click();
    await host.page.getByText('This room has closed').waitFor();

    const visitor = await app.open(viewports.mobile);
    await visitor.page.goto(link);
    await visitor.page.getByText('This room has closed').waitFor();
    await visitor.page.getByText('Guests cannot').waitFor();
    expect(await visitor.page.locator('.room-timeline').count()).toBe(0);

    await expectNoProblems(host);
    await expectNoProblems(visitor);
  });
});
