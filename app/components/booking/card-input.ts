/**
 * What the booking wizard's card fields let through as they are typed or pasted: digits only,
 * the card number shown in groups ("4242 4242 4242 4242"; American Express 4-6-5), the CVC
 * 3 or 4 digits, the expiry as MM/YY. Each answer has the caret's new place, so editing in the
 * middle of a number does not throw the caret to its end.
 */

export interface Edited {
  value: string;
  /** Where the caret goes in `value`. */
  caret: number;
}

/** The most digits a card number has (ISO/IEC 7812); American Express has 15. */
export const cardNumberMaxDigits = 19;
const amexMaxDigits = 15;
export const cvcMaxDigits = 4;

/** The longest a shown card number is: 19 digits in groups of four, so four spaces. */
export const cardNumberMaxLength = cardNumberMaxDigits + 4;
/** MM/YYYY (MM/YY is what the placeholder asks for; autofill may give the long year). */
export const expiryMaxLength = 7;

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The group sizes a card number is shown in. */
export function cardGroups(digits: string): number[] {
  return isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/** Digits in groups: '4242424242424242' -> '4242 4242 4242 4242'; extra digits are dropped. */
export function formatCardNumber(input: string): string {
  return editCardNumber(input, input.length).value;
}

/** How many digits come before position `at` of `text`. */
function digitsBefore(text: string, at: number): number {
  return onlyDigits(text.slice(0, Math.max(0, at))).length;
}

/** The position right after the `n`th digit of `text` (0 for none). */
function afterDigits(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]!) && ++seen === n) return i + 1;
  }
  return text.length;
}

/** Bengali (০-৯) and full-width (０-９) digits count as the digits they are. */
function asciiDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef\uff10-\uff19]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= 0xff10 ? 0xff10 : 0x09e6));
  });
}

function onlyDigits(text: string): string {
  return asciiDigits(text).replace(/\D/g, '');
}

/**
 * The card number field after an edit: `raw` is what the field holds now (anything typed or
 * pasted, letters and dashes included), `caret` where the caret is in it.
 */
export function editCardNumber(raw: string, caret: number = raw.length): Edited {
  const all = onlyDigits(raw);
  const digits = all.slice(0, isAmex(all) ? amexMaxDigits : cardNumberMaxDigits);
  const parts: string[] = [];
  let i = 0;
  for (const size of cardGroups(digits)) {
    if (i >= digits.length) break;
    parts.push(digits.slice(i, i + size));
    i += size;
  }
  const value = parts.join(' ');
  let at = afterDigits(value, digitsBefore(raw, caret));
  // The caret was after a space (or a dash...): it stays after the group's space.
  if (caret > 0 && !/\d/.test(asciiDigits(raw[caret - 1] ?? '')) && value[at] === ' ') at += 1;
  return { value, caret: at };
}

/** The CVC field after an edit: at most 4 digits, nothing else. */
export function editCvc(raw: string, caret: number = raw.length): Edited {
  const value = onlyDigits(raw).slice(0, cvcMaxDigits);
  return { value, caret: afterDigits(value, digitsBefore(raw, caret)) };
}

/**
 * The expiry field after an edit: digits and one '/', the slash put in after the month when the
 * digits run on ('1235' -> '12/35', '122035' -> '12/2035'). A slash the person deleted is not put
 * back while only the month is there, so deleting back over it works.
 */
export function editExpiry(raw: string, caret: number = raw.length): Edited {
  const slash = raw.indexOf('/');
  let month: string;
  let year: string;
  if (slash >= 0) {
    month = onlyDigits(raw.slice(0, slash)).slice(0, 2);
    year = onlyDigits(raw.slice(slash + 1)).slice(0, 4);
  } else {
    const digits = onlyDigits(raw);
    month = digits.slice(0, 2);
    year = digits.slice(2, 6);
  }
  const value = slash >= 0 || year.length > 0 ? `${month}/${year}` : month;
  let at = afterDigits(value, digitsBefore(raw, caret));
  // Just typed the slash (or the caret was after it): the caret stays after it.
  if (slash >= 0 && slash < caret && value[at] === '/') at += 1;
  return { value, caret: at };
}
