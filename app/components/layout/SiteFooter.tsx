import { Link, href } from 'react-router';
import { company } from '../site.ts';
import { Logo } from './SiteNav.tsx';

const information = [
  { label: 'About', to: href('/about') },
  { label: 'Service', to: href('/tour') },
  { label: 'Terms and Condition', to: `${href('/about')}#terms` },
  { label: 'Become a partner', to: href('/host') },
  { label: 'Privacy and Policy', to: `${href('/about')}#privacy` },
];

const support = [
  { label: 'FAQ', to: `${href('/about')}#faq` },
  { label: 'Payment Options', to: `${href('/about')}#payment` },
  { label: 'Booking Tips', to: href('/blog') },
  { label: 'How it works', to: `${href('/about')}#how-it-works` },
  { label: 'Contact Us', to: href('/contact') },
];

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-bold tracking-[0.14em] text-marigold-400 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className="text-white/85 underline-offset-4 hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer of every public page (spec section 2). */
export function SiteFooter() {
  return (
    <footer className="relative mt-0 bg-teal-950 text-white">
      <svg viewBox="0 0 1440 60" preserveAspectRatio="none" className="absolute -top-[59px] h-[60px] w-full text-teal-950" aria-hidden="true">
        <path d="M0 60V30c120-20 240-30 360-20s240 30 360 30 240-20 360-30 240 0 360 20v30H0Z" fill="currentColor" />
      </svg>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 pb-10 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-white/85">{company.tagline}</p>
          <p className="mt-3 text-sm text-white/75">{company.guestsPerYear} guests travelled with us in 2019.</p>
        </div>
        <LinkList title="Information" links={information} />
        <LinkList title="Customer Support" links={support} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="font-sans text-sm font-bold tracking-[0.14em] text-marigold-400 uppercase">Contact</h2>
          <address className="mt-4 space-y-2.5 text-white/85 not-italic">
            <p>{company.address}</p>
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
            <p>{company.hours}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-white/75 sm:px-6">© 2022 Travelez. All rights reserved.</p>
      </div>
    </footer>
  );
}
