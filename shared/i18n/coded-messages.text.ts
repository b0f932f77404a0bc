/**
 * The messages the shared schemas, the shared rules and the services give (refusals, field
 * issues, a booking's history), by key, in English and Bangla. A schema issue or a DomainError
 * carries a key of `codedText` and its parameters (shared/i18n/coded-messages.ts); the page or the
 * API writes it in the request's language. The JSON API answers the English (the specification's
 * texts) with the key as its `code`.
 *
 * Each language is a file of its own (coded-messages.en.ts, coded-messages.bn.ts), so that a page
 * in the browser loads only its own (coded-catalogs.browser.ts); the server, e-mails and tests use
 * both through this module.
 *
 * A parameter that names a field is a key of `fieldLabelText` (its English label), so its Bangla
 * comes from there; a day is 'YYYY-MM-DD'.
 */
import { codedTextBn } from './coded-messages.bn.ts';
import { codedTextEn } from './coded-messages.en.ts';
import { fieldLabelBn } from './field-labels.bn.ts';
import { fieldLabelEn } from './field-labels.en.ts';
import type { Lang } from './lang.ts';
import { defineMessages, type Translation } from './messages.ts';

export type { UploadRefusalReason } from './coded-messages.en.ts';
export type { FieldLabel } from './field-labels.en.ts';
export { categoryNameText, type CategoryName } from './category-names.text.ts';

/** The field names the schemas put in their messages (the English label is the key). */
export const fieldLabelText = defineMessages({ en: fieldLabelEn, bn: fieldLabelBn });

export const codedText = defineMessages({ en: codedTextEn, bn: codedTextBn });

/** The catalogs by language as `#coded-catalogs` holds them: in the browser only the page's. */
export type CodedCatalogs = { -readonly [L in Lang]?: Translation<typeof codedTextEn> };
