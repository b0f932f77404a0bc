import type { ReactNode } from 'react';
import { useText } from '../../lib/i18n.ts';
import { Container } from '../ui/index.ts';
import { accountText } from './account.text.ts';

/**
 * The frame of the account pages (sign-in, sign-up, verification, new password): a calm card on
 * the sand background with the page title, beside an illustration on wide screens.
 */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const t = useText(accountText);
  return (
    <main>
      <Container className="py-10 sm:py-16">
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-[0_20px_60px_-30px_rgb(6_47_51/0.45)] md:grid-cols-[1fr_1.1fr]">
          <div className="relative hidden bg-teal-900 text-white md:block" aria-hidden="true">
            <svg viewBox="0 0 400 520" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
              <defs>
                <linearGradient id="auth-sky" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stopColor="#0b4a50" />
                  <stop offset="0.55" stopColor="#1c9aa3" />
                  <stop offset="1" stopColor="#f4b63f" />
                </linearGradient>
              </defs>
              <rect width="400" height="520" fill="url(#auth-sky)" />
              <circle cx="300" cy="300" r="46" fill="#fdf0cf" opacity="0.9" />
              <path d="M0 340 Q80 280 160 320 T320 300 T400 310 V520 H0Z" fill="#137f87" />
              <path d="M0 380 Q100 330 200 370 T400 360 V520 H0Z" fill="#0d5a61" />
              <path d="M0 430 Q120 400 240 425 T400 420 V520 H0Z" fill="#062f33" />
              <path d="M70 470 l40 -8 l50 8 l-10 10 h-70z" fill="#ea6a3c" />
              <path d="M110 462 v-40 l26 34z" fill="#fbf8f2" />
            </svg>
            <div className="relative flex h-full flex-col justify-start p-8">
              <p className="font-display text-3xl leading-tight font-bold">{t.artTitle}</p>
              <p className="mt-3 text-teal-50">{t.artLead}</p>
            </div>
          </div>
          <div className="px-6 py-8 sm:px-10 sm:py-12">
            <h1 className="font-display text-3xl font-bold text-teal-950">{title}</h1>
            {lead ? <div className="mt-2 text-ink-muted">{lead}</div> : null}
            <div className="mt-6">{children}</div>
            {footer ? <div className="mt-8 border-t border-line pt-6 text-center text-[0.95rem]">{footer}</div> : null}
          </div>
        </div>
      </Container>
    </main>
  );
}
