/**
 * Access rules, as pure functions: the server's guards and the pages use the same ones.
 */

/** The name an account without one is shown and greeted by (spec: display name fallback). */
export const fallbackDisplayName = 'To Travelez';

/** An account's display name: its own (trimmed), else `fallbackDisplayName`. */
export function displayName(name: string | null | undefined): string {
  return name?.trim() || fallbackDisplayName;
}

/** The person behind a request, as the server resolved it from the session cookie. */
export interface Viewer {
  userId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  /** Verified e-mail in the admins list. */
  isAdmin: boolean;
}

/** 'Login required' in the spec: signed in with a verified e-mail. */
export function isVerifiedUser(viewer: Viewer | null | undefined): viewer is Viewer {
  return !!viewer && viewer.emailVerified && viewer.email.length > 0;
}

export function isAdmin(viewer: Viewer | null | undefined): viewer is Viewer {
  return isVerifiedUser(viewer) && viewer.isAdmin;
}
