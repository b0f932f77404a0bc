/**
 * A message by key: what a DomainError, a schema issue or a shared rule gives instead of an English
 * sentence. `msg('seatsAlreadyBooked', 3)` is a `MessageRef`; the type checker accepts only a key of
 * `codedText` (coded-messages.text.ts) with that message's own parameters. The edge writes it in
 * the request's language with `messageText(lang, ref)`; the JSON API answers the English and the
 * key as its `code`.
 *
 * zod carries an issue's message as a string only, so a schema gives `issueMessage(key, ...params)`:
 * the reference written as text (`codedMessage` JSON, not English). `messageRefOf` reads it back;
 * `translateMessage` writes any message a page holds (a reference, or a text the page made itself
 * and left as it is) in the page's language. A booking's history stores its notes the same way.
 */
import { codedCatalogs } from '#coded-catalogs';
import type { codedTextEn } from './coded-messages.en.ts';
import type { Lang } from './lang.ts';

type Catalog = typeof codedTextEn;
export type MessageKey = keyof Catalog;
/** The parameters of a key's message (none for a plain sentence). */
export type MessageParams<K extends MessageKey> = Catalog[K] extends (...args: infer P) => string ? P : [];

/** A message by key with its parameters; JSON as it is (action data, an API answer). */
export type MessageRef<K extends MessageKey = MessageKey> = K extends MessageKey ? { readonly key: K; readonly params: MessageParams<K> } : never;

export function msg<K extends MessageKey>(key: K, ...params: MessageParams<K>): MessageRef<K> {
  return { key, params } as unknown as MessageRef<K>;
}

/**
 * The catalog of a language. Outside the browser both are always there; in the browser, the page's
 * language, loaded before the page hydrates (`loadCodedCatalog`, entry.client.tsx).
 */
function catalogOf(lang: Lang) {
  const catalog = codedCatalogs[lang];
  if (!catalog) throw new Error(`The ${lang} messages are not loaded: await loadCodedCatalog('${lang}') first (#coded-catalogs).`);
  return catalog;
}

/** The message in a language. */
export function messageText(lang: Lang, ref: MessageRef): string {
  const message = catalogOf(lang)[ref.key] as string | ((...args: unknown[]) => string);
  return typeof message === 'string' ? message : message(...(ref.params as unknown[]));
}

/** A key of the catalogs (every language has the same keys: whichever is loaded answers). */
export function isMessageKey(key: unknown): key is MessageKey {
  const catalog = codedCatalogs.en ?? codedCatalogs.bn;
  return typeof key === 'string' && catalog !== undefined && Object.hasOwn(catalog, key);
}

/** Marks a reference written as text, so that a text a person typed is never taken for one. */
const marker = '\u2063msg';

/** A reference as text: a zod message, a history note in the database, a page's field message. */
export function codedMessage(ref: MessageRef): string {
  return `${marker}${JSON.stringify([ref.key, ...ref.params])}`;
}

/** A zod issue's message: `.min(1, issueMessage('required', 'Name'))`. */
export function issueMessage<K extends MessageKey>(key: K, ...params: MessageParams<K>): string {
  return codedMessage(msg(key, ...params));
}

/** The reference a text holds, or null for any other text (zod's own messages, a typed note). */
export function messageRefOf(text: string): MessageRef | null {
  if (!text.startsWith(marker)) return null;
  try {
    const parsed: unknown = JSON.parse(text.slice(marker.length));
    if (!Array.isArray(parsed) || !isMessageKey(parsed[0])) return null;
    const [key, ...params] = parsed as [MessageKey, ...unknown[]];
    return { key, params } as unknown as MessageRef;
  } catch {
    return null;
  }
}

/**
 * A message a page or an e-mail shows, in `lang`: a reference (or one written as text) from its
 * catalog; any other text as it is (the page's own text, zod's default English, what a person typed).
 */
export function translateMessage(lang: Lang, message: string | MessageRef | null | undefined): string {
  if (!message) return '';
  if (typeof message !== 'string') return messageText(lang, message);
  const ref = messageRefOf(message);
  return ref ? messageText(lang, ref) : message;
}

/** The message of a JSON API refusal (`{ error, code, params }`) by its key, or null when it has none. */
export function answerRefOf(answer: { code?: unknown; params?: unknown } | null | undefined): MessageRef | null {
  if (!answer || !isMessageKey(answer.code)) return null;
  return { key: answer.code, params: Array.isArray(answer.params) ? answer.params : [] } as unknown as MessageRef;
}

/** A zod issue's message as a reference: ours, or zod's own English as `invalidInput`. */
export function issueRefOf(message: string): MessageRef {
  return messageRefOf(message) ?? msg('invalidInput', message);
}

/** For tests: every text in a value (objects and arrays walked) as the English a reader sees. */
export function inEnglish<T>(value: T): T {
  if (typeof value === 'string') return translateMessage('en', value) as T;
  if (Array.isArray(value)) return value.map(inEnglish) as T;
  if (value && typeof value === 'object' && isMessageKey((value as { key?: unknown }).key) && Array.isArray((value as { params?: unknown }).params)) {
    return messageText('en', value as unknown as MessageRef) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inEnglish(v)])) as T;
  }
  return value;
}
