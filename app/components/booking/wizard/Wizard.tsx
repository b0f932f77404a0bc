/**
 * The four-step booking wizard of /bookNow (spec section 2):
 * the progress bar, and the step shown. Its state is useBookingWizard's.
 */
import type { Bookable } from '../../../../shared/domain.ts';
import { useText } from '../../../lib/i18n.ts';
import { company } from '../../site.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { CustomerStep } from './CustomerStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ProviderStep } from './ProviderStep.tsx';
import type { PaymentOption } from '../../../../shared/schemas/payments.ts';
import { Progress } from './Progress.tsx';
import type { WizardDepartures } from './fields.ts';
import { useBookingWizard, type WizardAccount } from './use-booking-wizard.ts';
import { wizardText } from './wizard.text.ts';

export function Wizard({
  item,
  departures,
  account,
  today,
  providers,
}: {
  item: Bookable;
  departures: WizardDepartures;
  account: WizardAccount;
  today: string;
  providers: readonly PaymentOption[];
}) {
  const wizard = useBookingWizard({ item, departures, account, today, providers });
  const { shownStep, saved } = wizard;
  const t = useText(wizardText);
  return (
    <div className="mx-auto max-w-3xl">
      <Progress step={shownStep} />
      <noscript>
        <p className="mb-6 rounded-xl border-l-4 border-marigold-500 bg-marigold-100 px-4 py-3">
          {providers.length ? t.noscriptOnline : t.noscriptCard}
          {company.phone}
          {t.noscriptAfter}
        </p>
      </noscript>
      <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-8">
        {shownStep === 1 ? <CustomerStep wizard={wizard} item={item} today={today} /> : null}
        {shownStep === 2 ? providers.length ? <ProviderStep wizard={wizard} item={item} today={today} /> : <PaymentStep wizard={wizard} /> : null}
        {shownStep === 3 ? <ConfirmStep wizard={wizard} item={item} today={today} /> : null}
        {shownStep === 4 && saved ? <DoneStep wizard={wizard} saved={saved} /> : null}
      </div>
    </div>
  );
}
