import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, expectNoProblems, expectScreen, useApp, viewports } from './harness';
import { joinAsGuest, dots, neckTitle, cell } from './roomPages';
import { signInByMagicLink } from './signIn';

/**
 * Live practice rooms, three browsers: a signed-in teacher opens a room, a guest student
 * joins from the link on a phone, a left-handed guest joins too. What the leader shows,
 * marks and points at reaches the others; the lead changes hands; the metronome's beats
 * line up in server time; the host closes the room for everyone.
 */
const app = useApp({ LOG_LEVEL: 'warn' });

interface BeatList {
  index: number;
  server: number[];
  local: number[];
}

async function beatList(page: Page): Promise<BeatList> {
  const beats = page.locator('.room-beats[data-running="true"][data-clock-offset-ms][data-next-beat-server-ms]');
  await beats.waitFor({ state: 'attached' });
  return beats.evaluate((node) => {
    const list = (name: string) => (node.getAttribute(name) ?? '').split(' ').filter(Boolean).map(Number);
    return {
      index: Number(node.getAttribute('data-next-beat-index')),
      server: list('data-next-beat-server-ms'),
      local: list('data-next-beat-local-ms'),
    };
  });
}

/** Beat n of a list, or undefined when the list does not reach it. */
const beatIn = (list: BeatList, index: number, which: 'server' | 'local') => list[which][index - list.index];

describe('practice rooms', () => {
  it('a teacher and two students share one fretboard, the lead and the metronome', { timeout: 120_000 }, async () => {
    const teacher = await app.open(viewports.desktop);
    await signInByMagicLink(teacher.page, app, 'teacher@example.org', '/rooms');
    // A username, so the room has a name to show for the teacher.
    const named = await teacher.page.evaluate(async () => {
      const response = await fetch('/api/trpc/account.setUsername', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ json: { eventId: crypto.randomUUID(), username: 'Ada' } }),
      });
      return response.status;
    });
    expect(named).toBe(200);

    await teacher.page.goto(app.url('/rooms'));
    await expectScreen(teacher.page, 'Practice Rooms');
    await teacher.page.getByLabel('Title (optional)').fill('Thursday lesson');
    await teacher.page.getByRole('button', { name: 'Open a room' }).click();
    await teacher.page.waitForURL(/\/rooms\/[0-9a-z]{12}$/);
    await teacher.page.getByText('You lead the room').waitFor();
    await expectScreen(teacher.page, 'Practice Room', 'Thursday lesson');
    const link = await teacher.page.getByLabel('Share this link to invite others').inputValue();
    expect(link).toBe(teacher.page.url());

    const student = await app.open(viewports.mobile);
    await joinAsGuest(student, link, 'Sam');
    await expect.poll(() => student.page.locator('.room-status [data-leader]').getAttribute('data-leader')).toBe('Ada');

    const lefty = await app.open(viewports.desktop);
    await lefty.context.addInitScript(() =>
      localStorage.setItem('fretboard.preferences.v1', JSON.stringify({ hand: 'LEFT' })),
    );
    await joinAsGuest(lefty, link, 'Lee');
    await teacher.page.locator('.room-members li[data-member="Lee"]').waitFor();

    // The teacher shows A minor seventh: both students' necks show the same voicing.
    await teacher.page.getByLabel('Root', { exact: true }).selectOption('A');
    await teacher.page.getByLabel('Chord type', { exact: true }).selectOption('m7');
    await expect.poll(() => neckTitle(student.page).textContent()).toMatch(/^Am7 chord, voicing 1 of \d+$/);
    const teacherDots = await dots(teacher.page);
    expect(teacherDots.length).toBeGreaterThan(2);
    await expect.poll(() => dots(student.page)).toEqual(teacherDots);
    await expect.poll(() => dots(lefty.page)).toEqual(teacherDots);

    // The left-handed student's neck is mirrored: the nut on the right.
    expect(await lefty.page.locator('.room-neck .fb-scroll').getAttribute('data-hand')).toBe('LEFT');
    const leftyOpen = (await cell(lefty.page, 0, 0).boundingBox())!;
    const leftyThird = (await cell(lefty.page, 0, 3).boundingBox())!;
    expect(leftyOpen.x).toBeGreaterThan(leftyThird.x);
    const studentOpen = (await cell(student.page, 0, 0).boundingBox())!;
    const studentThird = (await cell(student.page, 0, 3).boundingBox())!;
    expect(studentOpen.x).toBeLessThan(studentThird.x);

    // Marked notes reach everyone.
    await teacher.page.getByRole('button', { name: 'Mark notes' }).click();
    await cell(teacher.page, 2, 5).click();
    await expect.poll(() => student.page.locator('.room-neck').getAttribute('data-marked')).toBe('2:5');
    expect(await cell(student.page, 2, 5).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => cell(lefty.page, 2, 5).getAttribute('aria-selected')).toBe('true');
    // Two quick marks in one go, the second sent before the first comes back: both stay.
    await teacher.page.evaluate(() => {
      for (const [string, fret] of [
        [1, 3],
        [4, 2],
      ]) {
        const target = document.querySelector(
          `.room-neck [role="gridcell"][data-string="${string}"][data-fret="${fret}"]`,
        );
        target?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      }
    });
    const marks = async () =>
      ((await student.page.locator('.room-neck').getAttribute('data-marked')) ?? '').split(' ').sort();
    await expect.poll(marks).toEqual(['1:3', '2:5', '4:2']);

    // So does the teacher's pointer, lit on the student's neck.
    await cell(teacher.page, 3, 7).hover();
    await expect.poll(() => student.page.locator('.room-neck').getAttribute('data-pointer')).toBe('3:7');
    expect(await cell(student.page, 3, 7).getAttribute('data-active-fret')).toBe('true');
    await teacher.page.mouse.move(1, 1);
    await expect.poll(() => student.page.locator('.room-neck').getAttribute('data-pointer')).toBe('');
    await student.page.screenshot({ path: join(artifactsDir, 'room-student-mobile.png'), fullPage: true });
    await teacher.page.screenshot({ path: join(artifactsDir, 'room-teacher-desktop.png'), fullPage: true });

    // A student looks around on their own, then follows the leader again.
    await lefty.page.getByLabel('Show', { exact: true }).selectOption('scale');
    await expect.poll(() => neckTitle(lefty.page).textContent()).toBe('A major scale, whole neck');
    await lefty.page.getByRole('button', { name: 'Follow the leader' }).click();
    await expect.poll(() => neckTitle(lefty.page).textContent()).toMatch(/^Am7 chord/);

    // The teacher hands the lead to Sam, who shows a scale the teacher then sees.
    await teacher.page.getByRole('button', { name: 'Hand the lead to Sam' }).click();
    await student.page.getByText('You lead the room').waitFor();
    await student.page.getByLabel('Show', { exact: true }).selectOption('scale');
    await student.page.getByLabel('Scale', { exact: true }).selectOption('minor pentatonic');
    await expect.poll(() => neckTitle(teacher.page).textContent()).toBe('A minor pentatonic scale, whole neck');
    await expect.poll(() => dots(teacher.page)).toEqual(await dots(student.page));
    // And the host takes it back.
    await teacher.page.getByRole('button', { name: 'Take the lead back' }).click();
    await teacher.page.getByText('You lead the room').waitFor();

    // Hands and messages.
    await student.page.getByRole('button', { name: 'Raise my hand' }).click();
    await teacher.page.locator('.room-members li[data-member="Sam"][data-hand-raised="true"]').waitFor();
    await student.page.getByLabel('Your message').fill('Can we try it slower?');
    await student.page.getByRole('button', { name: 'Send' }).click();
    await teacher.page.locator('.room-message-list').getByText('Can we try it slower?').waitFor();

    // A reload rejoins as the same guest (no second Sam).
    await student.page.reload();
    await student.page.getByText('Ada leads the room.').waitFor();
    expect(await teacher.page.locator('.room-members li[data-member="Sam"]').count()).toBe(1);

    // The shared metronome: the student hears it; both clients schedule the same beats in server time.
    await student.page.getByRole('button', { name: 'Turn sound on' }).click();
    await expect
      .poll(() => student.page.getByRole('button', { name: /Sound on/ }).getAttribute('aria-pressed'))
      .toBe('true');
    // Each member sets their own loudness for the leader's notes, kept for next time.
    const volume = student.page.getByRole('slider', { name: "Volume of the leader's notes" });
    await volume.fill('40');
    expect(await student.page.evaluate(() => localStorage.getItem('fretboard-room-volume'))).toBe('40');
    await teacher.page.getByRole('button', { name: 'Start the metronome for everyone' }).click();
    const teacherBeats = await beatList(teacher.page);
    const studentBeats = await beatList(student.page);
    const shared = Math.max(teacherBeats.index, studentBeats.index);
    let compared = 0;
    for (let index = shared; index < shared + 3; index++) {
      const [t, s] = [beatIn(teacherBeats, index, 'server'), beatIn(studentBeats, index, 'server')];
      if (t === undefined || s === undefined) continue;
      expect(Math.abs(t - s), `beat ${index} in server time`).toBeLessThanOrEqual(5);
      // One machine, one clock: each device's own schedule of the beat agrees too, so the offsets do.
      const [tl, sl] = [beatIn(teacherBeats, index, 'local'), beatIn(studentBeats, index, 'local')];
      expect(Math.abs(tl! - sl!), `beat ${index} on the devices' clocks`).toBeLessThanOrEqual(5);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
    await teacher.page.getByRole('button', { name: 'Stop the metronome' }).click();
    await student.page.locator('.room-beats[data-running="false"]').waitFor();

    // The host closes the room: everyone sees it has closed.
    await teacher.page.getByRole('button', { name: 'Close the room…' }).click();
    await teacher.page.getByRole('button', { name: 'Yes, close the room' }).click();
    for (const tab of [teacher, student, lefty]) await tab.page.getByText('This room has closed').waitFor();

    for (const tab of [teacher, student, lefty]) await expectNoProblems(tab);
  });

  it('/rooms asks a visitor to log in to open a room, and checks a typed code', async () => {
    const visitor = await app.open(viewports.mobile);
    await visitor.page.goto(app.url('/rooms'));
    await expectScreen(visitor.page, 'Practice Rooms');
    const logIn = visitor.page.getByRole('link', { name: 'Log in to open a room' });
    expect(await logIn.getAttribute('href')).toBe('/account/log-in?callbackUrl=%2Frooms');
    await visitor.page.getByLabel('Room code or link').fill('not a code');
    await visitor.page.getByRole('button', { name: 'Join', exact: true }).click();
    await visitor.page.getByText('A room code is 12 letters and digits').waitFor();
    // A well-formed code that leads nowhere.
    await visitor.page.getByLabel('Room code or link').fill('ABCD-EFGH-JKMN');
    await visitor.page.getByRole('button', { name: 'Join', exact: true }).click();
    await visitor.page.waitForURL(/\/rooms\/abcdefghjkmn$/);
    await visitor.page.getByRole('heading', { name: 'No room with this code' }).waitFor();
    await expectScreen(visitor.page, 'Practice Room', 'No room with this code');
    await expectNoProblems(visitor);
  });
});
