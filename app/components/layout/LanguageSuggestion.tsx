import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { langCookie, pathIn } from '../../../shared/i18n/lang.ts';
import { useLang } from '../../lib/i18n.ts';
import { layoutText } from './layout.text.ts';

const cookieAge = 60 * 60 * 24 * 365;

/**
 * On an English page, a visitor who has not chosen a language and whose browser puts Bangla first
 * (navigator.languages: what the browser sends as Accept-Language) is offered the Bangla page.
 * Decided in the browser after the page has loaded, so every visitor (and the response cache, and
 * a crawler) gets the same English page; nothing moves: the bar is fixed at the bottom.
 */
export function LanguageSuggestion() {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (lang !== 'en') return;
    const chosen = document.cookie.split(/;\s*/).some((c) => c.startsWith(`${langCookie}=`));
    const prefersBangla = (navigator.languages ?? [navigator.language]).at(0)?.toLowerCase().startsWith('bn') ?? false;
    setShow(!chosen && prefersBangla);
  }, [lang]);

  if (!show) return null;
  // Said in the language offered; the way out in the page's own.
  const offered = layoutText.bn;
  const stay = layoutText.en;
  const remember = (choice: 'en' | 'bn') => {
    document.cookie = `${langCookie}=${choice}; path=/; max-age=${cookieAge}; samesite=lax`;
  };
  return (
    <div
      lang="bn"
      role="region"
      aria-label={offered.languageRegion}
      data-testid="language-suggestion"
      className="fixed inset-x-3 bottom-3 z-[55] mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-2xl bg-teal-950 px-4 py-3 text-white shadow-2xl ring-1 ring-white/10"
    >
      <p className="text-sm">{offered.siteInOtherLanguage}</p>
      <div className="flex gap-2">
        <a
          href={`${pathIn('bn', pathname)}${search}`}
          hrefLang="bn"
          onClick={() => remember('bn')}
          className="inline-flex min-h-10 items-center rounded-full bg-marigold-400 px-4 text-sm font-bold text-teal-950 hover:bg-marigold-500"
        >
          {offered.readInOtherLanguage}
        </a>
        <button
          type="button"
          lang="en"
          onClick={() => {
            remember('en');
            setShow(false);
          }}
          className="inline-flex min-h-10 items-center rounded-full border border-white/40 px-4 text-sm font-semibold hover:bg-white/10"
        >
          {stay.stayInThisLanguage}
        </button>
      </div>
    </div>
  );
}
