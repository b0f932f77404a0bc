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

/** The type that keeps React Router's module script from running until the loader runs it. */
export const inertModuleType = 'text/x-module-after-paint';

const moduleScriptTag = /<script\b([^>]*?)\stype="module"([^>]*)>/;
const modulePreloadTag = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;

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

/** The rendered page with its scripts fetched after the first paint of its largest image. */
export function hydrateAfterPaint(html: string): string {
  const open = moduleScriptTag.exec(html);
  if (!open) return html;
  const close = html.indexOf('</script>', open.index);
  if (close === -1) return html;
  const attributes = `${open[1]}${open[2]}`.replace(/\sasync(="")?/, '');
  const nonce = /\snonce="([^"]*)"/.exec(attributes)?.[1];
  const preloads: string[] = [];
  const withoutPreloads = (s: string) =>
    s.replace(modulePreloadTag, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const before = withoutPreloads(html.slice(0, open.index));
  const body = html.slice(open.index + open[0].length, close);
  const after = withoutPreloads(html.slice(close + '</script>'.length));
  const inert = `<script${attributes} type="${inertModuleType}" id="rr-modules" data-preload="${attributeText(preloads.join(' '))}">${body}</script>`;
  const loader = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${afterPaintLoader}</script>`;
  return `${before}${inert}${loader}${after}`;
}
