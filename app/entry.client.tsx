import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Hydration starts after the browser has painted the server's HTML once: the page is readable
 * before React's work begins (which on a slow phone takes a few hundred milliseconds), instead of
 * the first paint waiting for it.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else setTimeout(hydrate, 0);
