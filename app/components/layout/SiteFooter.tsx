import { Link, href } from 'react-router';
import { useLang, useText } from '../../lib/i18n.ts';
import { companyText, digitsIn } from '../company.text.ts';
import { company } from '../site.ts';
import { footerText } from './footer.text.ts';
import { Logo } from './SiteNav.tsx';

/** The footer's link labels (the catalog's plain texts). */
type FooterLabel = Exclude<keyof typeof footerText.en, 'guestsIn' | 'rights'>;

const information: { label: FooterLabel; to: string }[] = [
  { label: 'about', to: href('/about') },
  { label: 'service', to: href('/tour') },
  { label: 'terms', to: `${href('/about')}#terms` },
  { label: 'partner', to: href('/host') },
  { label: 'privacy', to: `${href('/about')}#privacy` },
];

const support: { label: FooterLabel; to: string }[] = [
  { label: 'faq', to: `${href('/about')}#faq` },
  { label: 'payment', to: `${href('/about')}#payment` },
  { label: 'bookingTips', to: href('/blog') },
  { label: 'howItWorks', to: `${href('/about')}#how-it-works` },
  { label: 'contactUs', to: href('/contact') },
];

/** The year of the guest count, and of the copyright. */
const guestsYear = 2019;
const copyrightYear = 2022;

function LinkList({ title, links }: { title: string; links: { label: FooterLabel; to: string }[] }) {
  const t = useText(footerText);
  return (
    <div>
      <h2 className="font-sans text-sm font-bold tracking-[0.14em] text-marigold-400 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className="text-white/85 underline-offset-4 hover:text-white hover:underline">
              {t[l.label]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer of every public page (spec section 2). */
export function SiteFooter() {
  const t = useText(footerText);
  const c = useText(companyText);
  const lang = useLang();
  return (
    <footer className="relative mt-0 bg-teal-950 text-white">
      <svg viewBox="0 0 1440 60" preserveAspectRatio="none" className="absolute -top-[59px] h-[60px] w-full text-teal-950" aria-hidden="true">
        <path d="M0 60V30c120-20 240-30 360-20s240 30 360 30 240-20 360-30 240 0 360 20v30H0Z" fill="currentColor" />
      </svg>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 pb-10 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-white/85">{c.tagline}</p>
          <p className="mt-3 text-sm text-white/75">{t.guestsIn(c.guestsPerYear, digitsIn(lang, guestsYear))}</p>
        </div>
        <LinkList title={t.information} links={information} />
        <LinkList title={t.support} links={support} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="font-sans text-sm font-bold tracking-[0.14em] text-marigold-400 uppercase">{t.contact}</h2>
          <address className="mt-4 space-y-2.5 text-white/85 not-italic">
            <p>{c.address}</p>
            <p>
              <a href={company.phoneHref} className="underline-offset-4 hover:text-white hover:underline">
                {company.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.email}`} className="underline-offset-4 hover:text-white hover:underline">
                {company.email}
              </a>
            </p>
            <p>{c.hours}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-white/75 sm:px-6">{t.rights(digitsIn(lang, copyrightYear))}</p>
      </div>
    </footer>
  );
}
