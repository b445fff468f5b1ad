import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';

/**
 * The audio harness page (index.html + main.ts here, which import the engine's offline
 * renders and live engine), built with Vite into a temp dir and served on loopback, and
 * a Chromium that may start audio without a gesture. Used by e2e/audio-timing.e2e.ts and
 * bench/metronome.bench.ts; it stays out of the app's build and its CSP.
 */

const here = new URL('.', import.meta.url).pathname;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.map': 'application/json' };

export interface AudioHarnessServer {
  url: string;
  stop(): Promise<void>;
}

export async function startAudioHarness(): Promise<AudioHarnessServer> {
  const outDir = await mkdtemp(join(tmpdir(), 'fretboard-audio-harness-'));
  await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path);
    stat(file).then(
      () => {
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(response);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

export function launchAudioBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The live runs start audio without a click; the page is ours and silent to no one.
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** Opens the harness page and waits until `window.audioHarness` is there; collects page errors. */
export async function openHarness(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, errors };
}
