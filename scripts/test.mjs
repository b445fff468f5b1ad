// `npm test`: every tier in order (type check, lint, format check, unit, integration on both databases,
// browser), stopping at the first that fails, then one summary line of test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.tmp');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => join(root, 'node_modules/.bin', name);
const report = (tier) => ['--reporter=default', '--reporter=json', `--outputFile=${join(out, `vitest-${tier}.json`)}`];

const steps = [
  { name: 'type check', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.'] },
  { name: 'format check', cmd: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'unit tests', cmd: bin('vitest'), args: ['run', '--project', 'unit', ...report('unit')] },
  { name: 'integration tests', cmd: bin('vitest'), args: ['run', '--project', 'int', ...report('int')] },
  { name: 'browser tests', cmd: process.execPath, args: [join(root, 'scripts/e2e.mjs'), ...report('e2e')] },
];

let failedStep = null;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const tier of ['unit', 'int', 'e2e']) {
  const file = join(out, `vitest-${tier}.json`);
  if (!existsSync(file)) continue;
  const summary = JSON.parse(readFileSync(file, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
}
if (failedStep) console.error(`\nnpm test stopped: the ${failedStep} failed.`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
