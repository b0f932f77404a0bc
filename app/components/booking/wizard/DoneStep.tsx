import { href } from 'react-router';
import { company } from '../../site.ts';
import { useText, useTranslateMessage } from '../../../lib/i18n.ts';
import { ButtonLink, Notice } from '../../ui/index.ts';
import type { BookingSaved } from './fields.ts';
import type { BookingWizard } from './use-booking-wizard.ts';
import { wizardText } from './wizard.text.ts';

/** Step 4, once the server saved the booking: its reference and where to go next. */
export function DoneStep({ wizard, saved }: { wizard: BookingWizard; saved: BookingSaved }) {
  const t = useText(wizardText);
  const tr = useTranslateMessage();
  return (
    <div className="flex flex-col items-center py-6 text-center">
      {/* A tick in a circle, drawn here: not (yet) one of app/components/icons.tsx. */}
      <svg viewBox="0 0 48 48" className="size-16 text-leaf-700" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
        <circle cx="24" cy="24" r="21" />
        <path d="m14 25 7 7 13-14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="step-title" ref={wizard.headingRef} tabIndex={-1} className="mt-4 font-display text-3xl font-bold text-teal-950">
        {t.doneTitle}
      </h2>
      <p className="mt-2 text-lg">{t.doneLead}</p>
      {saved.paymentProblem ? (
        <Notice tone="warning" title={t.paymentPageTitle} className="mt-6 text-left">
          {tr(saved.paymentProblem)} {t.paymentPageAfter}
        </Notice>
      ) : null}
      <p className="mt-4 text-ink-muted">
        {t.referenceBefore}
        <strong className="text-ink">{saved.reference}</strong>
        {t.referenceAfter}
      </p>
      <p className="mt-2">
        {t.support}{' '}
        <a href={company.phoneHref} className="font-semibold">
          {company.phone}
        </a>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={href('/')} variant="accent" size="lg">
          {t.goHome}
        </ButtonLink>
        <ButtonLink to={href('/detailsPackage/:id', { id: saved.bookingId })} variant="secondary" size="lg">
          {t.seeBooking}
        </ButtonLink>
      </div>
    </div>
  );
}
