/**
 * `node bench/suite-cpu.ts [--report=<vitest.json>] [--out=<samples.json>] -- <command...>`: where
 * a command's CPU goes, by kind of process. Runs the command (e.g. `npm test`, or one Vitest
 * project), reads every process's CPU time from /proc every half second meanwhile, and prints the
 * CPU-seconds of each kind (Chromium, the servers the tests start, Vitest, PostgreSQL, the checks,
 * npm...) and how busy the machine's cores were, 30 s at a time. The suite is CPU-bound on a
 * 2-core machine, so its time follows these figures (docs/testing.md, "Measured").
 *
 * With `--report`, the JSON report the command writes (Vitest's `--reporter=json
 * --outputFile.json=<file>`), it also prints each test file's CPU by kind, from the samples between
 * the file's start and end: meaningful when the files ran one at a time (`--maxWorkers=1`).
 *
 *   node bench/suite-cpu.ts --report=/tmp/e2e.json -- npx vitest run --project e2e --maxWorkers=1 \
 *     --reporter=json --outputFile.json=/tmp/e2e.json
 *
 * A process that starts and ends between two samples is missed, and one's last half second before
 * it ends: a few percent of a run of many short processes. Linux only.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The kinds of process, by what their command line holds (the first that matches). */
const kinds: [kind: string, pattern: RegExp][] = [
  ['chromium', /chrom/],
  ['server', /server\/main\.ts|\/main\.js|scripts\/start\.ts|server\/dev\.ts/],
  ['vitest', /vitest/],
  ['postgres', /postgres/],
  ['checks', /eslint|prettier|tsc|react-router/],
  ['npm', /\bnpm\b/],
  ['haproxy', /haproxy/],
  ['node, other', /node/],
];
const kindOf = (commandLine: string) => kinds.find(([, pattern]) => pattern.test(commandLine))?.[0] ?? 'other';

const ticksPerSecond = 100; // USER_HZ: 100 on every Linux this project runs on.
const args = process.argv.slice(2);
const split = args.indexOf('--');
if (split < 0 || split === args.length - 1) {
  console.error('Usage: node bench/suite-cpu.ts [--report=<vitest.json>] [--out=<samples.json>] -- <command...>');
  process.exit(2);
}
const option = (name: string) =>
  args
    .slice(0, split)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const [command, ...commandArgs] = args.slice(split + 1) as [string, ...string[]];

/** utime + stime of a process, in seconds; undefined once it is gone. */
function cpuOf(pid: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** All cores' busy and total time from /proc/stat. */
function machine(): { busy: number; total: number } {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - values[3]! - values[4]!, total };
}

const seen = new Map<string, { kind: string; cpu: number }>();
const totals: Record<string, number> = {};
/** [seconds since start, share of the cores busy, CPU-seconds so far by kind]. */
const samples: [number, number, Record<string, number>][] = [];
const started = Date.now();
let last = machine();

function sample(): void {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || pid === String(process.pid)) continue;
    const cpu = cpuOf(pid);
    if (cpu === undefined) continue;
    let known = seen.get(pid);
    if (!known) {
      let commandLine: string;
      try {
        commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        continue;
      }
      // What ran before the command started is not the command's.
      known = { kind: kindOf(commandLine), cpu: samples.length === 0 ? cpu : 0 };
      seen.set(pid, known);
    }
    if (cpu > known.cpu) totals[known.kind] = (totals[known.kind] ?? 0) + cpu - known.cpu;
    known.cpu = cpu;
  }
  const now = machine();
  const busy = now.total > last.total ? (now.busy - last.busy) / (now.total - last.total) : 0;
  last = now;
  samples.push([(Date.now() - started) / 1000, busy, { ...totals }]);
}

sample();
const timer = setInterval(sample, 500);
const child = spawn(command, commandArgs, { stdio: 'inherit' });
const status = await new Promise<number>((resolve) => child.once('close', (code) => resolve(code ?? 1)));
clearInterval(timer);
sample();

const round = (n: number) => Math.round(n * 10) / 10;
const byKind = Object.entries(totals).sort((a, b) => b[1] - a[1]);
const sum = byKind.reduce((a, [, v]) => a + v, 0);
console.info(`\n${command} ${commandArgs.join(' ')}: exit ${status}, ${round((Date.now() - started) / 1000)} s, ${round(sum)} CPU-s`);
console.info(byKind.map(([kind, cpu]) => `  ${kind.padEnd(12)} ${round(cpu).toFixed(1).padStart(7)} CPU-s`).join('\n'));
const windows: string[] = [];
for (let i = 0; i < samples.length; i += 60) {
  const part = samples.slice(i, i + 60);
  windows.push(`${Math.round(part[0]![0])} s: ${Math.round((100 * part.reduce((a, s) => a + s[1], 0)) / part.length)} %`);
}
console.info(`  cores busy, 30 s at a time: ${windows.join(', ')}`);

const report = option('report');
if (report) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
  /** CPU-seconds by kind at a moment (ms since the epoch): the last sample before it. */
  const at = (ms: number) => [...samples].reverse().find(([s]) => started + s * 1000 <= ms)?.[2] ?? {};
  const files = testResults.map((file) => {
    const [before, after] = [at(file.startTime), at(file.endTime)];
    const cpu = Object.fromEntries(Object.keys(after).map((kind) => [kind, (after[kind] ?? 0) - (before[kind] ?? 0)]));
    return { name: file.name.replace(`${process.cwd()}/`, ''), seconds: (file.endTime - file.startTime) / 1000, cpu };
  });
  files.sort((a, b) => sumOf(b.cpu) - sumOf(a.cpu));
  console.info('\n  file: wall s, CPU-s (the largest kinds)');
  for (const file of files) {
    const largest = Object.entries(file.cpu)
      .filter(([, v]) => v >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, v]) => `${kind} ${round(v)}`);
    console.info(`  ${file.name}: ${round(file.seconds)} s, ${round(sumOf(file.cpu))} CPU-s (${largest.join(', ')})`);
  }
}
const out = option('out');
if (out) writeFileSync(out, JSON.stringify({ totals, samples }));
process.exit(status);

function sumOf(cpu: Record<string, number>): number {
  return Object.values(cpu).reduce((a, b) => a + b, 0);
}
