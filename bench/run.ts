/**
 * `npm run bench [-- name ...]`: runs bench/<name>.bench.ts modules (all of them when no
 * name is given) and appends a dated section with the machine's details to bench/RESULTS.md.
 * A bench module default-exports a `Bench`; it measures its baseline in the same run.
 */
import { appendFile, readdir } from 'node:fs/promises';
import { cpus, totalmem, platform, release } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

export interface Bench {
  name: string;
  /** Runs the measurements and returns them as markdown. */
  run(): Promise<string>;
}

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const RESULTS = join(BENCH_DIR, 'RESULTS.md');

async function benchNames(requested: string[]): Promise<string[]> {
  if (requested.length > 0) return requested.map((n) => n.replace(/\.bench\.ts$/, ''));
  return (await readdir(BENCH_DIR))
    .filter((f) => f.endsWith('.bench.ts'))
    .map((f) => f.slice(0, -'.bench.ts'.length))
    .sort();
}

function machine(): string {
  const cpu = cpus();
  const gib = (totalmem() / 2 ** 30).toFixed(1);
  return `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${gib} GiB RAM, ${platform()} ${release()}, Node ${process.version}`;
}

async function main(): Promise<void> {
  const names = await benchNames(process.argv.slice(2));
  const sections: string[] = [];
  for (const name of names) {
    const mod = (await import(pathToFileURL(join(BENCH_DIR, `${name}.bench.ts`)).href)) as { default?: Bench };
    if (!mod.default) throw new Error(`bench/${name}.bench.ts has no default export of a Bench`);
    console.log(`Running ${mod.default.name} ...`);
    const markdown = await mod.default.run();
    console.log(markdown);
    sections.push(`### ${mod.default.name}\n\n${markdown.trim()}\n`);
  }
  const header = `## ${new Date().toISOString()}\n\n${machine()}\n`;
  await appendFile(RESULTS, `\n${header}\n${sections.join('\n')}`);
  console.log(`Appended to ${RESULTS}`);
}

await main();
