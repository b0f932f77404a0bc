/**
 * The production server as its own process, started by package.json's `serve` script: the one home
 * of the server's Node flags (memory settings), so the end-to-end suites and the bench run the
 * server with the flags production runs it with, and nothing reads them back out of package.json.
 *
 * The script runs as `npm run serve` and `node --run serve` run it: by `sh -c`, with
 * node_modules/.bin first on the PATH. Without their wrapper process, though: the script `exec`s
 * node, so the child returned here is the server itself. A signal sent to it reaches the server's
 * own handlers (SIGTERM: the graceful shutdown), SIGKILL kills the server and not a wrapper, and
 * its exit code is the server's (`node --run` reports 0 for a server killed by a signal).
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function spawnServe(root: string, env: NodeJS.ProcessEnv, stdio: StdioOptions = ['ignore', 'inherit', 'inherit']): ChildProcess {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const bin = path.join(root, 'node_modules/.bin');
  return spawn('/bin/sh', ['-c', scripts.serve], { cwd: root, stdio, env: { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ''}` } });
}
