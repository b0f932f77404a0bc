/**
 * The service worker (/sw.js), built after `react-router build` by scripts/build-sw.ts (Serwist's
 * injectManifest: the build's hashed assets, React Router's client manifest, the icons and the
 * offline page are precached; no .br/.gz copies). Decision 0011 says what is cached and why.
 *
 * - Private pages (the dashboard, a booking's page, the staff's /checkin) and their data requests
 *   (`*.data`): network first, else the copy this device saved, in the private cache. That cache
 *   and the page cache are deleted when the person signs out (a POST to /signout or /bn/signout passes
 *   through here), a page asks (`{ type: 'sign-out' }`), or a page says another person (or nobody) is
 *   signed in now (`{ type: 'viewer' }`: a session that ended without signing out).
 * - Other pages: network first, else the saved copy, else /offline.html ("you are offline").
 * - React Router's route discovery (/__manifest): network first, else the answer kept for the same
 *   question (the same links and build), so that a saved page's links work offline without an error.
 * - Images under /uploads and build files not precached: cache first (their names change with their content).
 * - The API and the sign-in pages: never cached.
 * A new version waits until the page's "Reload" asks it to take over (`{ type: 'skip-waiting' }`).
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry, type RouteMatchCallbackOptions, type SerwistPlugin } from 'serwist';
import { isSignOut, neverCached, privatePath, routeManifestPath } from './paths.ts';

interface WorkerScope {
  __SW_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown; waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'fetch', listener: (event: { request: Request; waitUntil(p: Promise<unknown>): void }) => void): void;
}
declare const self: WorkerScope;

const privateCache = 'travelez-private';
const pagesCache = 'travelez-pages';
const metaCache = 'travelez-meta';
const viewerKey = '/__travelez-viewer';

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPage = ({ request, url }: RouteMatchCallbackOptions) =>
  request.method === 'GET' && sameOrigin(url) && (request.mode === 'navigate' || url.pathname.endsWith('.data'));

/** Only whole, successful answers are kept (never a redirect to /signin, an error page or a 304). */
const okOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};

async function dropPrivateCaches() {
  await Promise.all([caches.delete(privateCache), caches.delete(pagesCache)]);
}

/**
 * The drops and viewer changes told so far, applied one after the other. A page's copy is stored
 * only once they are done (`afterViewerChanges`): otherwise a change told just before a sign-in (the
 * signed-out page saying "nobody", slow on a busy phone) could land after the next person's first
 * page was saved, and drop it.
 */
let viewerChanges: Promise<void> = Promise.resolve();
function inTurn(change: () => Promise<void>): Promise<void> {
  viewerChanges = viewerChanges.then(change).catch(() => {});
  return viewerChanges;
}

const afterViewerChanges: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    await viewerChanges;
    return response;
  },
};

/**
 * Whose pages the saved copies are: a digest of the signed-in e-mail ('' for nobody), told by each
 * page. When it changes (a session that expired, another account on a shared device), the copies
 * go: they are kept per person, never shown to the next.
 */
async function rememberViewer(viewer: string) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(viewer.toLowerCase())));
  const digest = viewer ? Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') : '';
  const meta = await caches.open(metaCache);
  const stored = await (await meta.match(viewerKey))?.text();
  // From a person to nobody or to someone else. Not from nobody: the copies went when that person
  // left, and the page that says who signed in may already be the new person's first saved copy.
  if (stored && stored !== digest) await dropPrivateCaches();
  await meta.put(viewerKey, new Response(digest));
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // Signing out: what this device kept of the person's pages goes, whatever the server answers.
  if (sameOrigin(url) && isSignOut(event.request.method, url.pathname)) event.waitUntil(inTurn(dropPrivateCaches));
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'skip-waiting') event.waitUntil(self.skipWaiting());
  if (type === 'sign-out') event.waitUntil(inTurn(dropPrivateCaches));
  const viewer = (event.data as { viewer?: unknown } | null)?.viewer;
  if (type === 'viewer' && typeof viewer === 'string') event.waitUntil(inTurn(() => rememberViewer(viewer)));
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: (options) => isPage(options) && privatePath.test(options.url.pathname),
      handler: new NetworkFirst({ cacheName: privateCache, networkTimeoutSeconds: 6, plugins: [afterViewerChanges, okOnly] }),
    },
    {
      matcher: (options) => isPage(options) && !neverCached.test(options.url.pathname),
      handler: new NetworkFirst({
        cacheName: pagesCache,
        networkTimeoutSeconds: 6,
        plugins: [afterViewerChanges, okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 })],
      }),
    },
    {
      // The same for every visitor (routes of the build, no one's data): not dropped at sign-out.
      matcher: ({ request, url }) => request.method === 'GET' && sameOrigin(url) && routeManifestPath.test(url.pathname),
      handler: new NetworkFirst({
        cacheName: 'travelez-routes',
        networkTimeoutSeconds: 6,
        plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 })],
      }),
    },
    {
      // Build files left out of the precache (the QR decoder, rare font subsets): kept once fetched (hashed names).
      matcher: ({ request, url }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({ cacheName: 'travelez-assets', plugins: [okOnly, new ExpirationPlugin({ maxEntries: 40 })] }),
    },
    {
      matcher: ({ request, url }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/uploads/'),
      handler: new CacheFirst({ cacheName: 'travelez-images', plugins: [okOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })] }),
    },
  ],
  fallbacks: { entries: [{ url: '/offline.html', matcher: ({ request }) => request.mode === 'navigate' }] },
});
serwist.addEventListeners();
