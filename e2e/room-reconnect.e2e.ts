import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectScreen, useApp, viewports } from './harness';
import { chooseUsername, joinAsGuest, dots, neckTitle, cell } from './roomPages';
import { signInByMagicLink } from './signIn';

/**
 * A practice room over a connection that drops: a guest student's WebSocket is cut while
 * the teacher goes on. The student sees "Reconnecting…"; once the connection is back the
 * banner goes and, without a reload, their neck and messages show everything the teacher
 * did meanwhile, resumed from where the feed stopped (server/src/rooms/README.md).
 */
const app = useApp({ LOG_LEVEL: 'warn' });

/** What went over one API socket: frames from the page and from the server, as text. */
interface SocketLog {
  sent: string[];
  received: string[];
}

/**
 * A page's line to the API socket (/api/trpc), which the test cuts and restores. Every
 * WebSocket the page opens there goes through Playwright's WebSocket route to the real
 * server. `cut()` closes the open ones at both ends (the page sees code 1006, as when a
 * network drops; the server sees its member go), and sockets opened after it hang while
 * connecting, as over a dead network, until `restore()` lets them through.
 */
class ApiSocketLine {
  /** One log per socket that reached the server, in the order they connected. */
  readonly sockets: SocketLog[] = [];
  readonly #open = new Set<WebSocketRoute>();
  #down: Promise<void> | null = null;
  #up: () => void = () => {};

  async attach(page: Page): Promise<void> {
    await page.routeWebSocket(
      (url) => url.pathname === '/api/trpc',
      async (ws) => {
        while (this.#down) await this.#down;
        const server = ws.connectToServer();
        const log: SocketLog = { sent: [], received: [] };
        this.sockets.push(log);
        this.#open.add(ws);
        ws.onMessage((message) => {
          log.sent.push(message.toString());
          server.send(message);
        });
        server.onMessage((message) => {
          log.received.push(message.toString());
          ws.send(message);
        });
        // The page's end closed (by the page, or by cut()): close the server's end too.
        ws.onClose((code, reason) => {
          this.#open.delete(ws);
          const pageMayUse = code === 1000 || (code !== undefined && code >= 3000 && code <= 4999);
          void server.close(pageMayUse ? { code, reason } : {});
        });
      },
    );
  }

  async cut(): Promise<void> {
    this.#down = new Promise((resolve) => (this.#up = resolve));
    const open = [...this.#open];
    await Promise.all(open.map((ws) => ws.close({ code: 1006, reason: 'The test cut the connection' })));
  }

  restore(): void {
    this.#down = null;
    this.#up();
  }
}

/** The room feed's items in a socket's frames from the server: tracked id and item (tRPC's wire format, superjson). */
function feedItems(log: SocketLog): Array<{ id: string; kind: string; version?: number; type?: string }> {
  const items = [];
  for (const text of log.received) {
    if (text === 'PING' || text === 'PONG') continue;
    const frame = JSON.parse(text) as {
      result?: {
        type?: string;
        id?: string;
        data?: { json?: { data?: { kind: string; event?: { version: number; type: string } } } };
      };
    };
    const item = frame.result?.type === 'data' ? frame.result.data?.json?.data : undefined;
    if (item && frame.result?.id !== undefined)
      items.push({ id: frame.result.id, kind: item.kind, version: item.event?.version, type: item.event?.type });
  }
  return items;
}

/** The `lastEventId` of each subscription the page asked for on a socket (undefined: starting fresh). */
function subscriptionsAsked(log: SocketLog): Array<string | undefined> {
  return log.sent
    .filter((text) => text !== 'PING' && text !== 'PONG')
    .flatMap(
      (text) => [JSON.parse(text) as unknown].flat() as Array<{ method?: string; params?: { lastEventId?: string } }>,
    )
    .filter((message) => message.method === 'subscription')
    .map((message) => message.params?.lastEventId);
}

/** Does `action` and waits for the server's answer to the room command it sends (the change is then recorded). */
async function committed(page: Page, command: string, action: () => Promise<unknown>): Promise<void> {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.replace('/api/trpc/', '').split(',').includes('rooms.command') &&
      (response.request().postData() ?? '').includes(`"type":"${command}"`),
  );
  await action();
  expect((await answer).status(), `rooms.command ${command}`).toBe(200);
}

const member = (page: Page, name: string, away: boolean) =>
  page.locator(`.room-members li[data-member="${name}"][data-away="${away}"]`);

describe('a practice room over a dropped connection', () => {
  it(
    'a student who loses the connection sees "Reconnecting…", then catches up on what the teacher did',
    { timeout: 120_000 },
    async () => {
      const teacher = await app.open(viewports.desktop);
      await signInByMagicLink(teacher.page, app, 'teacher@example.org', '/rooms');
      await chooseUsername(teacher.page, 'Ada');
      await teacher.page.goto(app.url('/rooms'));
      await expectScreen(teacher.page, 'Practice Rooms');
      await teacher.page.getByRole('button', { name: 'Open a room' }).click();
      await teacher.page.waitForURL(/\/rooms\/[0-9a-z]{12}$/);
      await teacher.page.getByText('You lead the room').waitFor();
      const link = await teacher.page.getByLabel('Share this link to invite others').inputValue();

      // A guest student joins from the link, over a connection the test can cut.
      const student = await app.open(viewports.mobile);
      const line = new ApiSocketLine();
      await line.attach(student.page);
      await joinAsGuest(student, link, 'Sam');
      await expect
        .poll(() => student.page.locator('.room-status [data-leader]').getAttribute('data-leader'))
        .toBe('Ada');
      await member(teacher.page, 'Sam', false).waitFor();

      // The teacher shows A minor seventh: the student sees it.
      await teacher.page.getByLabel('Root', { exact: true }).selectOption('A');
      await teacher.page.getByLabel('Chord type', { exact: true }).selectOption('m7');
      await expect.poll(() => neckTitle(student.page).textContent()).toMatch(/^Am7 chord, voicing 1 of \d+$/);
      const banner = student.page.getByText('Reconnecting…');
      expect(await banner.count()).toBe(0);
      const studentDocument = await student.page.evaluate(() => performance.timeOrigin);
      const socketsBefore = line.sockets.length;
      expect(socketsBefore).toBeGreaterThan(0);

      // The student's connection drops: they see the banner, the teacher sees them away.
      await line.cut();
      await banner.waitFor();
      expect(await banner.textContent()).toBe(
        'Reconnecting… You will catch up on everything you missed as soon as the connection is back.',
      );
      await member(teacher.page, 'Sam', true).waitFor();

      // Meanwhile the teacher shows the A minor pentatonic scale, marks a note and writes.
      await committed(teacher.page, 'showPattern', () =>
        teacher.page.getByLabel('Show', { exact: true }).selectOption('scale'),
      );
      await committed(teacher.page, 'showPattern', () =>
        teacher.page.getByLabel('Scale', { exact: true }).selectOption('minor pentatonic'),
      );
      await teacher.page.getByRole('button', { name: 'Mark notes' }).click();
      await committed(teacher.page, 'markNotes', () => cell(teacher.page, 2, 5).click());
      await teacher.page.getByLabel('Your message').fill('Welcome back, Sam');
      await committed(teacher.page, 'postMessage', () => teacher.page.getByRole('button', { name: 'Send' }).click());
      await teacher.page.locator('.room-message-list').getByText('Welcome back, Sam').waitFor();
      await expect.poll(() => neckTitle(teacher.page).textContent()).toBe('A minor pentatonic scale, whole neck');
      await expect.poll(() => teacher.page.locator('.room-neck').getAttribute('data-marked')).toBe('2:5');
      const teacherDots = await dots(teacher.page);
      expect(teacherDots.length).toBeGreaterThan(6);

      // None of it has reached the student, who still sees the chord, no messages, and the banner.
      expect(await neckTitle(student.page).textContent()).toMatch(/^Am7 chord/);
      await student.page.getByText('No messages yet.').waitFor();
      expect(await banner.isVisible()).toBe(true);

      // The connection comes back: the banner goes, and the student sees the teacher's latest, without a reload.
      line.restore();
      await banner.waitFor({ state: 'hidden' });
      await expect.poll(() => neckTitle(student.page).textContent()).toBe('A minor pentatonic scale, whole neck');
      await expect.poll(() => dots(student.page)).toEqual(teacherDots);
      await expect.poll(() => student.page.locator('.room-neck').getAttribute('data-marked')).toBe('2:5');
      await student.page.locator('.room-message-list').getByText('Welcome back, Sam').waitFor();
      expect(await student.page.locator('.room-message-list li').count()).toBe(1);
      expect(await student.page.evaluate(() => performance.timeOrigin)).toBe(studentDocument);
      await member(teacher.page, 'Sam', false).waitFor();

      // On the wire: a new socket resumed the feed from the last id the student had, and the
      // server sent the four missed changes, in order, once, with no fresh snapshot.
      const before = line.sockets[socketsBefore - 1]!;
      const resumed = line.sockets[socketsBefore];
      expect(resumed, 'a new socket after the cut').toBeDefined();
      const lastSeen = feedItems(before).at(-1)?.id;
      expect(lastSeen).toBeDefined();
      expect(subscriptionsAsked(resumed!)).toEqual([lastSeen]);
      const missed = feedItems(resumed!);
      expect(missed.filter((item) => item.kind === 'snapshot')).toEqual([]);
      const events = missed.filter((item) => item.kind === 'event');
      const from = Number(lastSeen);
      expect(events.map((item) => [item.version, item.type])).toEqual([
        [from + 1, 'PatternShown'],
        [from + 2, 'PatternShown'],
        [from + 3, 'NotesMarked'],
        [from + 4, 'MessagePosted'],
      ]);

      for (const tab of [teacher, student]) await expectNoProblems(tab);
    },
  );
});
