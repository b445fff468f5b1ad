/**
 * The initial route's JavaScript, gzipped, with sound excluded, against a bare React +
 * TanStack Router page (bench/bare) built with the same Vite version and React plugin, in
 * the same run. Target: at most 1.6 times the bare page.
 *
 * "The initial route's JavaScript" is measured, not guessed: Chromium opens each page and
 * every JavaScript file it fetches before the page is idle is counted (gzip level 9 of the
 * file as served), so lazily loaded chunks that the first screen needs are included, and
 * Tone.js, which must not load before a tap, would be too. Pages measured: Home (/) and a
 * chord page (/chords/C/major), and a lesson (/learning/the-neck/open-strings) for comparison.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/server';
import type { Bench } from './run';

const root = new URL('..', import.meta.url).pathname;
const TARGET = 1.6;
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function vite(...extra: string[]) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', ...extra],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build ${extra.join(' ')} failed`);
}

/** Serves a built folder on loopback (the bare page needs no server of ours). */
async function serveStatic(dir: string) {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every JS file a page fetches until the network is idle, with its gzipped size. */
async function initialJs(url: string): Promise<{ files: Array<{ name: string; gzip: number }>; total: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args });
  try {
    const page = await browser.newPage();
    const files: Array<{ name: string; gzip: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!/\.m?js(\?|$)/.test(response.url())) return;
      pending.push(
        response.body().then((body) => {
          files.push({
            name: new URL(response.url()).pathname.split('/').pop()!,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const bench: Bench = {
  name: 'Initial JavaScript (gzipped) vs a bare React + TanStack Router page',
  async run() {
    const bareDir = await mkdtemp(join(tmpdir(), 'fretboard-bare-'));
    if (process.env.BENCH_SKIP_BUILD !== '1') vite();
    vite('--config', join(root, 'vite.config.ts'), '--outDir', bareDir, '--emptyOutDir', join(root, 'bench/bare'));
    const bare = await serveStatic(bareDir);
    const app = await startServer();
    try {
      const baseline = await initialJs(bare.url);
      const rows: string[] = [];
      for (const path of ['/', '/chords/C/major', '/learning/the-neck/open-strings']) {
        const measured = await initialJs(app.baseUrl + path);
        const ratio = measured.total / baseline.total;
        // The sound engine chunk (Tone.js and our instruments); features/tone is only the panel.
        const tone = measured.files.filter((file) => /^engine-/.test(file.name));
        // The target is for the initial route (Home); a chord page and a lesson opened from a shared link are shown for comparison.
        const verdict = path === '/' ? (ratio <= TARGET ? 'met' : 'MISSED') : 'for comparison';
        rows.push(
          `| ${path} | ${measured.files.length} | ${kb(measured.total)} | ${ratio.toFixed(2)}× | ${verdict} | ${tone.length === 0 ? 'none' : tone.map((f) => f.name).join(', ')} |`,
        );
      }
      return [
        `Baseline (bench/bare: React, react-dom, TanStack Router, one route): ${baseline.files.length} file(s), ${kb(baseline.total)} kB gzipped.`,
        '',
        `| page | JS files | kB gzipped | vs baseline | target ≤ ${TARGET}× | Tone.js code loaded |`,
        '|---|---:|---:|---:|---|---|',
        ...rows,
      ].join('\n');
    } finally {
      await app.stop();
      await bare.close();
      await rm(bareDir, { recursive: true, force: true });
    }
  },
};

export default bench;
