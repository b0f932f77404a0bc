/**
 * People's own words shown as written (a package's name, a review, a traveller's name): not the
 * site's wording, so not translated on a Bangla page. Marked `data-user-content`: the language
 * check of the e2e sweep (tests/support/page-checks.ts, englishOn) leaves them out.
 */
import { Fragment, type ReactNode } from 'react';

export function Theirs({ children, block }: { children: ReactNode; block?: boolean }) {
  return block ? <div data-user-content>{children}</div> : <span data-user-content>{children}</span>;
}

/** A mark no catalog sentence contains (a private-use character around the argument's index). */
const MARK = '\u{E000}';

/**
 * A catalog's sentence about people's words, with each of their words marked:
 * `withTheirs(t.edit, pkg.packageName)` is "Edit <span data-user-content>Coral Island Escape</span>".
 */
export function withTheirs<A extends string[]>(sentence: (...words: A) => string, ...words: A): ReactNode {
  const parts = sentence(...(words.map((_, i) => `${MARK}${i}${MARK}`) as A)).split(MARK);
  // split leaves the sentence's own text at even places and an argument's index at odd ones.
  return parts.map((part, i) => (i % 2 === 0 ? <Fragment key={i}>{part}</Fragment> : <Theirs key={i}>{words[Number(part)]}</Theirs>));
}
