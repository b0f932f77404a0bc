/**
 * The messages the shared schemas and the services write in English (the JSON API answers them as
 * they are: the specification's texts), in Bangla for a Bangla page. A message is found whole, or by
 * its shape ('Name is required' is `{label} is required`, the label translated on its own).
 * `server-messages.test.ts` runs every shared schema on bad input and every service refusal it
 * knows, and fails on a message this table cannot translate.
 */
import { formatNumber } from './format.ts';
import type { Lang } from './lang.ts';

/** Whole messages. */
const whole: Record<string, string> = {};

/** The field names the schemas put in their messages. */
const labels: Record<string, string> = {};

type Shape = [RegExp, (label: (english: string) => string, ...parts: string[]) => string];

/** Messages made from a label and a number; the label comes first in the English. */
const shapes: Shape[] = [
  [/^(.+) is required$/, (l, label) => `${l(label)} দিতে হবে`],
  [/^(.+) must be at most (\d+) characters$/, (l, label, n) => `${l(label)} সর্বোচ্চ ${formatNumber('bn', Number(n))} অক্ষরের হতে পারে`],
];

function label(english: string): string {
  return labels[english] ?? english;
}

/** The message in `lang`; English, and any message not in the table, as it is. */
export function translateMessage(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  const found = whole[text];
  if (found !== undefined) return found;
  for (const [pattern, write] of shapes) {
    const m = pattern.exec(text);
    if (m) return write(label, ...m.slice(1));
  }
  return text;
}

/** Whether a message has a Bangla translation (the completeness test). */
export function hasTranslation(text: string): boolean {
  if (whole[text] !== undefined) return true;
  return shapes.some(([pattern]) => {
    const m = pattern.exec(text);
    return m !== null && (m[1] === undefined || labels[m[1]] !== undefined);
  });
}
