/**
 * `npm test`: lint (the import rules), the formatting check and type-check side by side, with the
 * production build the e2e projects drive (into .build-e2e, as tests/support/e2e-global-setup.ts
 * would make it, so that Vitest starts on a ready build), then every Vitest project (unit, API on
 * PGlite and PostgreSQL, e2e in Chromium), then one plain closing line 'N passed, N failed, N skipped'.
 * Extra arguments go to Vitest (e.g. `npm test -- --project unit`); the build is made here only
 * when the run includes e2e (no arguments, or arguments naming e2e, scale or dev-loop).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const bin = (name: string) => path.join(process.cwd(), 'node_modules/.bin', name);
const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

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

// The import table of docs/architecture.md and the code rules (eslint.config.ts), the types and the
// formatting come first: all at once, each one's output printed whole when it ends, in this order.
// The e2e build runs beside them: each of these is mostly one core's work, and the build would
// otherwise hold up every Vitest project (global setups run before any test).
const vitestArgs = process.argv.slice(2);
const buildHere = process.env.E2E_SKIP_BUILD !== '1' && (vitestArgs.length === 0 || /e2e|scale|dev-loop/.test(vitestArgs.join(' ')));
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? '.build-e2e');
const checks = await Promise.all([
  step('lint', [[bin('eslint'), ['.']]]),
  step('format', [[bin('prettier'), ['--check', '--log-level=warn', '.']]]),
  step('type-check', [
    [bin('react-router'), ['typegen']],
    [bin('tsc'), ['--noEmit']],
  ]),
  ...(buildHere ? [step('e2e build', [[bin('react-router'), ['build', '--logLevel', 'warn']]], { BUILD_DIR: buildDir, NODE_ENV: 'production' })] : []),
]);
for (const check of checks) {
  console.info(`> ${check.title}`);
  if (check.output) process.stdout.write(check.output.endsWith('\n') ? check.output : `${check.output}\n`);
}
const failed = checks.filter((c) => c.status !== 0);
if (failed.length) {
  const hints: Record<string, string> = {
    lint: 'Lint failed.',
    format: 'Formatting differs: `npm run format` rewrites the files.',
    'type-check': 'Type-check failed.',
    'e2e build': 'The production build failed.',
  };
  for (const check of failed) console.error(hints[check.title]);
  console.info(`\n0 passed, ${failed.length} failed`);
  process.exit(failed[0]!.status);
}

const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'travelez-test-')), 'vitest.json');
console.info('> vitest');
if (buildHere) process.env.E2E_SKIP_BUILD = '1';
let status = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs]);

try {
  const r = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  console.info(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  if (r.numPassedTests === 0) status ||= 1;
} catch {
  console.info('\n0 passed, 1 failed');
  status ||= 1;
}
process.exit(status);
