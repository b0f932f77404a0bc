/**
 * A throwaway PostgreSQL server of our own (initdb into a temp folder, its own port, its socket in
 * the temp folder), so fault tests can stop and start a database without touching the machine's
 * shared cluster. initdb refuses to run as root: as root, the commands run as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './net.ts';

function binDir(): string {
  for (const version of ['17', '16', '15', '14']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL server binaries (initdb, pg_ctl) are not installed under /usr/lib/postgresql');
}

export interface PgInstance {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(): void;
  start(): void;
  /** Stops the server and removes its folder. */
  destroy(): void;
}

function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

export async function startPgInstance(): Promise<PgInstance> {
  const bin = binDir();
  const root = mkdtempSync(path.join(os.tmpdir(), 'travelez-pg-'));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', root]);
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=50`;
  const start = () => run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  const stop = () => run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (running) stop();
      running = false;
    },
    start() {
      if (!running) start();
      running = true;
    },
    destroy() {
      try {
        if (running) stop();
      } catch {
        // already down
      }
      running = false;
      rmSync(root, { recursive: true, force: true });
    },
  };
}
