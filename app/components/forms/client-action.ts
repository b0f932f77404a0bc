/** Pages with public forms: their clientAction is safeFormAction (safe-form-action.ts). */

/**
 * `shouldRevalidate` for pages with such forms: after a failed submit nothing changed on the
 * server, so the page's data is not fetched again (and, offline, that fetch cannot fail the page).
 */
export function skipRevalidationAfterFailure({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }) {
  if (actionResult && typeof actionResult === 'object' && (actionResult as { ok?: unknown }).ok === false) return false;
  return defaultShouldRevalidate;
}
