import { Suspense, lazy, memo, useEffect, useRef, type ComponentType, type ReactElement } from 'react';

/**
 * Fields typed into before the code of their part of the page had arrived: a form that hydrates
 * later takes their values as typed (see LiveForm), so nothing typed early is lost or unchecked.
 */
export const typedBeforeHydration = new WeakSet<EventTarget>();

/** On the server: every deferred part's code, loading (entry.server.tsx waits for it once). */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once the server has the code of every deferred part, so none of them suspends. */
export function deferredReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** In the browser: what lets each deferred part's code load, and whether the visitor did anything yet. */
const releases = new Set<() => void>();
let interacted = false;

if (!import.meta.env.SSR && typeof document !== 'undefined') {
  // The first touch, click, key, focus, input or history step anywhere loads every deferred part. A navigation or a form
  // sent from this page re-renders the page through React Router's state, and React cannot apply
  // that to a part whose code has not arrived: it waits for it. Loading them all at the visitor's
  // first move keeps that wait short (and never indefinite).
  const onFirstMove = (event: Event) => {
    if (event.type === 'input' && event.target) typedBeforeHydration.add(event.target);
    if (interacted) return;
    interacted = true;
    for (const release of releases) release();
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'click', 'submit']) {
    document.addEventListener(type, onFirstMove, { capture: true, passive: true });
  }
  window.addEventListener('popstate', onFirstMove);
}

/**
 * A part of a page below its first screen whose code the browser fetches only when it is needed,
 * so that it stays out of the page's first download:
 *
 *   const More = deferred(() => import('./home-sections.tsx').then((m) => m.HomeSections));
 *
 * The server renders it in full, in place: the page reads the same without JavaScript and to
 * search engines. In the browser, React keeps that server HTML as it is (a Suspense boundary that
 * has not hydrated yet) until the code has arrived, then hydrates it. The code is fetched when the
 * part comes near the screen, at the visitor's first touch, click, key or focus on the page, or
 * at once when the part is rendered by a client-side navigation (no server HTML). Its props must be
 * the page's data.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    rootMargin = '300px 0px',
    whenNear = true,
  }: {
    /** How near the screen counts as near (IntersectionObserver's rootMargin). */
    rootMargin?: string;
    /**
     * false: not when it comes near, only at the first touch (or after a client-side navigation),
     * for a part with nothing to do in the browser: its server HTML is all a visitor needs.
     */
    whenNear?: boolean;
  } = {},
): (props: P & { className?: string }) => ReactElement {
  if (import.meta.env.SSR) {
    let module: { default: ComponentType<P> } | undefined;
    const ready = load().then((component) => {
      module = { default: component };
    });
    serverLoads.push(ready);
    // Once loaded, a thenable that answers at once: React renders the part without suspending.
    const Server = lazy(() =>
      module
        ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(module!) } as unknown as Promise<{ default: ComponentType<P> }>)
        : ready.then(() => module!),
    );
    return function DeferredOnServer({ className, ...props }: P & { className?: string }) {
      return (
        <div className={className}>
          <Suspense fallback={null}>
            <Server {...(props as P)} />
          </Suspense>
        </div>
      );
    };
  }

  let release = () => {};
  let loaded = false;
  const gate = new Promise<void>((resolve) => {
    release = () => {
      releases.delete(release);
      resolve();
    };
  });
  if (interacted) release();
  else releases.add(release);
  const Lazy = memo(
    lazy(async () => {
      await gate;
      const component = await load();
      loaded = true;
      return { default: component };
    }),
  );

  return function Deferred({ className, ...props }: P & { className?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    // Until the code has arrived, the props the server rendered with stay: a new value would make
    // React drop the server HTML of a part it cannot render yet.
    const first = useRef(props);
    const shown = loaded ? props : first.current;

    useEffect(() => {
      const element = ref.current;
      if (!releases.has(release) || !element) return;
      // Nothing from the server inside: rendered after a client-side navigation, needed now.
      if (!element.firstChild) {
        release();
        return;
      }
      if (!whenNear) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          release();
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);

    return (
      <div ref={ref} className={className}>
        <Suspense fallback={null}>
          <Lazy {...(shown as P)} />
        </Suspense>
      </div>
    );
  };
}
