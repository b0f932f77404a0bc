/**
 * One render's use of the shared parts (components/Shared.tsx): which stored parts it takes, and
 * after the render, the page's bytes with every marker removed, stored parts spliced in, and the
 * parts rendered now kept for the next visitor (server/shared-parts.server.ts).
 */
import type { SharedPartsRender } from '../components/Shared.tsx';
import type { SharedPartStore } from '../../server/shared-parts.server.ts';
import { applyEdits, type PageEdit } from './page-edits.server.ts';

export interface PageParts extends SharedPartsRender {
  /** The page with its parts resolved; `keep`: the render succeeded, its parts may be stored. */
  splice(page: Buffer<ArrayBuffer>, keep: boolean): Buffer<ArrayBuffer>;
  /** The same as edits, to apply with others in one copy of the page (page-edits.server.ts). */
  edits(page: Buffer<ArrayBuffer>, keep: boolean): PageEdit[];
}

/** `buffer` with every `from` replaced by `to` (itself when there is none). */
function replaceAll(buffer: Buffer<ArrayBuffer>, from: Buffer, to: Buffer): Buffer<ArrayBuffer> {
  const edits: PageEdit[] = [];
  for (let at = buffer.indexOf(from); at >= 0; at = buffer.indexOf(from, at + from.length)) {
    edits.push({ start: at, end: at + from.length, with: to });
  }
  return applyEdits(buffer, edits);
}

/**
 * Parts for a request: only a GET (or HEAD) renders them; an action's answer renders everything.
 * `nonce`: the request's CSP nonce. A part may hold an inline script (structured data) carrying
 * it: the part is stored with a placeholder instead, and every page gets its own nonce back.
 */
export function pagePartsFor(store: SharedPartStore | null, stamp: string, method: string, nonce?: string): PageParts | null {
  if (!store || (method !== 'GET' && method !== 'HEAD')) return null;
  const parts: SharedPartStore = store;
  const taken = new Map<string, Buffer<ArrayBuffer>>();
  const marker = Buffer.from(`<template data-part="${store.token}`);
  const close = Buffer.from('"></template>');
  // The token is secret and random: no page text can hold the placeholder.
  const ownNonce = nonce ? Buffer.from(`nonce="${nonce}"`) : null;
  const noncePlaceholder = Buffer.from(`nonce="${store.token}"`);
  return {
    open(name) {
      // Safe inside an HTML attribute and in the markers' syntax, whatever the page names it.
      const id = encodeURIComponent(name);
      const bytes = store.get(id, stamp);
      if (bytes) taken.set(id, bytes);
      return { start: `${store.token}+${id}`, end: `${store.token}-${id}`, stored: !!bytes };
    },
    splice(page, keep) {
      return applyEdits(page, edits(page, keep));
    },
    edits,
  };

  function edits(page: Buffer<ArrayBuffer>, keep: boolean): PageEdit[] {
    const found: PageEdit[] = [];
    if (page.indexOf(marker) < 0) return found;
    const startedAt = new Map<string, number>();
    const nothing = Buffer.alloc(0);
    for (let at = page.indexOf(marker); at >= 0; ) {
      const kindAt = at + marker.length;
      const closeAt = page.indexOf(close, kindAt);
      if (closeAt < 0) break;
      const id = page.toString('utf8', kindAt + 1, closeAt);
      const end = closeAt + close.length;
      if (page[kindAt] === 0x2b /* + */) {
        const stored = taken.get(id);
        found.push({ start: at, end, with: stored ? (ownNonce ? replaceAll(stored, noncePlaceholder, ownNonce) : stored) : nothing });
        if (!stored) startedAt.set(id, end);
      } else {
        found.push({ start: at, end, with: nothing });
        const start = startedAt.get(id);
        if (keep && start !== undefined) {
          const part = page.subarray(start, at);
          const general = ownNonce ? replaceAll(part, ownNonce, noncePlaceholder) : part;
          // A copy: the stored part must not hold the whole page's buffer in memory.
          parts.put(id, stamp, general === part ? Buffer.from(part) : general);
        }
      }
      at = page.indexOf(marker, end);
    }
    return found;
  }
}
