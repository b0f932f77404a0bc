/**
 * Whole Taka inside, the providers' decimal strings ("1500.00") at their edge. Parsing is strict:
 * a provider's answer that is not exactly a whole Taka amount is never read as one (no rounding, so
 * "1500.5" or "1,500.00" can never pass for 1500).
 */

const decimal = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/;

/** 1500 -> "1500.00". Refuses what is not a positive whole number of Taka. */
export function toProviderAmount(taka: number): string {
  if (!Number.isSafeInteger(taka) || taka <= 0) throw new RangeError(`Not a whole positive Taka amount: ${taka}`);
  return `${taka}.00`;
}

/** "1500", "1500.0", "1500.00" -> 1500; anything else (fractions, signs, spaces, exponents) -> null. */
export function parseProviderAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value : '';
  const match = decimal.exec(text);
  if (!match) return null;
  if (match[2] !== undefined && !/^0+$/.test(match[2])) return null;
  const taka = Number(match[1]);
  return Number.isSafeInteger(taka) ? taka : null;
}

/** True only when the provider's amount is exactly our whole Taka amount. */
export function sameAmount(value: unknown, taka: number): boolean {
  return parseProviderAmount(value) === taka;
}
