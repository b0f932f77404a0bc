/**
 * The coded messages' catalogs in the browser (`#coded-catalogs`, package.json "imports", the
 * `browser` condition): only the language of the page, loaded by entry.client.tsx before React
 * hydrates it. A page is in one language for its whole life (the Bangla site is another basename:
 * switching languages loads a new document), so an English page never carries the Bangla messages
 * (about 8 KB as sent) nor a Bangla page the English ones. Elsewhere: coded-catalogs.ts.
 */
import type { Lang } from './lang.ts';
import type { CodedCatalogs } from './coded-messages.text.ts';

export const codedCatalogs: CodedCatalogs = {};

export async function loadCodedCatalog(lang: Lang): Promise<void> {
  if (codedCatalogs[lang]) return;
  if (lang === 'bn') codedCatalogs.bn = (await import('./coded-messages.bn.ts')).codedTextBn;
  else codedCatalogs.en = (await import('./coded-messages.en.ts')).codedTextEn;
}
