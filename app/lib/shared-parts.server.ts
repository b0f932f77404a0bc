/**
 * One render's use of the shared parts (components/Shared.tsx): which stored parts it takes, and
 * after the render, the page's bytes with every marker removed, stored parts spliced in, and the
 * parts rendered now kept for the next visitor (server/shared-parts.server.ts).
 */
import type { SharedPartsRender } from '../components/Shared.tsx';
import type { SharedPartStore } from '../../server/shared-parts.server.ts';

export interface PageParts extends SharedPartsRender {
  /** The page with its parts resolved; `keep`: the render succeeded, its parts may be stored. */
  splice(page: Buffer<ArrayBuffer>, keep: boolean): Buffer<ArrayBuffer>;
}

/** Parts for a request: only a GET (or HEAD) renders them; an action's answer renders everything. */
export function pagePartsFor(store: SharedPartStore | null, stamp: string, method: string): PageParts | null {
  if (!store || (method !== 'GET' && method !== 'HEAD')) return null;
  const taken = new Map<string, Buffer<ArrayBuffer>>();
  const marker = Buffer.from(`<template data-part="${store.token}`);
  const close = Buffer.from('"></template>');
  return {
    open(name) {
      // Safe inside an HTML attribute and in the markers' syntax, whatever the page names it.
      const id = encodeURIComponent(name);
      const bytes = store.get(id, stamp);
      if (bytes) taken.set(id, bytes);
      return { start: `${store.token}+${id}`, end: `${store.token}-${id}`, stored: !!bytes };
    },
    splice(page, keep) {
      if (page.indexOf(marker) < 0) return page;
      const out: Buffer[] = [];
      const startedAt = new Map<string, number>();
      let from = 0;
      for (let at = page.indexOf(marker); at >= 0; at = page.indexOf(marker, from)) {
        const kindAt = at + marker.length;
        const closeAt = page.indexOf(close, kindAt);
        if (closeAt < 0) break;
        const id = page.toString('utf8', kindAt + 1, closeAt);
        out.push(page.subarray(from, at));
        from = closeAt + close.length;
        if (page[kindAt] === 0x2b /* + */) {
          const stored = taken.get(id);
          if (stored) out.push(stored);
          else startedAt.set(id, from);
        } else {
          const start = startedAt.get(id);
          // A copy: the stored part must not hold the whole page's buffer in memory.
          if (keep && start !== undefined) store.put(id, stamp, Buffer.from(page.subarray(start, at)));
        }
      }
      out.push(page.subarray(from));
      return Buffer.concat(out);
    },
  };
}
