/**
 * `npm test`: lint (the import rules), type-check, then every Vitest project (unit, API on PGlite and PostgreSQL, e2e in
 * Chromium), then one plain closing line 'N passed, N failed, N skipped'.
 * Extra arguments go to Vitest (e.g. `npm test -- --project unit`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const bin = (name: string) => path.join(process.cwd(), 'node_modules/.bin', name);
const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

// The import table of docs/architecture.md and the code rules (eslint.config.ts) come first.
console.info('> lint');
let status = run(bin('eslint'), ['.']);
if (status !== 0) {
  console.error('Lint failed.');
  console.info('\n0 passed, 1 failed');
  process.exit(status);
}

console.info('> type-check');
status = run(bin('react-router'), ['typegen']);
if (status === 0) status = run(bin('tsc'), ['--noEmit']);
if (status !== 0) {
  console.error('Type-check failed.');
  console.info('\n0 passed, 1 failed');
  process.exit(status);
}

const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'travelez-test-')), 'vitest.json');
console.info('> vitest');
status = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]);

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
