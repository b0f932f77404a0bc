import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * No module of the browser's code imports itself through others: a cycle makes the bundler order
 * the modules of a chunk arbitrarily (a value read before its module ran is undefined) and ties
 * chunks together that should load apart.
 */
const root = path.resolve(import.meta.dirname, '..');
const folders = ['app', 'shared'];

function sources(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.parentPath.includes('+types'))
      .map((e) => path.join(e.parentPath, e.name)),
  );
}

/** The relative modules a file imports at run time, statically or with import() (type-only imports are erased). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    if (m[1]) continue;
    found.push(path.resolve(path.dirname(file), m[2]!));
  }
  for (const m of text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) found.push(path.resolve(path.dirname(file), m[1]!));
  return found;
}

function cycles(): string[][] {
  const files = sources();
  const known = new Set(files);
  const graph = new Map(files.map((f) => [f, importsOf(f).filter((i) => known.has(i))]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

test('app/ and shared/ have no import cycles', () => {
  expect(cycles()).toEqual([]);
});
