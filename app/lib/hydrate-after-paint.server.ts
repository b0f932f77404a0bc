/**
 * The page's JavaScript is fetched after its largest image is painted, not beside it.
 *
 * React Router's <Scripts /> writes a `<link rel="modulepreload">` for every chunk of the page and
 * an inline module script that imports them: a phone on a slow link then downloads about 100 KB of
 * JavaScript at high priority while it is still waiting for the hero image, and the image (the
 * page's largest contentful paint) arrives that much later. Lighthouse measured LCP 2.6 s on `/`
 * with the scripts and 1.8 s without them (docs/performance.md, issue 16).
 *
 * So, after rendering, the module script is turned into an inert `<script type="…">` holding the
 * same text, the modulepreload links move onto it as a list, and a small inline script brings both
 * back once the page's high-priority image has been painted (see afterPaintLoader for when). Links and forms work before
 * hydration as plain HTML, so nothing waits on it but the enhancements.
 *
 * Content-Security-Policy: the module script made by the loader carries the page's nonce, and its
 * text is the text of the inert script, whose hash a cached page's policy lists (every inline
 * script's text is hashed, whatever its type: server/cache.server.ts).
 */

import { applyEdits, type PageEdit } from './page-edits.server.ts';

/** The type that keeps React Router's module script from running until the loader runs it. */
export const inertModuleType = 'text/x-module-after-paint';

const moduleType = Buffer.from(' type="module"');
const scriptOpen = Buffer.from('<script');
const scriptClose = Buffer.from('</script>');
const preloadOpen = Buffer.from('<link rel="modulepreload"');
// React writes the attribute as `fetchPriority` (HTML attribute names ignore case).
const highPriority = Buffer.from('fetchPriority="high"');

/**
 * The loader, the same text on every page (one CSP hash). `t.nonce` is the page's nonce: the
 * browser hides the attribute but keeps the property.
 *
 * When: as soon as the browser reports the high-priority image as a largest-contentful-paint
 * candidate (that report comes after the frame with the image was painted, which can be a few
 * frames after the image loaded); 1 s after the image loaded when it was not the largest paint;
 * 100 ms after it loaded where the browser makes no such reports (Safari); at once when there is
 * no such image or it failed; and after 3 s whatever happened.
 */
export const afterPaintLoader =
  '(()=>{const t=document.getElementById("rr-modules");if(!t)return;let done=false;' +
  'const run=()=>{if(done)return;done=true;' +
  'for(const href of (t.dataset.preload||"").split(" ").filter(Boolean)){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}' +
  'const s=document.createElement("script");s.type="module";s.nonce=t.nonce;s.textContent=t.textContent;t.after(s)};' +
  'const img=document.querySelector(\'img[fetchpriority="high"]\');' +
  'if(!img)return run();' +
  'const lcp=(self.PerformanceObserver?.supportedEntryTypes||[]).includes("largest-contentful-paint");' +
  'if(lcp)new PerformanceObserver((l)=>{if(l.getEntries().some((e)=>e.element===img))run()}).observe({type:"largest-contentful-paint",buffered:true});' +
  'const loaded=()=>setTimeout(run,lcp?1000:100);' +
  'if(img.complete)loaded();else{img.addEventListener("load",loaded);img.addEventListener("error",run)}' +
  'setTimeout(run,3000)})()';

const attributeText = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The rendered page with its scripts fetched after the first paint of its largest image. Works on
 * the page's bytes: slices of the one buffer and one copy at the end (as strings, a page of 100-320
 * KB made several copies in the JavaScript heap per request, and the heap under load grew by a
 * third).
 */
export function hydrateAfterPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  return applyEdits(page, hydrateAfterPaintEdits(page));
}

/**
 * The edits that make `page` fetch its scripts after the first paint (none: it stays as it is).
 * `insertedElsewhere`: what other edits put into the page (stored shared parts), which may hold
 * its high-priority image.
 */
export function hydrateAfterPaintEdits(page: Buffer<ArrayBuffer>, insertedElsewhere: readonly Buffer[] = []): PageEdit[] {
  // A page without a high-priority image (admin, sign-in) has no largest image to wait for: its
  // scripts stay as React Router writes them, preloaded from the head.
  if (page.indexOf(highPriority) === -1 && !insertedElsewhere.some((part) => part.indexOf(highPriority) !== -1)) return [];
  const typeAt = page.indexOf(moduleType);
  if (typeAt === -1) return [];
  const tagStart = page.lastIndexOf(scriptOpen, typeAt);
  const tagEnd = page.indexOf('>', typeAt);
  if (tagStart === -1 || tagEnd === -1 || page.indexOf('>', tagStart) < typeAt) return [];
  const close = page.indexOf(scriptClose, tagEnd);
  if (close === -1) return [];

  // The modulepreload links (React puts them in the head), each cut out, its href kept.
  const cuts: PageEdit[] = [];
  const preloads: string[] = [];
  for (let at = page.indexOf(preloadOpen); at !== -1; at = page.indexOf(preloadOpen, at + 1)) {
    const end = page.indexOf('>', at) + 1;
    const href = /\shref="([^"]+)"/.exec(page.toString('utf8', at, end))?.[1];
    if (href) preloads.push(href);
    cuts.push({ start: at, end, with: Buffer.alloc(0) });
  }
  const attributes = `${page.toString('utf8', tagStart + scriptOpen.length, typeAt)}${page.toString('utf8', typeAt + moduleType.length, tagEnd)}`.replace(/\sasync(="")?/, '');
  const nonce = /\snonce="([^"]*)"/.exec(attributes)?.[1];
  const inertOpen = `<script${attributes} type="${inertModuleType}" id="rr-modules" data-preload="${attributeText(preloads.join(' '))}">`;
  const loader = `</script><script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${afterPaintLoader}</script>`;
  // The module script's own text stays where it is, between the new opening and closing tags.
  cuts.push({ start: tagStart, end: tagEnd + 1, with: Buffer.from(inertOpen) });
  cuts.push({ start: close, end: close + scriptClose.length, with: Buffer.from(loader) });
  return cuts;
}
