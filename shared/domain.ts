/**
 * What the services return and the pages read: tour packages, bookings and what can be booked,
 * under plain names (`groupSize`, `totalDays`, `overview`). The JSON API answers the spec's
 * spellings instead (`packageGroupPeoples`, `totaldays`, `overView`: shared/schemas/dto.ts and
 * booking-dto.ts), converted in one place, server/api/spec-names.server.ts. The other spec names
 * (`_id`, `packagePresentPrice`, `stayPlanNight`, `expireDate`, …) are kept as they are.
 */
import type { Party, PriceCategory, PriceLine } from './party.ts';
import type { PickupPoint } from './pickup.ts';
import type { BookingTravellerDto } from './schemas/travellers.ts';
import type { BookingStatusValue } from './booking-status.ts';

export interface TourPlanDay {
  day: string;
  describe: string;
}

export interface TourPackage {
  _id: string;
  slug: string;
  /** The place, e.g. Saint Martin Island. */
  name: string;
  packageName: string;
  region: string;
  /** Where travellers meet on departure day ('' until set): the ticket, the reminder, the calendar. */
  meetingPoint: string;
  displayPhoto: string;
  totalDays: number;
  stayPlanDays: number;
  stayPlanNight: number;
  /** Most travellers per booking. */
  groupSize: number;
  /** Tk per person. */
  packagePresentPrice: number;
  prePackagePrice: number;
  discount: number;
  /** The travellers' average (reviews) once there are any; before, the rating set by the operator. */
  rating: number;
  /** Visible reviews. */
  reviewCount: number;
  status: string;
  overview: string;
  slider1: string;
  slider2: string;
  slider3: string;
  slider4: string;
  caption1: string;
  caption2: string;
  caption3: string;
  caption4: string;
  tourPlanDays: TourPlanDay[];
  /** The price per traveller category: adult (the present price) first, then child and infant when priced. */
  priceCategories: PriceCategory[];
  /** Infants take a seat of their own (else they sit on a lap). */
  infantsTakeSeat: boolean;
  /** Every traveller's details are required, due `travellerDetailsDays` days before departure (docs/privacy.md). */
  requiresTravellerDetails: boolean;
  travellerDetailsDays: number;
}

export interface BookingHistoryEntry {
  fromStatus: string | null;
  toStatus: string;
  note: string;
  changedAt: string;
}

/** A booking. The full card number and the CVC are never part of it. */
export interface Booking {
  _id: string;
  status: BookingStatusValue;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  cardName: string;
  cardBrand: string;
  cardLast4: string;
  /** MM/YY */
  expireDate: string;
  logInEmail: string;
  displayPhoto: string;
  /** The place. */
  name: string;
  packageName: string;
  packageId: string | null;
  eventId: string | null;
  groupSize: number;
  /** Tk per person. */
  packagePresentPrice: number;
  totalDays: number;
  /** YYYY-MM-DD */
  travelDate: string;
  /** Every traveller, infants too. */
  travellers: number;
  /** Who travels (a booking made before parties existed: `travellers` adults). */
  party: Party;
  /** One line per category of the party. */
  priceBreakdown: PriceLine[];
  /** Whole Taka the promo code took off; `totalPrice` is after it. */
  discount: number;
  promoCode: string | null;
  /** The pickup point chosen, as it was at booking. */
  pickupPoint: PickupPoint | null;
  /** Every traveller's details (empty until given); document numbers whole only on the owner's and admins' detail. */
  travellerDetails: BookingTravellerDto[];
  /** The last day to give every traveller's details when the tour requires them (YYYY-MM-DD), else null. */
  travellerDetailsDue: string | null;
  totalPrice: number;
  /** Due at booking: the 30% advance, more when the booking-fee band asks. */
  advanceDue: number;
  cancellationCharge: number | null;
  refundAmount: number | null;
  cancelledAt: string | null;
  createdAt: string;
  history: BookingHistoryEntry[];
  /** 'online': paid through a provider's page; 'card': the specification's card fields, settled with the office. */
  paymentMethod: 'card' | 'online';
  /** Whole Taka the providers confirmed as paid (refunds not taken off). */
  paidAmount: number;
  /** An unpaid online booking holds its seats until then (ISO instant); null once its advance is paid. */
  holdUntil: string | null;
  payments: BookingPayment[];
  refunds: BookingRefund[];
}

export type PaymentStatusValue = 'Initiated' | 'Paid' | 'Failed' | 'Cancelled' | 'Held';
export type RefundStatusValue = 'Pending' | 'Refunded' | 'Failed';

/** A payment of a booking, as its owner sees it. */
export interface BookingPayment {
  _id: string;
  provider: 'sslcommerz' | 'bkash';
  purpose: 'advance' | 'balance';
  amount: number;
  status: PaymentStatusValue;
  paidAt: string | null;
}

/** A refund of a booking, as its owner sees it. */
export interface BookingRefund {
  _id: string;
  amount: number;
  status: RefundStatusValue;
  createdAt: string;
  refundedAt: string | null;
}

/**
 * A package or event that can be booked, as the booking service finds it
 * (`services.bookings.bookable()`, the rule a booking goes by): what the booking wizard shows, and
 * the price, group size, days and date a booking of it takes.
 */
export interface Bookable {
  kind: 'package' | 'event';
  id: string;
  /** The place. */
  name: string;
  /** Shown under the name: a package's name, an event's message. */
  subtitle: string;
  displayPhoto: string;
  /** Tk per person. */
  unitPrice: number;
  /** Most travellers per booking. */
  groupSize: number;
  totalDays: number;
  /** Events: the start date, which fixes the travel date (YYYY-MM-DD). */
  fixedDate: string | null;
  /** The price per traveller category (adult: `unitPrice`); a departure's own price moves them in proportion. */
  priceCategories: PriceCategory[];
  /** Infants take a seat of their own. */
  infantsTakeSeat: boolean;
}

/** Which package or event to book. */
export type BookableRef = { packageId: string; eventId?: undefined } | { eventId: string; packageId?: undefined };
