/**
 * Changes to a rendered page as a list of edits (a range of its bytes and what replaces it), applied
 * with one copy of the page. The shared parts spliced in (shared-parts.server.ts) and the scripts
 * set to load after the first paint (hydrate-after-paint.server.ts) are both edits of the same
 * render: each page is copied once for both rather than once each (100-320 KB per copy, several
 * hundred pages a second: docs/performance.md, memory under load).
 */
export interface PageEdit {
  start: number;
  end: number;
  with: Buffer;
}

/** `page` with every edit made; the edits may come in any order but must not overlap. */
export function applyEdits(page: Buffer<ArrayBuffer>, edits: PageEdit[]): Buffer<ArrayBuffer> {
  if (edits.length === 0) return page;
  const sorted = edits.toSorted((a, b) => a.start - b.start);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const edit of sorted) {
    if (edit.start < from) throw new Error(`applyEdits: edits overlap at byte ${edit.start}`);
    pieces.push(page.subarray(from, edit.start), edit.with);
    from = edit.end;
  }
  pieces.push(page.subarray(from));
  return Buffer.concat(pieces);
}
