/**
 * Phone numbers as one string: E.164 (`+8801711234567`). `01711…`, `+8801711…`, `8801711…` and
 * `008801711…` (with spaces, dashes, dots or brackets; in Latin or Bangla digits) are one number. Only the countries the
 * site texts are accepted (Bangladeshi mobiles by default; `SMS_COUNTRIES` widens the list), and
 * only mobile numbers: an SMS to a landline costs and reaches no one.
 */

/** A country the site may text: its calling code and what its mobile numbers look like after it. */
interface MobilePlan {
  callingCode: string;
  /** The national significant number of a mobile (after the calling code, no trunk 0). */
  mobile: RegExp;
  /** The trunk prefix dialled inside the country (`0` in Bangladesh), dropped in E.164. */
  trunk?: string;
}

/** The plans known; `SMS_COUNTRIES` picks among them (ISO 3166 alpha-2 codes). */
export const mobilePlans = {
  // Grameenphone 013/017, Banglalink 014/019, Teletalk 015, Airtel 016, Robi 018.
  BD: { callingCode: '880', mobile: /^1[3-9]\d{8}$/, trunk: '0' },
  IN: { callingCode: '91', mobile: /^[6-9]\d{9}$/, trunk: '0' },
  NP: { callingCode: '977', mobile: /^9[78]\d{8}$/ },
  BT: { callingCode: '975', mobile: /^1[67]\d{6}$/ },
  LK: { callingCode: '94', mobile: /^7\d{8}$/, trunk: '0' },
  MY: { callingCode: '60', mobile: /^1\d{8,9}$/, trunk: '0' },
  SG: { callingCode: '65', mobile: /^[89]\d{7}$/ },
  AE: { callingCode: '971', mobile: /^5\d{8}$/, trunk: '0' },
  SA: { callingCode: '966', mobile: /^5\d{8}$/, trunk: '0' },
  GB: { callingCode: '44', mobile: /^7\d{9}$/, trunk: '0' },
} as const satisfies Record<string, MobilePlan>;

export type SmsCountry = keyof typeof mobilePlans;
export const defaultSmsCountries: readonly SmsCountry[] = ['BD'];

export function isSmsCountry(code: string): code is SmsCountry {
  return Object.hasOwn(mobilePlans, code);
}

/** `"BD, IN"` → `['BD', 'IN']`; an unknown code is refused (a typo must not silently text no one). */
export function parseSmsCountries(setting: string | undefined): SmsCountry[] {
  if (!setting?.trim()) return [...defaultSmsCountries];
  return setting
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((code) => {
      const upper = code.toUpperCase();
      if (!isSmsCountry(upper)) throw new Error(`SMS_COUNTRIES: unknown country "${code}" (known: ${Object.keys(mobilePlans).join(', ')})`);
      return upper;
    });
}

/**
 * The E.164 form of a mobile number in one of `countries`, or null. A number without `+`/`00` is
 * read first as a national number of the first country (Bangladesh: `01711…`), then as digits that
 * begin with a calling code (`8801711…`).
 */
export function normalisePhone(input: string, countries: readonly SmsCountry[] = defaultSmsCountries): string | null {
  // Bangla digits (০-৯), as a Bangla keyboard types them, are the same digits.
  const trimmed = input.trim().replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  if (!/^[+\d\s\-().]+$/.test(trimmed) || trimmed.length > 30) return null;
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const digits = trimmed.replace(/\D/g, '').replace(international && trimmed.startsWith('00') ? /^00/ : /^$/, '');
  const plans = countries.map((c) => mobilePlans[c]);
  const withCode = () => {
    for (const plan of plans) {
      if (!digits.startsWith(plan.callingCode)) continue;
      let national = digits.slice(plan.callingCode.length);
      // `+880 01711…`: a trunk 0 written after the calling code is a common slip, not another number.
      if ('trunk' in plan && national.startsWith(plan.trunk) && !plan.mobile.test(national)) national = national.slice(plan.trunk.length);
      if (plan.mobile.test(national)) return `+${plan.callingCode}${national}`;
    }
    return null;
  };
  if (international) return withCode();
  const home = plans[0];
  if (home) {
    const national = 'trunk' in home && digits.startsWith(home.trunk) ? digits.slice(home.trunk.length) : digits;
    if (('trunk' in home ? digits.startsWith(home.trunk) : true) && home.mobile.test(national)) return `+${home.callingCode}${national}`;
  }
  return withCode();
}

/** What SSL Wireless wants as `msisdn`: the E.164 digits without `+` (`8801711234567`). */
export function msisdnOf(e164: string): string {
  return e164.replace(/^\+/, '');
}

/** A number shown to its owner with most digits hidden: `+88017•••••567`. */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, 6)}${'•'.repeat(Math.max(0, e164.length - 9))}${e164.slice(-3)}`;
}
