import { useLocation } from 'react-router';
import { langCookie, langName, pathIn, type Lang } from '../../../shared/i18n/lang.ts';
import { useLang } from '../../lib/i18n.ts';
import { cn } from '../ui/cn.ts';

/** A year: the choice outlives the visit. */
const cookieAge = 60 * 60 * 24 * 365;

/**
 * The same page in the other language: a plain link (a crawler follows it, it works without
 * JavaScript), which loads the other language's page whole. A click also remembers the choice in
 * the `lang` cookie, so the home page opens in it next time.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const other: Lang = lang === 'en' ? 'bn' : 'en';
  // Without the basename: the path is the same in both languages.
  const { pathname, search, hash } = useLocation();
  const target = `${pathIn(other, pathname)}${search}${hash}`;
  return (
    <a
      href={target}
      hrefLang={other}
      lang={other}
      data-testid="language-switch"
      onClick={() => {
        document.cookie = `${langCookie}=${other}; path=/; max-age=${cookieAge}; samesite=lax`;
      }}
      className={cn(
        'inline-flex min-h-10 items-center rounded-full border border-white/40 px-3.5 text-sm font-semibold text-white hover:bg-white/10',
        className,
      )}
    >
      {langName[other]}
    </a>
  );
}
