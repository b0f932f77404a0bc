/**
 * The page's language and its texts. A Bangla page is the same route under the basename /bn
 * (decision 0013), so the language is read from the router itself: right on the server, in the
 * browser and in error pages alike.
 */
import { useHref } from 'react-router';
import { langOfPath, type Lang } from '../../shared/i18n/lang.ts';
import type { Catalog, Messages, Translation } from '../../shared/i18n/messages.ts';
import * as format from '../../shared/i18n/format.ts';
import { translateMessage, type MessageRef } from '../../shared/i18n/coded-messages.ts';

/** 'bn' on a Bangla page, 'en' on an English one. */
export function useLang(): Lang {
  return langOfPath(useHref('/'));
}

/** One catalog in the page's language: `const t = useText(tourText); t.title`. */
export function useText<E extends Messages>(catalog: Catalog<E>): Translation<E> {
  return catalog[useLang()];
}

/** The formatters of shared/i18n/format.ts in the page's language: `const f = useFormat(); f.money(1500)`. */
export function useFormat() {
  return formatsOf(useLang());
}

const bound = {
  en: bind('en'),
  bn: bind('bn'),
};

export function formatsOf(lang: Lang) {
  return bound[lang];
}

function bind(lang: Lang) {
  return {
    lang,
    number: (n: number) => format.formatNumber(lang, n),
    money: (amount: number) => format.formatMoney(lang, amount),
    date: (value: string | Date) => format.formatDate(lang, value),
    shortDate: (value: string) => format.formatShortDate(lang, value),
    dateTime: (value: string | Date) => format.formatDateTime(lang, value),
    time: (value: string | Date) => format.formatTime(lang, value),
    daysNights: (days: number, nights: number) => format.daysNights(lang, days, nights),
    count: (n: number, forms: { one?: string; other: string }) => format.count(lang, n, forms),
    /** A schema's or a service's message (by key, shared/i18n/coded-messages.ts) in this language; any other text as it is. */
    message: (text: string | MessageRef) => translateMessage(lang, text),
  };
}

/** What a message in the page's language becomes: for messages from a schema, a service or the API. */
export function useTranslateMessage(): (text: string | MessageRef | null | undefined) => string {
  const lang = useLang();
  return (text) => translateMessage(lang, text);
}
