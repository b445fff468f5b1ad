// `npm test`: every tier in order (type check, lint, format check, unit, integration on both databases,
// browser), stopping at the first that fails, then one summary line of test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';

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

// The integration tier runs on a Postgres server and on the embedded database. A newcomer
// with Node alone has no server: then it runs on the embedded one only and says so in
// one line. CI sets REQUIRE_TEST_DATABASE_SERVER=1, so a missing server fails there instead.
const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const intEnv = { ...process.env };
if (!process.env.TEST_DATABASES && !(await serverAnswers(testDatabaseUrl))) {
  if (process.env.REQUIRE_TEST_DATABASE_SERVER === '1') {
    console.error(`No Postgres server answers at ${testDatabaseUrl}, and REQUIRE_TEST_DATABASE_SERVER=1.`);
    process.exit(1);
  }
  console.warn(
    `No Postgres server answers at ${redacted(testDatabaseUrl)}: the integration tests run on the embedded database only ` +
      '(start Postgres 15+ there, or set TEST_DATABASE_URL, to run the server half too).',
  );
  intEnv.TEST_DATABASES = 'embedded';
}

let failedStep = null;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const env = step.name === 'integration tests' ? intEnv : process.env;
  const result = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env });
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

/** Whether a Postgres server answers a query at `url` within a few seconds. */
async function serverAnswers(url) {
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

function redacted(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.href;
  } catch {
    return url;
  }
}
