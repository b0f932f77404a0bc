/**
 * A booking as the JSON API answers it: the spec's field names (section 3) plus the site's own
 * (its history, the cancellation's charge and refund). The full card number and the CVC are never
 * part of it. The services return the plain-named `Booking` of shared/domain.ts
 * (server/api/spec-names.server.ts converts).
 */
import { z } from 'zod';
import { bookingTravellerDto } from './travellers.ts';

export const bookingHistoryDto = z
  .object({
    fromStatus: z.string().nullable(),
    toStatus: z.string(),
    note: z.string(),
    changedAt: z.string(),
  })
  .meta({ id: 'BookingHistoryEntry' });

export const bookingPaymentDto = z
  .object({
    _id: z.string(),
    provider: z.enum(['sslcommerz', 'bkash']),
    purpose: z.enum(['advance', 'balance']),
    amount: z.number().int().meta({ description: 'Whole Taka' }),
    status: z.enum(['Initiated', 'Paid', 'Failed', 'Cancelled', 'Held']),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'BookingPayment' });

export const bookingRefundDto = z
  .object({
    _id: z.string(),
    amount: z.number().int().meta({ description: 'Whole Taka' }),
    status: z.enum(['Pending', 'Refunded', 'Failed']).meta({ description: 'Refunded only once the provider confirms it' }),
    createdAt: z.string(),
    refundedAt: z.string().nullable(),
  })
  .meta({ id: 'BookingRefund' });

const categoryCode = z.enum(['adult', 'child', 'infant']);

export const partyDto = z
  .object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() })
  .meta({ id: 'Party', description: 'Who travels' });

export const priceLineDto = z
  .object({ code: categoryCode, count: z.number().int(), unitPrice: z.number().int(), amount: z.number().int() })
  .meta({ id: 'PriceLine', description: 'One category of the party: count x unit price (whole Taka)' });

export const pickupPointDto = z
  .object({ id: z.string(), name: z.string(), nameBn: z.string().optional(), time: z.string().meta({ description: 'HH:MM, Bangladesh time' }) })
  .meta({ id: 'PickupPoint' });

export const bookingDto = z
  .object({
    _id: z.string(),
    status: z.enum(['Pending', 'Confirmed', 'Completed', 'Cancelled']),
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    cardName: z.string(),
    cardBrand: z.string(),
    cardLast4: z.string(),
    expireDate: z.string().meta({ description: 'MM/YY' }),
    logInEmail: z.string(),
    displayPhoto: z.string(),
    name: z.string().meta({ description: 'The place' }),
    packageName: z.string(),
    packageId: z.string().nullable(),
    eventId: z.string().nullable(),
    packageGroupPeoples: z.number().int(),
    packagePresentPrice: z.number().int().meta({ description: 'Tk per person' }),
    totaldays: z.number().int(),
    travelDate: z.string().meta({ description: 'YYYY-MM-DD' }),
    travellers: z.number().int().meta({ description: "Every traveller, infants too (the party's total)" }),
    party: partyDto,
    priceBreakdown: z.array(priceLineDto),
    discount: z.number().int().meta({ description: 'Whole Taka the promo code took off; totalPrice is after it' }),
    promoCode: z.string().nullable(),
    pickupPoint: pickupPointDto.nullable(),
    travellerDetails: z.array(bookingTravellerDto),
    travellerDetailsDue: z
      .string()
      .nullable()
      .meta({ description: "YYYY-MM-DD: the last day to give every traveller's details, when the tour requires them (null: it does not)" }),
    totalPrice: z.number().int(),
    advanceDue: z.number().int().meta({ description: 'Due at booking: the 30% advance, more when the booking-fee band asks' }),
    cancellationCharge: z.number().int().nullable(),
    refundAmount: z.number().int().nullable(),
    cancelledAt: z.string().nullable(),
    createdAt: z.string(),
    history: z.array(bookingHistoryDto),
    paymentMethod: z.enum(['card', 'online']).meta({ description: "online: paid on a provider's page; card: the card fields, settled with the office" }),
    paidAmount: z.number().int().meta({ description: 'Whole Taka the providers confirmed as paid' }),
    holdUntil: z.string().nullable().meta({ description: 'An unpaid online booking holds its seats until then' }),
    payments: z.array(bookingPaymentDto),
    refunds: z.array(bookingRefundDto),
  })
  .meta({ id: 'Booking' });
export type BookingDto = z.infer<typeof bookingDto>;

/** The reference a booking is known by (pages, e-mails): 'TZ-' and the first 8 characters of its id. */
export const bookingReference = (id: string) => `TZ-${id.slice(0, 8).toUpperCase()}`;

/** POST /api/quote's answer: what the booking would cost (the same figures a booking stores). */
export const quoteDto = z
  .object({
    travelDate: z.string(),
    party: partyDto,
    travellers: z.number().int(),
    seats: z.number().int(),
    priceBreakdown: z.array(priceLineDto),
    subtotal: z.number().int(),
    discount: z.number().int(),
    promoCode: z.string().nullable(),
    totalPrice: z.number().int().meta({ description: 'After the discount' }),
    advance: z.number().int().meta({ description: 'The 30% advance of the total' }),
    dueNow: z.number().int().meta({ description: 'Due at booking (the whole total close to the trip)' }),
  })
  .meta({ id: 'Quote' });
export type QuoteDto = z.infer<typeof quoteDto>;
