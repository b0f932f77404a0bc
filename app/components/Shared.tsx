import { createContext, use, type ReactNode } from 'react';

/**
 * How the server's render treats shared parts (app/lib/shared-parts.server.ts, given by
 * entry.server.tsx). None in the browser, nor where parts are off.
 */
export interface SharedPartsRender {
  /** The markers around part `id` in the rendered HTML; `stored`: its bytes are spliced in afterwards. */
  open(id: string): { start: string; end: string; stored: boolean };
}
export const SharedPartsContext = createContext<SharedPartsRender | null>(null);

/**
 * A part of a page that is the same for every visitor: its HTML is rendered once and reused for
 * every visitor's page until the data it shows changes (server/shared-parts.server.ts). A signed-in
 * page then renders only what is its visitor's own.
 *
 * `id` must name everything the part's HTML depends on besides the shared data of the read cache:
 * the record, and the address's parameters it reads (`tour:<id>:reviews=2`). Its children must not
 * read the visitor (root loader data, action data), the time beyond the day, or call `preload()`
 * (what it puts in the head would be missing when the part is reused), and must start and end with
 * an element (text next to a part would merge with the text around it). Parts do not nest: one
 * inside another is rendered with it.
 *
 * The markers exist only in the server's buffer, never in the page. The same three-slot shape is
 * rendered on both sides, so that the `useId` values inside are the same when React hydrates.
 */
export function Shared({ id, children }: { id: string; children: ReactNode }) {
  const render = use(SharedPartsContext);
  const inner = <SharedPartsContext value={null}>{children}</SharedPartsContext>;
  if (!render) {
    return (
      <>
        {null}
        {inner}
        {null}
      </>
    );
  }
  const { start, end, stored } = render.open(id);
  return (
    <>
      <template data-part={start} />
      {stored ? null : inner}
      {stored ? null : <template data-part={end} />}
    </>
  );
}
