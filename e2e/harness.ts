import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type AppServer } from './server';

export { startServer, type AppServer };

/**
 * The browser-test harness: the real built server (see server.ts; one per run when
 * scripts/e2e.mjs started it and passed E2E_BASE_URL, else one per file), one Chromium
 * per file, and a watcher per page that records what a user would never see but a test
 * must: console errors and failed requests.
 */

const root = new URL('..', import.meta.url).pathname;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const artifactsDir = join(root, 'e2e/artifacts');

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** What went wrong on a page since the last `reset()`, in words fit for a failure message. */
export class PageProblems {
  readonly consoleErrors: string[] = [];
  readonly failedRequests: string[] = [];
  #expected404: string | null = null;
  readonly #inFlight = new Set<Request>();
  /** Main-frame navigations started so far, and how many had started when each request began. */
  #navigations = 0;
  readonly #startedAfter = new WeakMap<Request, number>();
  /** Main-frame navigations committed so far (the old document gone), and the count when each request began. */
  #commits = 0;
  readonly #committedBefore = new WeakMap<Request, number>();
  /** Requests aborted with no navigation yet seen to explain them; judged in `list()`. */
  readonly #aborted: Array<{ request: Request; text: string }> = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      this.#inFlight.add(request);
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) this.#navigations += 1;
      this.#startedAfter.set(request, this.#navigations);
      this.#committedBefore.set(request, this.#commits);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.#commits += 1;
    });
    page.on('requestfinished', (request) => this.#inFlight.delete(request));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      // Chromium logs the deliberate 404 document as a failed resource; that one is expected.
      if (this.#expected404 && where === this.#expected404 && /status of 404/.test(message.text())) return;
      this.consoleErrors.push(`${message.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => this.consoleErrors.push(`uncaught: ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) => {
      this.#inFlight.delete(request);
      // A reload or navigation cancels what the old page was still loading (a font, say):
      // the user sees the new page, not an error, so that is not a failure.
      // A request the old page started after the navigation began is left behind too, once
      // the new page commits, which Playwright may report after the failure: judged later.
      const text = `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`;
      if (request.failure()?.errorText === 'net::ERR_ABORTED') {
        const leftBehind = this.#navigations > (this.#startedAfter.get(request) ?? this.#navigations);
        if (!leftBehind) this.#aborted.push({ request, text });
        return;
      }
      this.failedRequests.push(text);
    });
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const request = response.request();
      const deliberate404 =
        response.status() === 404 && request.isNavigationRequest() && response.url() === this.#expected404;
      if (!deliberate404) this.failedRequests.push(`${request.method()} ${response.url()}: HTTP ${response.status()}`);
    });
  }

  /** The document at `url` is meant to answer 404 (the not-found test). */
  expect404Document(url: string): void {
    this.#expected404 = url;
  }

  /** Requests started and not yet finished or failed. */
  get pending(): number {
    return this.#inFlight.size;
  }

  reset(): void {
    this.consoleErrors.length = 0;
    this.failedRequests.length = 0;
    this.#aborted.length = 0;
    this.#expected404 = null;
  }

  list(): string[] {
    const unexplained = this.#aborted
      .filter(({ request }) => this.#commits <= (this.#committedBefore.get(request) ?? this.#commits))
      .map(({ text }) => text);
    return [
      ...this.consoleErrors.map((e) => `console: ${e}`),
      ...[...this.failedRequests, ...unexplained].map((r) => `request: ${r}`),
    ];
  }
}

/**
 * Asserts that the page logged no console error and no request failed, once it has
 * nothing left to load: fonts and icons load after the load event, and a failure there
 * counts too.
 */
export async function expectNoProblems({ page, problems }: OpenPage): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect.poll(() => problems.pending, { timeout: 15_000, message: 'requests still in flight' }).toBe(0);
  expect(problems.list(), 'console errors and failed requests').toEqual([]);
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/**
 * The hooks of an e2e file: the server (the run's shared one from E2E_BASE_URL, unless
 * this file needs its own configuration), one browser for the file, and `open(viewport)`
 * for a fresh context (no storage shared between tests) with its watcher.
 */
export function useApp(serverEnv: Record<string, string> = {}) {
  const shared = (Object.keys(serverEnv).length === 0 && process.env.E2E_BASE_URL) || undefined;
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (!shared) server = await startServer(serverEnv);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
  });

  const baseUrl = (): string => {
    const url = shared ?? server?.baseUrl;
    if (!url) throw new Error('The server has not started.');
    return url;
  };

  return {
    get baseUrl(): string {
      return baseUrl();
    },
    url(path: string): string {
      return new URL(path, baseUrl()).href;
    },
    /** What this file's own server printed (empty when the run's shared server is used). */
    serverOutput(): string {
      return server?.output() ?? '';
    },
    async open(viewport: { width: number; height: number }): Promise<OpenPage> {
      if (!browser) throw new Error('The browser has not started.');
      const context = await browser.newContext({ viewport, baseURL: baseUrl() });
      // Fail in seconds, not half a minute, when an element never comes.
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      const page = await context.newPage();
      return { context, page, problems: new PageProblems(page) };
    },
  };
}

/** The screen on the page: the article of the given screen name and its visible heading. */
export async function expectScreen(page: Page, screen: string, heading?: string): Promise<void> {
  const article = page.locator(`article.page[data-screen="${screen}"]`);
  const h1 = article.locator('h1');
  await h1.waitFor({ state: 'visible' });
  if (heading !== undefined) expect((await h1.textContent())?.trim()).toBe(heading);
  expect(await page.locator('article.page').count(), 'one screen at a time').toBe(1);
}
