/**
 * Server rendering. Streams HTML; bots and SPA-mode get the whole document at once. Every inline
 * script carries the request's CSP nonce.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import siteCssHref from './app.css?url';
import { deferredReady } from './components/Deferred.tsx';
import { SiteCssContext } from './components/SiteStylesheet.tsx';
import { appContext } from './context.ts';
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
  const { nonce, clientDir } = loadContext.get(appContext);
  const siteCss = builtStylesheet(clientDir, siteCssHref);
  // The deferred parts of pages render in place, never as a streamed fallback (see Deferred.tsx).
  await deferredReady();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    // Cleared once everything is rendered: a pending timer would keep the whole render alive.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      const stream = createReadableStreamFromReadable(body);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <SiteCssContext value={siteCss}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SiteCssContext>,
      {
        nonce,
        // A finished Suspense boundary stays in place. (By default React moves one that comes after
        // the first 12.8 KB of a page to the end of the stream and puts it back with a script: the
        // deferred parts of a page would then need JavaScript to be seen.)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(timer);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
