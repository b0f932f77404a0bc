/**
 * The coded messages' catalogs by language, as `#coded-catalogs` gives them outside the browser
 * (package.json "imports"): both languages, ready. In the browser the same name is
 * coded-catalogs.browser.ts, which loads only the page's language.
 */
import type { Lang } from './lang.ts';
import { codedText, type CodedCatalogs } from './coded-messages.text.ts';

export const codedCatalogs: CodedCatalogs = { ...codedText };

/** Both languages are here from the start: nothing to load. */
export async function loadCodedCatalog(_lang: Lang): Promise<void> {}
