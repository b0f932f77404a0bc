/**
 * `npm test`: lint (the import rules) and the formatting check side by side with the production
 * build the e2e projects drive (into .build-e2e, as tests/support/e2e-global-setup.ts would make
 * it, so that Vitest starts on a ready build), then every Vitest project (unit, API on PGlite and
 * PostgreSQL, e2e in Chromium) with the type-check beside it, then one plain closing line
 * 'N passed, N failed, N skipped' (a failed type-check, or a file that fails outside its tests, counts as one failure).
 * Extra arguments go to Vitest (e.g. `npm test -- --project unit`); the build is made here only
 * when the run includes e2e (no arguments, or arguments naming e2e, scale or dev-loop).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const bin = (name: string) => path.join(process.cwd(), 'node_modules/.bin', name);
/** Runs `cmd` with this process's output; resolves with its exit status. */
const run = (cmd: string, args: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });

interface Step {
  title: string;
  status: number;
  output: string;
}

/** Runs `commands` one after the other, their output (stdout and stderr) kept in one string. */
async function step(title: string, commands: [string, string[]][], env: NodeJS.ProcessEnv = {}): Promise<Step> {
  let output = '';
  for (const [cmd, args] of commands) {
    const status = await new Promise<number>((resolve) => {
      const child = spawn(cmd, args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
      });
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.once('error', (error) => {
        output += `${error.message}\n`;
        resolve(1);
      });
      child.once('close', (code) => resolve(code ?? 1));
    });
    if (status !== 0) return { title, status, output };
  }
  return { title, status: 0, output };
}

// The import table of docs/architecture.md and the code rules (eslint.config.ts) and the formatting
// come first, side by side with the e2e build (each is mostly one core's work; the build would
// otherwise hold up every Vitest project, as global setups run before any test): a lint or format
// error stops the run within a minute. The type-check (TypeScript 7's compiler: decision 0017) then runs
// beside Vitest, whose global setups leave a core free meanwhile; its result is printed when it
// ends and fails the run at the end.
const vitestArgs = process.argv.slice(2);
const buildHere = process.env.E2E_SKIP_BUILD !== '1' && (vitestArgs.length === 0 || /e2e|scale|dev-loop/.test(vitestArgs.join(' ')));
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? '.build-e2e');
const hints: Record<string, string> = {
  lint: 'Lint failed.',
  format: 'Formatting differs: `npm run format` rewrites the files.',
  'type-check': 'Type-check failed.',
  'e2e build': 'The production build failed.',
};
const print = (check: Step) => {
  console.info(`> ${check.title}`);
  if (check.output) process.stdout.write(check.output.endsWith('\n') ? check.output : `${check.output}\n`);
  if (check.status !== 0) console.error(hints[check.title]);
};

const checks = await Promise.all([
  step('lint', [[bin('eslint'), ['.']]]),
  step('format', [[bin('prettier'), ['--check', '--log-level=warn', '.']]]),
  ...(buildHere ? [step('e2e build', [[bin('react-router'), ['build', '--logLevel', 'warn']]], { BUILD_DIR: buildDir, NODE_ENV: 'production' })] : []),
]);
checks.forEach(print);
const failed = checks.filter((c) => c.status !== 0);
if (failed.length) {
  console.info(`\n0 passed, ${failed.length} failed`);
  process.exit(failed[0]!.status);
}

const typeCheck = step('type-check', [
  [bin('react-router'), ['typegen']],
  // TypeScript 7 (the native compiler), the same checks in a third of the time: decision 0017.
  [path.join(process.cwd(), 'node_modules/typescript-native/bin/tsc'), ['--noEmit']],
]).then((check) => {
  print(check);
  return check;
});
const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'travelez-test-')), 'vitest.json');
console.info('> vitest (the type-check runs beside it)');
if (buildHere) process.env.E2E_SKIP_BUILD = '1';
let status = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs]);
const typed = await typeCheck;
if (typed.status !== 0) status ||= typed.status;

try {
  const r = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  // A file that fails outside its tests (its setup threw) counts none of them as failed: it counts
  // here as one failure, as the type-check does.
  const filesFailedOutsideTests = r.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed')).length;
  const failures = r.numFailedTests + filesFailedOutsideTests + (typed.status !== 0 ? 1 : 0);
  console.info(`\n${r.numPassedTests} passed, ${failures} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  if (r.numPassedTests === 0) status ||= 1;
} catch {
  console.info('\n0 passed, 1 failed');
  status ||= 1;
}
process.exit(status);
