import { deferred } from './Deferred.tsx';

/**
 * The not-found picture. Every page has an error boundary and few show it, so the picture's code
 * loads only when one does (the 404 page uses it too).
 */
export const LostPicture = deferred(() => import('./LostIllustration.tsx').then((m) => m.LostIllustration));

/**
 * The error boundary of the pages inside the site layout (RouteErrorPage.tsx): every page module
 * names it, few pages show it, so its code loads only when one does.
 */
export const RouteError = deferred(() => import('./RouteErrorPage.tsx').then((m) => m.RouteErrorPage));
