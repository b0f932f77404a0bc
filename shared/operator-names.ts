/**
 * Names that claim to speak for the operator ("Travelez Admin", "Support", an admin's own name)
 * are kept for the operator's team: a visitor's comment may not appear under one.
 *
 * Compared after NFKC (fullwidth and styled letters become plain ones: "ＡＤＭＩＮ", "𝐒𝐮𝐩𝐩𝐨𝐫𝐭"),
 * without case, spaces or punctuation ("T r a v e l e z", "Admin."). A reserved word counts as a
 * word of the name or as the whole name run together; "Travelez" anywhere ("TravelezTeam").
 */
export const reservedNameWords = ['travelez', 'admin', 'administrator', 'support', 'staff', 'moderator'] as const;
import { msg } from './i18n/coded-messages.ts';

export const operatorNameMessage = msg('operatorName');

function words(name: string): string[] {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when `name` claims the operator: a reserved word, the brand, or the name of an admin. */
export function claimsOperator(name: string, adminNames: readonly string[] = []): boolean {
  const parts = words(name);
  const joined = parts.join('');
  if (!joined) return false;
  if (joined.includes('travelez')) return true;
  if (parts.some((w) => (reservedNameWords as readonly string[]).includes(w))) return true;
  if ((reservedNameWords as readonly string[]).includes(joined)) return true;
  return adminNames.some((admin) => {
    const own = words(admin).join('');
    return own.length > 0 && own === joined;
  });
}
