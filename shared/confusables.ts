/**
 * Look-alike folding for comparing names (not for showing them): Unicode's confusables "skeleton"
 * (UTS #39) for what a visitor can pass off as Latin: every character whose confusables.txt
 * prototype is Latin letters or digits (Cyrillic, Greek, Armenian, Cherokee, Lisu, Latin ɑ and
 * small capitals...: shared/confusables-map.ts, generated from the data by
 * scripts/make-confusables.ts), digits and signs written for letters ("Trave1ez Adm1n", "@dmin",
 * "Trave2ez"), accents, and the characters that do not show (zero-width joiners, soft hyphens).
 * Two strings that read the same fold to the same skeleton; the skeleton itself is not text to show.
 *
 *   confusableSkeleton('Trаvelez Аdmin')  // Cyrillic а, А → 'travelez admln'
 *   confusableSkeleton('Τravelez Αdmin')  // Greek Τ, Α  → 'travelez admln'
 *   confusableSkeleton('Trɑvelez ᴀdmin')  // Latin ɑ, small capital ᴀ → 'travelez admln'
 *   confusableSkeleton('Trave1ez Adm1n')  //             → 'travelez admln'
 *
 * i, l, I, 1, | and ! are one letter here (as in the skeleton, where I and 1 are l): "Adm1n" and
 * "Admin" must meet. Compare skeletons with skeletons.
 */
import { lookAlikesOf } from './confusables-map.ts';

/** Each look-alike character of Unicode's data, with the Latin letters (or digits) it is drawn as. */
const prototypeOf = new Map<string, string>(Object.entries(lookAlikesOf).flatMap(([prototype, chars]) => Array.from(chars, (c) => [c, prototype] as const)));

/**
 * Letters that read as a Latin letter in a name though Unicode's data does not say so (lower-case
 * Cyrillic and Greek drawn like Latin lower case: н, п, г, η, ν...), or says it with a mark (ł, ø),
 * in both cases (folded before lower-casing, before the data's map).
 */
// prettier-ignore
const lookAlikes: Record<string, string> = {
  // Cyrillic
  А: 'A', В: 'B', С: 'C', Е: 'E', Ё: 'E', Н: 'H', І: 'I', Ї: 'I', Ј: 'J', К: 'K', М: 'M', О: 'O', Р: 'P', Ѕ: 'S',
  Т: 'T', Х: 'X', У: 'Y', Ү: 'Y', Ԁ: 'D', Ԛ: 'Q', Ԝ: 'W', Ӏ: 'I', а: 'a', в: 'b', с: 'c', е: 'e', ё: 'e', һ: 'h',
  і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', ѕ: 's', т: 't', у: 'y', ү: 'y', х: 'x', ԁ: 'd',
  ԛ: 'q', ԝ: 'w', ӏ: 'l', ɡ: 'g', п: 'n', ь: 'b', г: 'r',
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  Ϲ: 'C', Ϳ: 'J', α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u',
  χ: 'x', ϲ: 'c', ϳ: 'j', ω: 'w',
  // Latin letters without their own look
  ı: 'i', ȷ: 'j', ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŧ: 't',
};

/** Digits and signs written for letters, after lower-casing. */
// prettier-ignore
const writtenFor: Record<string, string> = {
  '0': 'o', '1': 'l', '2': 'z', '3': 'e', '4': 'a', '5': 's', '6': 'b', '7': 't', '8': 'b', '9': 'g',
  '@': 'a', $: 's', '|': 'l', '!': 'l', i: 'l',
};

/** Letter pairs that read as one letter. */
const pairs: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/** Accents on Latin, Greek and Cyrillic letters (the combining diacritical marks), and what does not show. */
const accents = /[\u0300-\u036f]/g;
const invisible = /[\p{Cf}\u034f\u115f\u1160\u3164\uffa0]/gu;

export function confusableSkeleton(text: string): string {
  const folded = Array.from(
    text.normalize('NFKC').replace(invisible, '').normalize('NFD').replace(accents, ''),
    (c) => lookAlikes[c] ?? prototypeOf.get(c) ?? c,
  )
    .join('')
    .toLowerCase();
  let skeleton = Array.from(folded, (c) => writtenFor[c] ?? c).join('');
  for (const [pair, letter] of pairs) skeleton = skeleton.replace(pair, letter);
  // Bangla text is compared composed, as typed.
  return skeleton.normalize('NFC');
}
