/**
 * Server rendering: the whole document, rendered into one buffer. Every inline script carries the
 * request's CSP nonce. The page's JavaScript is fetched once its largest image is painted
 * (lib/hydrate-after-paint.server.ts).
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import siteCssHref from './app.css?url';
import { deferredReady } from './components/Deferred.tsx';
import { SharedPartsContext } from './components/Shared.tsx';
import { SiteCssContext } from './components/SiteStylesheet.tsx';
import { pagePartsFor } from './lib/shared-parts.server.ts';
import { appContext } from './context.ts';
import { hydrateAfterPaintEdits } from './lib/hydrate-after-paint.server.ts';
import { applyEdits } from './lib/page-edits.server.ts';
import { builtStylesheet } from './lib/site-css.server.ts';

// The server reads the context key from here so that it and the pages share one key object.
export { appContext };

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, clientDir, sharedParts } = loadContext.get(appContext);
  // An error page renders everything itself (its tree differs from the pages the parts came from).
  const parts = sharedParts && responseStatusCode === 200 ? pagePartsFor(sharedParts.store, sharedParts.stamp, request.method, nonce) : null;
  const siteCss = builtStylesheet(clientDir, siteCssHref);
  // The deferred parts of pages render in place, never as a streamed fallback (see Deferred.tsx).
  await deferredReady();
  return new Promise<Response>((resolve, reject) => {
    // Every part of a page has its data before rendering starts (loaders, deferredReady above),
    // so nothing is gained by streaming: the page is rendered whole into one buffer and sent as
    // one body. (Streaming it cost a Node stream, a web stream and a write per 2 KB chunk: about
    // a fifth of the server's time on a rendered page, docs/performance.md.)
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        const rendered = Buffer.concat(chunks);
        // Parts rendered now are kept only from a page that rendered without an error.
        const partEdits = parts ? parts.edits(rendered, responseStatusCode === 200) : [];
        const scriptEdits = hydrateAfterPaintEdits(rendered, partEdits.map((edit) => edit.with));
        // Both as one copy of the page (lib/page-edits.server.ts).
        const page = applyEdits(rendered, [...partEdits, ...scriptEdits]);
        resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    // Cleared once everything is rendered: a pending timer would keep the whole render alive.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <SiteCssContext value={siteCss}>
        <SharedPartsContext value={parts}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SharedPartsContext>
      </SiteCssContext>,
      {
        nonce,
        // A finished Suspense boundary stays in place. (By default React moves one that comes after
        // the first 12.8 KB of a page to the end of the stream and puts it back with a script: the
        // deferred parts of a page would then need JavaScript to be seen.)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timer);
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError rejects and the server logs it.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
