import { readFileSync } from 'node:fs';
import path from 'node:path';

const texts = new Map<string, string | null>();

/**
 * The text of a built stylesheet (`/assets/...css`) in `clientDir`, read once. Null when there is
 * no such file (a test server without a client build): the page then links the stylesheet.
 */
export function builtStylesheet(clientDir: string | null, href: string): string | null {
  if (!clientDir || !href.startsWith('/assets/') || !href.endsWith('.css')) return null;
  const file = path.join(clientDir, href);
  if (!texts.has(file)) {
    try {
      // A stylesheet never closes its own element: guard the page against a `</style` in it.
      texts.set(file, readFileSync(file, 'utf8').replaceAll('</style', '<\\/style'));
    } catch {
      texts.set(file, null);
    }
  }
  return texts.get(file) ?? null;
}
