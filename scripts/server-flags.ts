/**
 * The Node flags the production server runs with (memory settings, docs/performance.md), read from
 * package.json's `serve` script, their one home: the bench and the end-to-end suites start the
 * server with the same flags as `npm start`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function serverNodeFlags(root = path.resolve(import.meta.dirname, '..')): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const serve = pkg.scripts.serve ?? '';
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+server\/main\.ts/.exec(serve)?.[1] ?? '';
  return flags.trim().split(/\s+/).filter(Boolean);
}
