import type { ReactNode } from 'react';
import { ADVANCE_PERCENT, cancellationCharge, policyTextsIn } from '../../../../shared/policy.ts';
import { categoryNameText } from '../../../../shared/i18n/category-names.text.ts';
import { partyError, pricePartyBooking } from '../../../../shared/party.ts';
import { pickupName } from '../../../../shared/pickup.ts';
import type { Bookable } from '../../../../shared/domain.ts';
import { useFormat, useLang, useText, useTranslateMessage } from '../../../lib/i18n.ts';
import { Button, Notice, ResponsiveImage } from '../../ui/index.ts';
import { CancellationTable, PaymentScheduleTable } from '../PolicyTables.tsx';
import { partyOf } from './fields.ts';
import { useQuote } from './use-quote.ts';
import type { BookingWizard } from './use-booking-wizard.ts';
import { providerLabel, wizardText } from './wizard.text.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-t border-sand-200 py-2 first:border-t-0">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

/**
 * Step 3: the summary with the price, the payment schedule and what cancelling would cost (all
 * from the policy module), and Confirm. A booking the server did not save shows its reason here.
 */
export function ConfirmStep({ wizard, item, today }: { wizard: BookingWizard; item: Bookable; today: string }) {
  const { values, failure, busy, idempotencyKey, back, confirm, headingRef, departures, chosenDeparture, maxTravellers, providers } = wizard;
  const t = useText(wizardText);
  const f = useFormat();
  const tr = useTranslateMessage();
  const lang = useLang();
  const provider = providers.find((p) => p.name === values.provider);
  // A departure's own date and price win over the free date and the package's price.
  const travelDate = departures.sells && !item.fixedDate ? chosenDeparture?.date : values.travelDate;
  const travellers = Math.min(Math.max(1, Number(values.travellers) || 1), maxTravellers);
  // The party as step 1 left it (all adults when it does not fit the tour: step 1 refuses that).
  const asked = partyOf({ ...values, travellers: String(travellers) });
  const party = partyError(asked, item.priceCategories, item.groupSize) ? { adult: travellers, child: 0, infant: 0 } : asked;
  const promoCode = values.promoCode?.trim() ?? '';
  // The server's price (the booking's own rule, the promo code checked); ours until it answers.
  const quoted = useQuote(
    travelDate
      ? {
          ...(item.kind === 'package' ? { packageId: item.id } : { eventId: item.id }),
          ...(departures.sells && values.departureId ? { departureId: values.departureId } : { travelDate }),
          travellers,
          party,
          ...(promoCode ? { promoCode } : {}),
        }
      : null,
  );
  if (!travelDate) return null;
  const source = { categories: item.priceCategories, groupSize: item.groupSize, infantsTakeSeat: item.infantsTakeSeat, departurePrice: chosenDeparture?.price };
  const ours = pricePartyBooking(source, party, null, travelDate, today);
  const price = quoted.state === 'priced' ? quoted.quote : ours;
  const pickup = chosenDeparture?.pickupPoints.find((p) => p.id === values.pickupPointId);
  const policyBooking = { travelDate, totalPrice: price.totalPrice, advanceDue: price.dueNow, bookedOn: today };
  return (
    <form method="post" noValidate onSubmit={confirm} aria-labelledby="step-title">
      <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mb-6 font-display text-2xl font-bold text-teal-950">
        {t.confirmTitle}
      </h2>
      {failure ? (
        <Notice tone="error" title={t.notSaved} className="mb-6">
          {tr(failure.formError)} {t.nothingLost}
        </Notice>
      ) : quoted.state === 'refused' ? (
        <Notice tone="warning" title={t.quoteRefused} className="mb-6">
          {tr(quoted.reason)} {t.quoteRefusedAfter}
        </Notice>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-[1fr_1.2fr]">
        <div>
          {item.displayPhoto ? (
            <ResponsiveImage
              src={item.displayPhoto}
              alt=""
              width={960}
              height={600}
              sizes="(min-width: 640px) 320px, 100vw"
              className="aspect-[16/10] w-full rounded-xl object-cover"
            />
          ) : null}
          <p className="mt-3 font-display text-xl font-bold text-teal-950">{item.name}</p>
          {item.subtitle ? <p className="text-ink-muted">{item.subtitle}</p> : null}
        </div>
        <dl className="text-[0.95rem]">
          <Row label={t.travellers}>{f.number(price.travellers)}</Row>
          <Row label={t.travelDateRow}>{f.date(travelDate)}</Row>
          <Row label={t.days}>{f.number(item.totalDays)}</Row>
          {price.priceBreakdown.length === 1 && price.priceBreakdown[0]!.code === 'adult' ? (
            <Row label={t.pricePerPerson}>{f.money(price.priceBreakdown[0]!.unitPrice)}</Row>
          ) : (
            price.priceBreakdown.map((line) => (
              <Row key={line.code} label={t.breakdownLine(categoryNameText[lang][line.code], line.count, f.money(line.unitPrice))}>
                {f.money(line.amount)}
              </Row>
            ))
          )}
          {pickup ? <Row label={t.pickupPoint}>{t.pickupAt(pickupName(pickup, lang), pickup.time)}</Row> : null}
          {promoCode && quoted.state === 'priced' && quoted.quote.promoCode ? (
            <>
              <Row label={t.subtotal}>{f.money(quoted.quote.subtotal)}</Row>
              <Row label={t.promoRow(quoted.quote.promoCode)}>
                <span className="text-teal-800">{t.discountOff(f.money(quoted.quote.discount))}</span>
              </Row>
            </>
          ) : promoCode ? (
            <Row label={t.promoRow(promoCode.toUpperCase())}>
              <span className="block text-xs font-normal text-ink-muted">{quoted.state === 'asking' ? t.quoteChecking : t.promoAtConfirm}</span>
            </Row>
          ) : null}
          <Row label={promoCode && quoted.state !== 'priced' ? t.subtotal : t.total}>{f.money(price.totalPrice)}</Row>
          <Row label={t.advanceDueNow}>
            <span className="text-coral-700">{f.money(price.dueNow)}</span>
            {price.dueNow > price.advance ? (
              <span className="block text-xs font-normal text-ink-muted">{t.moreThanAdvance(ADVANCE_PERCENT)}</span>
            ) : (
              <span className="block text-xs font-normal text-ink-muted">{t.advancePercent(ADVANCE_PERCENT)}</span>
            )}
          </Row>
          <Row label={t.name}>{values.fullName}</Row>
          <Row label={t.email}>{values.email}</Row>
          <Row label={t.phone}>{values.phone}</Row>
          {provider ? (
            <Row label={t.payWith}>{providerLabel(t, provider)}</Row>
          ) : (
            <Row label={t.card}>{t.endingIn((values.cardNumber ?? '').replace(/\D/g, '').slice(-4))}</Row>
          )}
          <Row label={t.cancelTodayCost}>{f.money(cancellationCharge(policyBooking, today).charge)}</Row>
        </dl>
      </div>
      <section className="mt-8" aria-labelledby="schedule-title">
        <h3 id="schedule-title" className="mb-2 font-semibold text-teal-950">
          {t.paymentSchedule}
        </h3>
        <PaymentScheduleTable booking={policyBooking} />
      </section>
      <section className="mt-6" aria-labelledby="cancel-title">
        <h3 id="cancel-title" className="mb-2 font-semibold text-teal-950">
          {t.cancelCost}
        </h3>
        <CancellationTable booking={policyBooking} today={today} />
        <p className="mt-2 text-sm text-ink-muted">{provider ? t.refundOnline : policyTextsIn(f.lang).refund}</p>
      </section>
      {provider ? (
        <p className="mt-6 rounded-xl bg-teal-50 px-4 py-3 text-sm">
          {t.confirmOpens(providerLabel(t, provider))}
          <strong>{f.money(price.dueNow)}</strong>
          {t.confirmOpensAfter}
        </p>
      ) : null}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" size="lg" onClick={() => back(2)} disabled={busy}>
          {t.back}
        </Button>
        <Button type="submit" variant="accent" size="lg" busy={busy} disabled={busy || !idempotencyKey}>
          {busy ? t.saving : t.confirmSubmit}
        </Button>
      </div>
    </form>
  );
}
