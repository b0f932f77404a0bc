/**
 * /bookNow: the four-step booking wizard (spec section 2, decisions.md "Bookings and payments").
 * The package or event is in the URL (?package=<id> or ?event=<id>), so a reload keeps it; step 1
 * is kept in sessionStorage, the card fields in memory only. Step 4 shows only after the server
 * saved the booking; on failure the user stays on step 3 with the server's message.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useFetcher, type ShouldRevalidateFunctionArgs } from 'react-router';
import { addDays, cancellationCharge, dhakaDate } from '../../../shared/policy.ts';
import { priceBooking } from '../../../shared/pricing.ts';
import { bookingRequestSchema, bookingStep1Schema, bookingStep2Schema, fieldErrors } from '../../../shared/schemas/booking.ts';
import { cardNumberMaxLength, cvcMaxDigits, editCardNumber, editCvc, editExpiry, expiryMaxLength, type Edited } from '../../components/booking/card-input.ts';
import { CancellationTable, PaymentScheduleTable } from '../../components/booking/PolicyTables.tsx';
import type { Bookable } from '../../components/booking/types.ts';
import { company } from '../../components/site.ts';
import { Button, ButtonLink, Container, EmptyState, Field, Notice, PageHeader, ResponsiveImage, formatDate, formatTk } from '../../components/ui/index.ts';
import { cn } from '../../components/ui/cn.ts';
import { valuesTypedBeforeHydration } from '../../components/forms/typed-before-hydration.ts';
import { appFrom } from '../../context.ts';
import { requireVerifiedUser } from '../../lib/guards.server.ts';
import type { Route } from './+types/book-now';
import { bookableFrom, domainStatus } from './booking.server.ts';

export function meta() {
  return [{ title: 'Book Now | Travelez' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services } = appFrom(context);
  const { item, problem } = await bookableFrom(services, new URL(request.url));
  return { item, problem, account: { name: viewer.name, email: viewer.email }, today: dhakaDate() };
}

/**
 * No reload of the page data after the booking is sent: the wizard keeps what it shows (a package
 * removed meanwhile must not wipe the form; the answer says what happened).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;
}

type ActionReply =
  | { ok: true; bookingId: string; reference: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionReply> {
  const viewer = requireVerifiedUser(context, request);
  const { services } = appFrom(context);
  const form = await request.formData();
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : undefined;
  };
  if (text('intent') !== 'confirm') {
    return { ok: false, message: 'The page was not ready yet. Please try again.', fieldErrors: {} };
  }
  const kind = text('kind');
  const id = text('itemId');
  const parsed = bookingRequestSchema().safeParse({
    packageId: kind === 'package' ? id : undefined,
    eventId: kind === 'event' ? id : undefined,
    fullName: text('fullName'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    travelDate: kind === 'event' ? undefined : text('travelDate'),
    travellers: text('travellers'),
    cardName: text('cardName'),
    cardNumber: text('cardNumber'),
    cvc: text('cvc'),
    expireDate: text('expireDate'),
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { ok: false, message: `Please check your details: ${Object.values(errors)[0] ?? 'something is missing'}`, fieldErrors: errors };
  }
  try {
    const key = text('idempotencyKey')?.slice(0, 200) || null;
    const { booking } = await services.bookings.create(viewer, parsed.data, key);
    return { ok: true, bookingId: booking._id, reference: `TZ-${booking._id.slice(0, 8).toUpperCase()}` };
  } catch (error) {
    const status = domainStatus(error);
    const e = error as { message: string; issues?: { path: string; message: string }[] };
    if (status !== null && status < 500) {
      const errors = Object.fromEntries((e.issues ?? []).map((i) => [i.path, i.message]));
      return { ok: false, message: `Your booking was not saved: ${e.message}`, fieldErrors: errors };
    }
    // The error names no card data (the card number never goes past the service's first lines).
    console.error('[bookNow] booking failed', error);
    return { ok: false, message: 'Your booking was not saved: something went wrong on our side. Please try again in a moment.', fieldErrors: {} };
  }
}

/**
 * In the browser: a lost connection or a server failure becomes a message on step 3 (the wizard
 * and everything typed stay), never the error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ActionReply> {
  try {
    return (await serverAction()) as ActionReply;
  } catch (error) {
    // A redirect (signed out meanwhile) still happens.
    if (error instanceof Response) throw error;
    return { ok: false, message: 'Your booking was not saved: we could not reach Travelez. Check your connection and try again.', fieldErrors: {} };
  }
}

// ---------------------------------------------------------------- the wizard

const stepNames = ['Your details', 'Payment', 'Confirm', 'Done'] as const;

const step1Fields = [
  { name: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
  { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
] as const;

/**
 * The payment fields. The number, CVC and expiry take digits only (the number shown in groups as
 * it is typed): `edit` says what a field holds after a keystroke or a paste, and where the caret goes.
 */
const step2Fields: readonly {
  name: string;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder: string;
  maxLength: number;
  edit?: (raw: string, caret: number) => Edited;
}[] = [
  { name: 'cardName', label: 'Card Name', autoComplete: 'cc-name', placeholder: 'Name on the card', maxLength: 120 },
  { name: 'cardNumber', label: 'Card Number', autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 5678 9012 3456', maxLength: cardNumberMaxLength, edit: editCardNumber },
  { name: 'cvc', label: 'CVC', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123', maxLength: cvcMaxDigits, edit: editCvc },
  { name: 'expireDate', label: 'Expire Date', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY', maxLength: expiryMaxLength, edit: editExpiry },
];

/**
 * Puts an edit's answer into the field at once, caret included (React then finds the value it
 * renders already there and leaves the caret alone); answers the new value.
 */
function editField(input: HTMLInputElement, raw: string, caret: number, edit: (raw: string, caret: number) => Edited): string {
  const next = edit(raw, caret);
  if (input.value !== next.value) input.value = next.value;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
  return next.value;
}

type Values = Record<string, string>;
const step1Keys = [...step1Fields.map((f) => f.name), 'travelDate', 'travellers'];
const step2Keys = step2Fields.map((f) => f.name) as string[];

function storageKey(item: Bookable) {
  return `travelez:booking:${item.kind}:${item.id}`;
}

function Progress({ step }: { step: number }) {
  return (
    <nav aria-label="Booking progress" className="mb-8">
      <p className="mb-3 text-sm font-semibold text-ink-muted">
        Step {step} of {stepNames.length}: {stepNames[step - 1]}
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {stepNames.map((name, i) => {
          const n = i + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li key={name} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col gap-2">
              <span
                className={cn(
                  'h-2 rounded-full',
                  state === 'done' && 'bg-teal-700',
                  state === 'current' && 'bg-coral-600',
                  state === 'todo' && 'bg-sand-200',
                )}
                aria-hidden="true"
              />
              <span className={cn('text-xs sm:text-sm', state === 'current' ? 'font-bold text-teal-950' : 'text-ink-muted')}>
                <span className="sr-only">{state === 'done' ? 'Completed: ' : state === 'current' ? 'Current: ' : ''}</span>
                {n}. {name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-t border-sand-200 py-2 first:border-t-0">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

function Wizard({ item, account, today }: { item: Bookable; account: { name: string; email: string }; today: string }) {
  const fetcher = useFetcher<ActionReply>();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<Values>(() => ({
    fullName: account.name === 'To Travelez' ? '' : account.name,
    email: account.email,
    phone: '',
    address: '',
    city: '',
    travelDate: item.fixedDate ?? '',
    travellers: '1',
    cardName: '',
    cardNumber: '',
    cvc: '',
    expireDate: '',
  }));
  const [errors, setErrors] = useState<Values>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);
  const step1Form = useRef<HTMLFormElement>(null);
  // The values as last rendered, for the restore effect below (which runs only when the item changes).
  const renderedValues = useRef(values);
  renderedValues.current = values;

  const step1Schema = useMemo(() => bookingStep1Schema({ groupSize: item.groupSize, today }), [item.groupSize, today]);
  const step2Schema = useMemo(() => bookingStep2Schema(), []);

  // Restore step 1 after a reload (never card fields), and make the idempotency key.
  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey(item)) ?? 'null') as Values | null;
      if (saved) {
        const kept = Object.fromEntries(Object.entries(saved).filter(([k, v]) => step1Keys.includes(k) && typeof v === 'string'));
        if (item.fixedDate) kept.travelDate = item.fixedDate;
        setValues((v) => ({ ...v, ...kept }));
      }
    } catch {
      // A broken entry: start afresh.
    }
    // What the visitor typed before the page's code took over wins over the saved draft.
    const early = valuesTypedBeforeHydration(step1Form.current, step1Keys, renderedValues.current);
    if (Object.keys(early).length > 0) {
      setValues((v) => ({ ...v, ...early }));
      setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(early).map((k) => [k, true])) }));
    }
    restored.current = true;
    setIdempotencyKey(typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
  }, [item]);

  // Keep step 1 across reloads.
  useEffect(() => {
    if (!restored.current) return;
    const step1 = Object.fromEntries(step1Keys.map((k) => [k, values[k] ?? '']));
    try {
      sessionStorage.setItem(storageKey(item), JSON.stringify(step1));
    } catch {
      // Storage full or disabled: the wizard still works, only a reload forgets.
    }
  }, [values, item]);

  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const saved = reply?.ok ? reply : null;
  const failed = reply && !reply.ok ? reply : null;
  const busy = fetcher.state !== 'idle';
  const shownStep = saved ? 4 : step;

  useEffect(() => {
    if (saved) {
      try {
        sessionStorage.removeItem(storageKey(item));
      } catch {
        // ignore
      }
    }
  }, [saved, item]);

  useEffect(() => {
    headingRef.current?.focus();
  }, [shownStep]);

  function check(stepNo: 1 | 2, next: Values) {
    const schema = stepNo === 1 ? step1Schema : step2Schema;
    const keys = stepNo === 1 ? step1Keys : step2Keys;
    const result = schema.safeParse(Object.fromEntries(keys.map((k) => [k, next[k] ?? ''])));
    return result.success ? {} : fieldErrors(result.error);
  }

  function change(stepNo: 1 | 2, name: string, value: string) {
    const next = { ...values, [name]: value };
    const nextTouched = { ...touched, [name]: true };
    setValues(next);
    setTouched(nextTouched);
    const all = check(stepNo, next);
    setErrors(Object.fromEntries(Object.entries(all).filter(([k]) => nextTouched[k])));
  }

  function goNext(stepNo: 1 | 2, event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const all = check(stepNo, values);
    if (Object.keys(all).length > 0) {
      setErrors(all);
      const keys = stepNo === 1 ? step1Keys : step2Keys;
      setTouched((t) => ({ ...t, ...Object.fromEntries(keys.map((k) => [k, true])) }));
      const first = keys.find((k) => all[k]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStep(stepNo + 1);
  }

  function back(to: number) {
    setErrors({});
    setStep(to);
  }

  function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    fetcher.submit(
      { ...values, intent: 'confirm', kind: item.kind, itemId: item.id, idempotencyKey },
      // Nothing on the page changes with a booking: no reload of any page data (a lost connection
      // must leave the wizard as it is).
      { method: 'post', defaultShouldRevalidate: false },
    );
  }

  const travellers = Number(values.travellers) || 1;
  const price = values.travelDate && step >= 3 ? priceBooking({ packagePresentPrice: item.unitPrice, packageGroupPeoples: item.groupSize }, Math.min(Math.max(1, travellers), item.groupSize), values.travelDate, today) : null;
  const policyBooking = price ? { travelDate: values.travelDate!, totalPrice: price.totalPrice, advanceDue: price.dueNow, bookedOn: today } : null;

  return (
    <div className="mx-auto max-w-3xl">
      <Progress step={shownStep} />
      <noscript>
        <p className="mb-6 rounded-xl border-l-4 border-marigold-500 bg-marigold-100 px-4 py-3">
          The booking form needs JavaScript to keep your card details in this page only. Please turn JavaScript on, or call us on {company.phone} to book.
        </p>
      </noscript>
      <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-8">
        {shownStep === 1 ? (
          <form ref={step1Form} method="post" noValidate onSubmit={(e) => goNext(1, e)} aria-labelledby="step-title">
            <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mb-6 font-display text-2xl font-bold text-teal-950">
              Your details
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              {step1Fields.map((f) => (
                <Field
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  value={values[f.name] ?? ''}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => change(1, f.name, e.target.value)}
                  error={errors[f.name]}
                  requiredMark
                  className={f.name === 'address' ? 'sm:col-span-2' : undefined}
                />
              ))}
              {item.fixedDate ? (
                <div className="flex flex-col gap-1.5">
                  <p className="text-sm font-semibold">Travel Date</p>
                  <p className="rounded-xl bg-sand-100 px-4 py-3">{formatDate(item.fixedDate)}</p>
                  <p className="text-sm text-ink-muted">The event's start date.</p>
                </div>
              ) : (
                <Field
                  name="travelDate"
                  label="Travel Date"
                  type="date"
                  min={addDays(today, 1)}
                  value={values.travelDate ?? ''}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => change(1, 'travelDate', e.target.value)}
                  error={errors.travelDate}
                  requiredMark
                />
              )}
              <Field
                name="travellers"
                label="Travellers"
                type="number"
                inputMode="numeric"
                min={1}
                max={item.groupSize}
                hint={`1 to ${item.groupSize} people`}
                value={values.travellers ?? ''}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => change(1, 'travellers', e.target.value)}
                error={errors.travellers}
                requiredMark
              />
            </div>
            <div className="mt-8 flex flex-col sm:flex-row sm:justify-end">
              <Button type="submit" variant="accent" size="lg">
                Next
              </Button>
            </div>
          </form>
        ) : null}

        {shownStep === 2 ? (
          <form method="post" noValidate onSubmit={(e) => goNext(2, e)} aria-labelledby="step-title" autoComplete="on">
            <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mb-2 font-display text-2xl font-bold text-teal-950">
              Payment details
            </h2>
            <p className="mb-6 text-sm text-ink-muted">
              We keep only the name on the card, its brand, its last 4 digits and its expiry date. The card number and the CVC are never stored.
            </p>
            <div className="grid gap-5 sm:grid-cols-2">
              {step2Fields.map((f) => (
                <Field
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  type="text"
                  autoComplete={f.autoComplete}
                  inputMode={f.inputMode}
                  placeholder={f.placeholder}
                  maxLength={f.maxLength}
                  autoCorrect="off"
                  spellCheck={false}
                  value={values[f.name] ?? ''}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                    const input = e.target;
                    const edit = f.edit;
                    change(2, f.name, edit ? editField(input, input.value, input.selectionStart ?? input.value.length, edit) : input.value);
                  }}
                  onPaste={
                    f.edit
                      ? (e: React.ClipboardEvent<HTMLInputElement>) => {
                          // Taken here, not by the browser: maxLength would cut a long paste
                          // ('4242 - 4242 - ...') before its letters and dashes are dropped.
                          const input = e.currentTarget;
                          const text = e.clipboardData.getData('text');
                          const start = input.selectionStart ?? input.value.length;
                          const end = input.selectionEnd ?? start;
                          e.preventDefault();
                          const raw = input.value.slice(0, start) + text + input.value.slice(end);
                          change(2, f.name, editField(input, raw, start + text.length, f.edit!));
                        }
                      : undefined
                  }
                  error={errors[f.name]}
                  requiredMark
                  className={f.name === 'cardName' || f.name === 'cardNumber' ? 'sm:col-span-2' : undefined}
                />
              ))}
            </div>
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="secondary" size="lg" onClick={() => back(1)}>
                Back
              </Button>
              <Button type="submit" variant="accent" size="lg">
                Next
              </Button>
            </div>
          </form>
        ) : null}

        {shownStep === 3 && price && policyBooking ? (
          <form method="post" noValidate onSubmit={confirm} aria-labelledby="step-title">
            <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mb-6 font-display text-2xl font-bold text-teal-950">
              Confirm your booking
            </h2>
            {failed ? (
              <Notice tone="error" title="Your booking was not saved" className="mb-6">
                {failed.message.replace(/^Your booking was not saved: /, '')} Nothing you typed is lost: correct it with Back, or try again.
              </Notice>
            ) : null}
            <div className="grid gap-6 sm:grid-cols-[1fr_1.2fr]">
              <div>
                {item.displayPhoto ? (
                  <ResponsiveImage src={item.displayPhoto} alt="" width={960} height={600} sizes="(min-width: 640px) 320px, 100vw" className="aspect-[16/10] w-full rounded-xl object-cover" />
                ) : null}
                <p className="mt-3 font-display text-xl font-bold text-teal-950">{item.name}</p>
                {item.packageName ? <p className="text-ink-muted">{item.packageName}</p> : null}
              </div>
              <dl className="text-[0.95rem]">
                <Row label="Travellers">{price.travellers}</Row>
                <Row label="Travel date">{formatDate(values.travelDate!)}</Row>
                <Row label="Days">{item.totaldays}</Row>
                <Row label="Price per person">{formatTk(price.unitPrice)}</Row>
                <Row label="Total">{formatTk(price.totalPrice)}</Row>
                <Row label="Advance due now">
                  <span className="text-coral-700">{formatTk(price.dueNow)}</span>
                  {price.dueNow > price.advance ? <span className="block text-xs font-normal text-ink-muted">more than 30%: the booking-fee policy for this date</span> : <span className="block text-xs font-normal text-ink-muted">30% advance</span>}
                </Row>
                <Row label="Name">{values.fullName}</Row>
                <Row label="Email">{values.email}</Row>
                <Row label="Phone">{values.phone}</Row>
                <Row label="Card">ending in {values.cardNumber!.replace(/\D/g, '').slice(-4)}</Row>
                <Row label="Cancelling today would cost">{formatTk(cancellationCharge(policyBooking, today).charge)}</Row>
              </dl>
            </div>
            <section className="mt-8" aria-labelledby="schedule-title">
              <h3 id="schedule-title" className="mb-2 font-semibold text-teal-950">Payment schedule</h3>
              <PaymentScheduleTable booking={policyBooking} />
            </section>
            <section className="mt-6" aria-labelledby="cancel-title">
              <h3 id="cancel-title" className="mb-2 font-semibold text-teal-950">What cancelling would cost</h3>
              <CancellationTable booking={policyBooking} today={today} />
              <p className="mt-2 text-sm text-ink-muted">Refund takes 2 to 7 weeks.</p>
            </section>
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="secondary" size="lg" onClick={() => back(2)} disabled={busy}>
                Back
              </Button>
              <Button type="submit" variant="accent" size="lg" busy={busy} disabled={busy || !idempotencyKey}>
                {busy ? 'Saving…' : 'Confirm And Submit'}
              </Button>
            </div>
          </form>
        ) : null}

        {shownStep === 4 && saved ? (
          <div className="flex flex-col items-center py-6 text-center">
            <svg viewBox="0 0 48 48" className="size-16 text-leaf-700" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
              <circle cx="24" cy="24" r="21" />
              <path d="m14 25 7 7 13-14" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h2 id="step-title" ref={headingRef} tabIndex={-1} className="mt-4 font-display text-3xl font-bold text-teal-950">
              Your Order Successfully Done.
            </h2>
            <p className="mt-2 text-lg">We'll notify you as soon as possible</p>
            <p className="mt-4 text-ink-muted">
              Booking reference <strong className="text-ink">{saved.reference}</strong>. A confirmation is on its way to your e-mail.
            </p>
            <p className="mt-2">
              Support: <a href={company.phoneHref} className="font-semibold">{company.phone}</a>
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <ButtonLink to="/" variant="accent" size="lg">
                GO TO HOME
              </ButtonLink>
              <ButtonLink to={`/detailsPackage/${saved.bookingId}`} variant="secondary" size="lg">
                See my booking
              </ButtonLink>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

export default function BookNow({ loaderData }: Route.ComponentProps) {
  const { item, problem, account, today } = loaderData;
  return (
    <>
      <PageHeader title="Book Now" subtitle={item ? `${item.name}${item.packageName ? ` · ${item.packageName}` : ''}` : undefined} crumbs={[{ label: 'Tours', to: '/tour' }, { label: 'Book Now' }]} />
      <Container className="py-10 sm:py-14">
        {item ? (
          <Wizard key={`${item.kind}:${item.id}`} item={item} account={account} today={today} />
        ) : (
          <EmptyState
            title={problem ? 'This tour cannot be booked' : 'Choose a tour first'}
            action={
              <ButtonLink to="/tour" variant="accent">
                Browse tours
              </ButtonLink>
            }
          >
            {problem ?? (
              <>
                Open a tour from the <Link to="/tour">Tours</Link> page or an upcoming event on the home page, then press its 'Book Now' button.
              </>
            )}
          </EmptyState>
        )}
      </Container>
    </>
  );
}
