/**
 * The installable site's page side (issue 27): registers /sw.js (production builds only), shows
 * "A new version of Travelez is ready: Reload" when a new worker waits (Reload asks it to take
 * over, then the page reloads once), and a "You are offline" bar while the network is away, so a
 * page saved on this device is not mistaken for a fresh one. It also tells the worker whose pages
 * this device shows (`viewer`: the signed-in e-mail, '' for nobody): the worker drops the private
 * copies when that changes, so one person's saved pages never outlive their session on a shared
 * device (a session that expired, another account signed in).
 */
import { useEffect, useState } from 'react';
import { useText } from '../lib/i18n.ts';
import { appUpdateText } from './app-update.text.ts';

export function AppUpdate({ viewer }: { viewer: string }) {
  const t = useText(appUpdateText);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'viewer', viewer }));
  }, [viewer]);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let reloading = false;
    const onControllerChange = () => {
      if (reloading || !sessionStorage.getItem('travelez-sw-update')) return;
      reloading = true;
      sessionStorage.removeItem('travelez-sw-update');
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        // A new version that waits for this page's tabs to close: offer it now instead.
        const offer = () => {
          if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
        };
        offer();
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer();
          });
        });
      })
      .catch(() => {
        // No worker (private browsing, an old browser): the site works as before, online only.
      });
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  }, []);

  if (offline)
    // In the page's flow (not over it): nothing the saved page shows is hidden.
    return (
      <p role="status" data-testid="app-status" className="bg-marigold-100 px-4 py-2 text-center text-sm font-semibold text-ink print:hidden">
        {t.offline}
      </p>
    );
  if (!waiting) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-[60] flex justify-center p-3 print:hidden" data-testid="app-status">
      <div role="status" className="flex max-w-xl flex-wrap items-center gap-3 rounded-2xl bg-teal-950 px-4 py-3 text-white shadow-xl">
        <p className="font-semibold">{t.newVersion}</p>
        <button
          type="button"
          className="rounded-full bg-white px-4 py-1.5 font-semibold text-teal-950"
          onClick={() => {
            sessionStorage.setItem('travelez-sw-update', '1');
            waiting.postMessage({ type: 'skip-waiting' });
          }}
        >
          {t.reload}
        </button>
      </div>
    </div>
  );
}
