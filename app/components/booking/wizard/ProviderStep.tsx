import { priceBooking } from '../../../../shared/pricing.ts';
import type { Bookable } from '../../../../shared/domain.ts';
import { useFormat, useText, useTranslateMessage } from '../../../lib/i18n.ts';
import { Button, FieldError, cn } from '../../ui/index.ts';
import type { BookingWizard } from './use-booking-wizard.ts';
import { providerLabel, wizardText } from './wizard.text.ts';

/** What each provider takes, in words a traveller in Bangladesh looks for. */
const providerHints = (t: (typeof wizardText)['en']): Record<string, string> => ({ sslcommerz: t.hintSslcommerz, bkash: t.hintBkash });

/**
 * Step 2 when the site takes payments online: which provider. No card field here: the customer
 * pays on the provider's own page after Confirm, so no card number ever reaches Travelez.
 */
export function ProviderStep({ wizard, item, today }: { wizard: BookingWizard; item: Bookable; today: string }) {
  const { values, errors, change, goNext, back, headingRef, providers, chosenDeparture, maxTravellers } = wizard;
  const t = useText(wizardText);
  const f = useFormat();
  const tr = useTranslateMessage();
  const hints = providerHints(t);
  const travelDate = chosenDeparture?.date ?? item.fixedDate ?? values.travelDate;
  const travellers = Math.min(Math.max(1, Number(values.travellers) || 1), maxTravellers);
  const advance = travelDate
    ? priceBooking({ packagePresentPrice: chosenDeparture?.price ?? item.unitPrice, groupSize: item.groupSize }, travellers, travelDate, today).dueNow
    : null;
  const error = errors.provider;
  return (
    <form method="post" noValidate onSubmit={(e) => goNext(2, e)} aria-labelledby="step-title">
      <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mb-2 font-display text-2xl font-bold text-teal-950">
        {t.paymentDetails}
      </h2>
      <p className="mb-6 text-sm text-ink-muted">{advance !== null ? t.providerLeadAmount(f.money(advance)) : t.providerLead}</p>
      <fieldset aria-describedby={error ? 'provider-error' : undefined}>
        <legend className="mb-3 font-semibold text-teal-950">
          {t.payWith} <span className="text-coral-700">*</span>
        </legend>
        <div className="grid gap-3">
          {providers.map((p) => {
            const checked = values.provider === p.name;
            return (
              <label
                key={p.name}
                className={cn(
                  'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-4 transition-colors',
                  checked ? 'border-teal-700 bg-teal-50' : 'border-sand-200 hover:border-teal-400',
                )}
              >
                <input
                  type="radio"
                  name="provider"
                  value={p.name}
                  checked={checked}
                  onChange={() => change(2, 'provider', p.name)}
                  className="mt-1 size-5 accent-teal-700"
                  aria-invalid={error ? true : undefined}
                />
                <span>
                  <span className="block font-semibold">{providerLabel(t, p)}</span>
                  <span className="block text-sm text-ink-muted">{hints[p.name] ?? ''}</span>
                </span>
              </label>
            );
          })}
        </div>
        <div className="mt-2">
          <FieldError id="provider-error" message={tr(error)} />
        </div>
      </fieldset>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" onClick={() => back(1)}>
          {t.back}
        </Button>
        <Button type="submit" variant="accent" size="lg">
          {t.next}
        </Button>
      </div>
    </form>
  );
}
