import { href } from 'react-router';
import { company } from '../../site.ts';
import { ButtonLink, Notice } from '../../ui/index.ts';
import type { BookingSaved } from './fields.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

/** Step 4, once the server saved the booking: its reference and where to go next. */
export function DoneStep({ wizard, saved }: { wizard: BookingWizard; saved: BookingSaved }) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      {/* A tick in a circle, drawn here: not (yet) one of app/components/icons.tsx. */}
      <svg viewBox="0 0 48 48" className="size-16 text-leaf-700" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
        <circle cx="24" cy="24" r="21" />
        <path d="m14 25 7 7 13-14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="step-title" ref={wizard.headingRef} tabIndex={-1} className="mt-4 font-display text-3xl font-bold text-teal-950">
        Your Order Successfully Done.
      </h2>
      <p className="mt-2 text-lg">We'll notify you as soon as possible</p>
      {saved.paymentProblem ? (
        <Notice tone="warning" title="The payment page did not open" className="mt-6 text-left">
          {saved.paymentProblem} Your booking is saved and its seats are held for a while: pay the advance from your booking's page.
        </Notice>
      ) : null}
      <p className="mt-4 text-ink-muted">
        Booking reference <strong className="text-ink">{saved.reference}</strong>. A confirmation is on its way to your e-mail.
      </p>
      <p className="mt-2">
        Support:{' '}
        <a href={company.phoneHref} className="font-semibold">
          {company.phone}
        </a>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={href('/')} variant="accent" size="lg">
          GO TO HOME
        </ButtonLink>
        <ButtonLink to={href('/detailsPackage/:id', { id: saved.bookingId })} variant="secondary" size="lg">
          See my booking
        </ButtonLink>
      </div>
    </div>
  );
}
