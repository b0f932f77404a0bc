/**
 * Names that claim to speak for the operator ("Travelez Admin", "Support", an admin's own name)
 * are kept for the operator's team: a visitor's comment may not appear under one.
 *
 * Compared after look-alike folding (shared/confusables.ts: NFKC, so fullwidth and styled
 * letters become plain ones, "ＡＤＭＩＮ", "𝐒𝐮𝐩𝐩𝐨𝐫𝐭"; Cyrillic and Greek letters drawn like Latin
 * ones, "Trаvelez Аdmin", and every other look-alike of Unicode's confusables data: Armenian,
 * Cherokee, Lisu, small capitals; digits for letters, "Trave1ez Adm1n"), without case, spaces or
 * punctuation ("T r a v e l e z", "Admin."). A reserved word counts as a word of the name or as
 * the whole name run together; the operator's name, in Latin or Bangla script, anywhere
 * ("TravelezTeam", "ট্রাভেলেজ দল").
 */
import { confusableSkeleton } from './confusables.ts';
import { msg } from './i18n/coded-messages.ts';

export const reservedNameWords = ['travelez', 'admin', 'administrator', 'support', 'staff', 'moderator'] as const;

/**
 * The operator's name as it is written in each script. Bangla writes "Travelez" many ways; after
 * banglaSpellingFold these few cover them (ট্রাভেলেজ, ট্রেভেলেজ, ট্রাভ্যালেজ, ট্র্যাভেলেজ, ট্রাবেলেয...).
 */
const operatorNames = ['travelez', 'ট্রাভেলেজ', 'ট্রাভেলিজ', 'ট্রাভেল্জ', 'ট্রাভলেজ'];

/** The reserved words as Bangla writes them. */
const banglaReservedWords = ['অ্যাডমিন', 'এডমিন', 'অ্যাডমিনিস্ট্রেটর', 'প্রশাসক', 'সাপোর্ট', 'সহায়তা', 'মডারেটর', 'স্টাফ'];

export const operatorNameMessage = msg('operatorName');

/**
 * Spellings of one Bangla sound folded together, as a transliterated name is spelled in several
 * ways: the vowel signs া and ে (and ৈ) are one, so are ি and ী, and ু and ূ; the ya-phala (্য,
 * "ট্র্যা") goes; য (not য়) is জ, ব is ভ. Applied to both sides of a comparison, like the skeleton.
 */
function banglaSpellingFold(text: string): string {
  return text
    .replace(/\u09cd\u09af(?!\u09bc)/g, '')
    .replace(/[\u09c7\u09c8]/g, '\u09be')
    .replace(/\u09c0/g, '\u09bf')
    .replace(/\u09c2/g, '\u09c1')
    .replace(/\u09af(?!\u09bc)/g, '\u099c')
    .replace(/\u09ac/g, '\u09ad');
}

function words(name: string): string[] {
  return banglaSpellingFold(confusableSkeleton(name))
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

const operatorSkeletons = operatorNames.map((n) => words(n).join(''));
const reservedSkeletons = new Set([...reservedNameWords, ...banglaReservedWords].map((w) => words(w).join('')));

/** True when `name` claims the operator: a reserved word, the brand, or the name of an admin. */
export function claimsOperator(name: string, adminNames: readonly string[] = []): boolean {
  const parts = words(name);
  const joined = parts.join('');
  if (!joined) return false;
  if (operatorSkeletons.some((brand) => joined.includes(brand))) return true;
  if (parts.some((w) => reservedSkeletons.has(w))) return true;
  if (reservedSkeletons.has(joined)) return true;
  return adminNames.some((admin) => {
    const own = words(admin).join('');
    return own.length > 0 && own === joined;
  });
}
