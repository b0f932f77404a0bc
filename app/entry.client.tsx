import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCodedCatalog } from '#coded-catalogs';
import { langOfPath } from '../shared/i18n/lang.ts';

// The coded messages (shared/i18n/coded-messages.ts) of the page's language only: a document is in
// one language for its whole life (Bangla is another basename), and the page's first render reads
// them, so they are here before React hydrates it.
await loadCodedCatalog(langOfPath(window.location.pathname));

// React Router's default browser entry.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
