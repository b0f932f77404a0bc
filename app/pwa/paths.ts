/**
 * Which requests the service worker (sw.ts) treats how, by path: pure, so that both languages'
 * addresses are checked by unit tests (paths.test.ts) rather than found missing on a device.
 * Every rule takes a path with or without the Bangla prefix `/bn` and React Router's `.data`.
 */

/** Private pages, kept per device and dropped at sign-out: the dashboard, a booking's page, /checkin. */
export const privatePath = /^(\/bn)?\/(dashboard|detailsPackage\/[0-9a-z]{20}|checkin)(\.data)?$/;

/** The API, the account pages, the booking wizard and the back office (but /checkin) are never kept. */
export const neverCached = /^(\/bn)?\/(api|signin|signup|signout|reset-password|verify-email|uploads|bookNow|manage|bookDetails|messageView|touchMessageView)/;

/**
 * React Router's route discovery (`/__manifest?paths=...&version=...`): a page asks which routes
 * its links lead to. Kept with the pages (network first), so that a saved page opened offline
 * finds its links' routes and logs no "Failed to fetch manifest patches".
 */
export const routeManifestPath = /^(\/bn)?\/__manifest$/;

/** The site's sign-out page in either language (its form post or its data request), and the API's. */
const signOutPath = /^(?:(?:\/bn)?\/signout(?:\.data)?|\/api\/auth\/sign-out)\/?$/;

/** True for a request that signs the person out: a POST to any sign-out address of the site. */
export function isSignOut(method: string, pathname: string): boolean {
  return method.toUpperCase() === 'POST' && signOutPath.test(pathname);
}
