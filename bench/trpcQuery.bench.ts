/**
 * A trivial tRPC query over HTTP (`system.time` through the whole app: helmet, CSP,
 * compression, the mutation guard, superjson) as a fraction of the baseline, a raw
 * Fastify JSON route answering the same thing, both measured in the same run with
 * autocannon, without pipelining and with 10 requests pipelined per connection.
 * Targets: at least 50% without pipelining, at least 25% pipelined.
 * BENCH_SECONDS sets each measurement's length (default 10).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Bench } from './run';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

async function startServers() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./targets/httpServers.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const ports = await new Promise<{ raw: number; app: number }>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return {
    ports,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function requestsPerSecond(url: string, pipelining: number): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

const bench: Bench = {
  name: 'tRPC query over HTTP vs raw Fastify JSON route',
  async run() {
    const { ports, stop } = await startServers();
    try {
      const rawUrl = `http://127.0.0.1:${ports.raw}/time`;
      const appUrl = `http://127.0.0.1:${ports.app}/api/trpc/system.time`;
      await requestsPerSecond(rawUrl, 1); // warm-up of both
      await requestsPerSecond(appUrl, 1);
      const rows: string[] = [];
      for (const [pipelining, target] of [
        [1, 0.5],
        [10, 0.25],
      ] as const) {
        const raw = await requestsPerSecond(rawUrl, pipelining);
        const trpc = await requestsPerSecond(appUrl, pipelining);
        const ratio = trpc / raw;
        rows.push(
          `| ${pipelining === 1 ? 'no' : `${pipelining}`} | ${raw.toFixed(0)} | ${trpc.toFixed(0)} | ${(ratio * 100).toFixed(0)}% | ${(target * 100).toFixed(0)}% | ${ratio >= target ? 'met' : 'MISSED'} |`,
        );
      }
      return [
        `${CONNECTIONS} connections, ${SECONDS} s per measurement, servers in a child process, autocannon in this one.`,
        '',
        '| pipelining | raw Fastify (req/s) | tRPC query (req/s) | ratio | target | |',
        '|---|---|---|---|---|---|',
        ...rows,
      ].join('\n');
    } finally {
      await stop();
    }
  },
};

export default bench;
