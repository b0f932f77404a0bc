/**
 * What a booking asks for: wizard step 1 (customer), step 2 (card), and the POST /api/bookTour
 * body (both, plus the package or event, the travel date and the travellers). The wizard validates
 * on every change with these; the API and the page action validate with the same ones.
 * Messages follow the spec (issueMessage('starLabelRequired', 'Full Name')).
 */
import { z } from 'zod';
import { cardDigits, cardNumberError, cvcError, expiryError } from '../card.ts';
import { addDays, dhakaDate } from '../policy.ts';
import { controlCharactersMessage, hasControlCharacters } from '../text.ts';
import { codedMessage, issueMessage, msg } from '../i18n/coded-messages.ts';
import type { FieldLabel } from '../i18n/coded-messages.text.ts';

const required = (label: FieldLabel, max = 200) =>
  z
    .string({ error: issueMessage('starLabelRequired', label) })
    .trim()
    .min(1, issueMessage('starLabelRequired', label))
    .max(max, issueMessage('tooManyCharacters', label, max))
    .refine((v) => !hasControlCharacters(v), controlCharactersMessage(label));

/** Furthest a travel date may be booked ahead. */
export const MAX_DAYS_AHEAD = 730;

export interface Step1Options {
  /** The package's group size: travellers may not exceed it. */
  groupSize?: number;
  /** Today ('YYYY-MM-DD', Bangladesh); defaults to the real today. */
  today?: string;
}

/** 'YYYY-MM-DD', a real date, from tomorrow to two years ahead. */
export const travelDateField = (today?: string) =>
  z
    .string({ error: issueMessage('starLabelRequired', 'Travel Date') })
    .trim()
    .min(1, issueMessage('starLabelRequired', 'Travel Date'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, issueMessage('travelDateNotDate'))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, issueMessage('travelDateNotReal'))
    .refine((v) => v > (today ?? dhakaDate()), issueMessage('travelDateNotFuture'))
    .refine((v) => v <= addDays(today ?? dhakaDate(), MAX_DAYS_AHEAD), issueMessage('travelDateTooFar'));

export const travellersField = (groupSize = 100) =>
  z
    .union([z.number(), z.string().trim()], { error: issueMessage('starLabelRequired', 'Travellers') })
    .refine((v) => v !== '', issueMessage('starLabelRequired', 'Travellers'))
    // Digits only: Number() would also read '0x10' as 16, '1e1' as 10 and ' ' as 0.
    .refine((v) => typeof v === 'number' || /^\d+$/.test(v), issueMessage('travellersNotWhole'))
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int(issueMessage('travellersNotWhole'))
        .min(1, issueMessage('travellersAtLeastOne'))
        .max(groupSize, issueMessage('travellersOverGroup', groupSize)),
    );

/** A count of one category of travellers: a whole number, 0 or more (a form sends text). */
const partyCount = z
  .union([z.number(), z.string().trim()])
  .refine((v) => typeof v === 'number' || /^\d+$/.test(v), issueMessage('partyCountNotWhole'))
  .transform((v) => Number(v))
  .pipe(z.number().int(issueMessage('partyCountNotWhole')).min(0, issueMessage('partyCountNotWhole')).max(100, issueMessage('partyCountNotWhole')));

/** Who travels (issue 36): adults, children and infants; at least one adult. */
export const partyField = z
  .object({ adult: partyCount, child: partyCount.optional().default(0), infant: partyCount.optional().default(0) })
  .refine((p) => p.adult >= 1, { message: issueMessage('partyNeedsAdult'), path: ['adult'] })
  .meta({ description: 'Who travels; without it, `travellers` adults' });

/** A promo code as typed (checked and priced by the server). */
export const promoCodeField = z
  .string()
  .trim()
  .max(30, issueMessage('promoCodeFormat'))
  .transform((v) => v.toUpperCase());

export const customerFields = {
  fullName: required('Full Name', 120),
  email: z
    .string({ error: issueMessage('starLabelRequired', 'Email') })
    .trim()
    .min(1, issueMessage('starLabelRequired', 'Email'))
    .max(254, issueMessage('emailTooLong'))
    .pipe(z.email(issueMessage('emailNotValid'))),
  phone: required('Phone', 40).regex(/^\+?[0-9][0-9 ()-]{5,}$/, issueMessage('phoneNotValid')),
  address: required('Address', 300),
  city: required('City', 120),
};

/** An open departure as wizard step 1 offers it (services.departures.list). */
export interface Step1Departure {
  _id: string;
  date: string;
  seatsLeft: number;
}

/** Step 1 of a package (or event) that sells departures: the departure instead of a free date. */
export interface Step1DepartureOptions extends Step1Options {
  /**
   * The departures offered: one of them must be chosen (`departureId`, no travel date), and the
   * travellers must fit in its seats left (and the group size).
   */
  departures: readonly Step1Departure[];
}

function dateStep1Schema(opts: Step1Options) {
  return z.object({
    ...customerFields,
    travelDate: travelDateField(opts.today),
    travellers: travellersField(opts.groupSize),
  });
}

function departureStep1Schema(opts: Step1DepartureOptions) {
  return z
    .object({
      ...customerFields,
      departureId: z
        .string({ error: issueMessage('starLabelRequired', 'Departure Date') })
        .trim()
        .min(1, issueMessage('starLabelRequired', 'Departure Date')),
      travellers: travellersField(opts.groupSize),
    })
    .superRefine((v, ctx) => {
      if (!v.departureId) return;
      const chosen = opts.departures.find((d) => d._id === v.departureId);
      if (!chosen) {
        ctx.addIssue({ code: 'custom', path: ['departureId'], message: issueMessage('chooseOfferedDate') });
        return;
      }
      if (chosen.seatsLeft <= 0) {
        ctx.addIssue({ code: 'custom', path: ['departureId'], message: issueMessage('departureSoldOut', chosen.date) });
        return;
      }
      // Only a valid count (a bad one already has its message).
      if (typeof v.travellers === 'number' && v.travellers > chosen.seatsLeft) {
        ctx.addIssue({
          code: 'custom',
          path: ['travellers'],
          message: issueMessage('travellersOverSeats', chosen.seatsLeft, chosen.date),
        });
      }
    });
}

/**
 * Step 1: the customer, the travellers, and either a free travel date (a package without
 * departures) or, with `departures`, one of them.
 */
export function bookingStep1Schema(opts: Step1DepartureOptions): ReturnType<typeof departureStep1Schema>;
export function bookingStep1Schema(opts?: Step1Options): ReturnType<typeof dateStep1Schema>;
export function bookingStep1Schema(opts: Step1Options | Step1DepartureOptions = {}) {
  return 'departures' in opts ? departureStep1Schema(opts) : dateStep1Schema(opts);
}
export const bookingStep1 = bookingStep1Schema();

/** Card fields; `now` is for tests (the expiry must not be over). */
export function bookingStep2Schema(now?: Date) {
  return z.object({
    cardName: required('Card Name', 120),
    cardNumber: z
      .string({ error: issueMessage('starCardNumberRequired') })
      .superRefine((v, ctx) => {
        const error = cardNumberError(v);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      })
      .transform(cardDigits),
    cvc: z
      .string({ error: issueMessage('starCvcRequired') })
      .superRefine((v, ctx) => {
        const error = cvcError(v);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      })
      .transform((v) => v.trim()),
    expireDate: z.string({ error: issueMessage('starExpireDateRequired') }).superRefine((v, ctx) => {
      const error = expiryError(v, now);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  });
}
export const bookingStep2 = bookingStep2Schema();

const idField = z.string().trim().min(1).max(64);

/** The card fields of a booking request (the specification's; taken only when no payment provider is configured). */
export const cardFieldNames = ['cardName', 'cardNumber', 'cvc', 'expireDate'] as const;

const cardRequiredMessages = {
  cardName: issueMessage('starLabelRequired', 'Card Name'),
  cardNumber: issueMessage('starCardNumberRequired'),
  cvc: issueMessage('starCvcRequired'),
  expireDate: issueMessage('starExpireDateRequired'),
} as const;

/** Said when card fields come to a site that takes payments on a provider's page instead. */
export const cardNotTakenMessage = msg('cardNotTaken');

/** What a booking and a quote both ask: a package or an event, a day for a package, a party that adds up to `travellers`. */
function tourAndParty(
  v: {
    packageId?: string | undefined;
    eventId?: string | undefined;
    departureId?: string | undefined;
    travelDate?: string | undefined;
    travellers: number;
    party?: { adult: number; child: number; infant: number } | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (v.party && v.party.adult + v.party.child + v.party.infant !== v.travellers)
    ctx.addIssue({ code: 'custom', path: ['travellers'], message: issueMessage('partyTotalMismatch', v.party.adult + v.party.child + v.party.infant) });
  if (!v.packageId === !v.eventId) ctx.addIssue({ code: 'custom', path: ['packageId'], message: issueMessage('packageOrEvent') });
  if (v.packageId && !v.travelDate && !v.departureId)
    ctx.addIssue({ code: 'custom', path: ['travelDate'], message: issueMessage('starLabelRequired', 'Travel Date') });
}

/**
 * POST /api/bookTour. Prices are never read from the body (any sent are ignored); the server
 * computes them from its package or event. For an event, the travel date is the event's start and
 * a travelDate sent is ignored.
 *
 * `payment`: 'card' (no provider configured: the card fields are required, as the specification
 * has them), 'online' (a provider is configured: card fields are refused, so no card number ever
 * reaches the server), or 'either' (the API's published body: card fields optional, checked when
 * sent; the booking service then applies the site's mode).
 */
export function bookingRequestSchema(opts: { today?: string; now?: Date; payment?: 'card' | 'online' | 'either' } = {}) {
  const payment = opts.payment ?? 'card';
  const card = bookingStep2Schema(opts.now);
  return z
    .object({
      packageId: idField.optional(),
      eventId: idField.optional(),
      /** The departure (date and seats) booked; a package with departures needs one (or its exact date). */
      departureId: idField.optional(),
      ...customerFields,
      travelDate: travelDateField(opts.today).optional(),
      travellers: travellersField(),
      /** Who travels; `travellers` is then its total. */
      party: partyField.optional(),
      /** A promo code (empty: none). */
      promoCode: promoCodeField.optional(),
      /** One of the departure's pickup points. */
      pickupPointId: z.string().trim().max(40).optional(),
      // Optional in the shape (one type for every mode); required below when the mode is 'card'.
      ...card.partial().shape,
    })
    .superRefine((v, ctx) => {
      tourAndParty(v, ctx);
      if (payment === 'card') {
        for (const name of cardFieldNames) if (v[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: cardRequiredMessages[name] });
      }
      if (payment === 'online') {
        for (const name of cardFieldNames)
          if (v[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: codedMessage(cardNotTakenMessage) });
      }
    });
}
export const bookingRequest = bookingRequestSchema({ payment: 'either' });
export type BookingRequest = z.infer<typeof bookingRequest>;

/** Admin edit of a booking's contact details. */
export const bookingContactInput = z.object(customerFields);
export type BookingContactInput = z.infer<typeof bookingContactInput>;

export const bookingStatusInput = z.object({
  status: z.enum(['Pending', 'Confirmed', 'Completed', 'Cancelled'], { error: issueMessage('bookingStatusNotValid') }),
  note: z
    .string()
    .trim()
    .max(500, issueMessage('tooManyCharacters', 'Note', 500))
    .optional(),
});

/** Idempotency-Key header: 1-200 visible characters. */
export const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(1)
  .max(200, issueMessage('tooManyCharacters', 'Idempotency-Key', 200))
  .regex(/^[\x21-\x7e]+$/, issueMessage('idempotencyKeyNotAscii'));

/** Turn zod issues into { path, message } and a field -> first message map (forms). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * POST /api/quote (issue 36): what a booking would cost, before it is made: the same tour,
 * departure or date, travellers, party and promo code as POST /api/bookTour, priced by the same
 * rule (shared/party.ts). Nothing is booked and no use of the code is taken.
 */
export const quoteRequest = z
  .object({
    packageId: idField.optional(),
    eventId: idField.optional(),
    departureId: idField.optional(),
    travelDate: travelDateField().optional(),
    travellers: travellersField(),
    party: partyField.optional(),
    promoCode: promoCodeField.optional(),
  })
  .superRefine((v, ctx) => {
    tourAndParty(v, ctx);
  });
export type QuoteRequest = z.infer<typeof quoteRequest>;
