/**
 * The one PostgreSQL schema of Travelez (PGlite and PostgreSQL alike).
 *
 * The database guards its own data: NOT NULL, CHECK constraints, foreign keys and
 * case-insensitive unique e-mails, so a bug in a service cannot store nonsense.
 * Ids are opaque text (see `newId`), exposed by the API as `_id`.
 * Money is whole Taka (integer); dates without time are `date` columns as 'YYYY-MM-DD' strings.
 */
import { sql } from 'drizzle-orm';
import { languages } from '../shared/i18n/lang.ts';
import type { Party, PriceCategory, PriceLine } from '../shared/party.ts';
import { paymentStates, refundStates } from '../shared/payment-status.ts';
import type { PickupPoint } from '../shared/pickup.ts';
import { boolean, check, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- better-auth (accounts)
// Table and column names follow better-auth's drizzle adapter with `usePlural: true`.

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** The language the account's e-mails go out in ('en' or 'bn'): where it signed up, signed in or booked last. */
    language: text('language', { enum: languages }).notNull().default('en'),
    /** E.164, verified by a code (better-auth's phone-number plugin: sign-in with a phone, issue 37). */
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`), check('users_language', sql`${t.language} in ('en', 'bn')`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Fixed-window counters for abuse limits (sign-in, sign-up, public POSTs). */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: numeric('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------- admins

/** A user is an admin when their verified e-mail is in this list. */
export const admins = pgTable(
  'admins',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_uq').on(sql`lower(${t.email})`), check('admins_email_shape', sql`position('@' in ${t.email}) > 1`)],
);

// ---------------------------------------------------------------- catalogue

export const tourPackages = pgTable(
  'tour_packages',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The place, e.g. "Saint Martin Island". */
    name: text('name').notNull(),
    packageName: text('package_name').notNull(),
    region: text('region').notNull().default(''),
    displayPhoto: text('display_photo').notNull(),
    totalDays: integer('total_days').notNull(),
    stayPlanDays: integer('stay_plan_days').notNull(),
    stayPlanNight: integer('stay_plan_night').notNull(),
    groupSize: integer('group_size').notNull(),
    /** Per person, whole Tk. */
    packagePresentPrice: integer('package_present_price').notNull(),
    prePackagePrice: integer('pre_package_price').notNull(),
    discount: integer('discount').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('Available'),
    overview: text('overview').notNull().default(''),
    slider1: text('slider1').notNull().default(''),
    slider2: text('slider2').notNull().default(''),
    slider3: text('slider3').notNull().default(''),
    slider4: text('slider4').notNull().default(''),
    caption1: text('caption1').notNull().default(''),
    caption2: text('caption2').notNull().default(''),
    caption3: text('caption3').notNull().default(''),
    caption4: text('caption4').notNull().default(''),
    /** Lower-case words for 'Find your tour' (place, district, region). */
    searchTerms: text('search_terms').notNull().default(''),
    /** Where travellers meet on departure day (the ticket, the reminder e-mail, the calendar); '' until set. */
    meetingPoint: text('meeting_point').notNull().default(''),
    /** The list order the spec's slices (1-6 on Home, 6-14 on /tour) are taken from. */
    position: integer('position').notNull().default(0),
    /**
     * The child and infant prices (issue 36): `{code, price, minAge?, maxAge?}`; the adult price is
     * `packagePresentPrice`. Empty: adults only.
     */
    priceCategories: jsonb('price_categories').$type<PriceCategory[]>().notNull().default([]),
    /** Infants take a seat of their own (else they sit on a lap and take none). */
    infantsTakeSeat: boolean('infants_take_seat').notNull().default(false),
    /** Every traveller's name, birth date and identity document is required, by this many days before departure. */
    requiresTravellerDetails: boolean('requires_traveller_details').notNull().default(false),
    travellerDetailsDays: integer('traveller_details_days').notNull().default(7),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tour_packages_days', sql`${t.totalDays} >= 1 and ${t.stayPlanDays} >= 1 and ${t.stayPlanNight} >= 0`),
    check('tour_packages_people', sql`${t.groupSize} >= 1`),
    check('tour_packages_prices', sql`${t.packagePresentPrice} >= 0 and ${t.prePackagePrice} >= 0`),
    check('tour_packages_discount', sql`${t.discount} between 0 and 100`),
    check('tour_packages_rating', sql`${t.rating} between 0 and 5`),
    index('tour_packages_order_idx').on(t.position, t.createdAt),
  ],
);

export const tourPlanDays = pgTable(
  'tour_plan_days',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    day: text('day').notNull(),
    describe: text('describe').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.position] }), check('tour_plan_days_position', sql`${t.position} >= 0`)],
);

export const upcomingEvents = pgTable(
  'upcoming_events',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull().default(''),
    presentPrice: integer('present_price').notNull(),
    previousPrice: integer('previous_price').notNull(),
    days: integer('days').notNull(),
    nights: integer('nights').notNull(),
    /** Free text for display, e.g. '20 May to 23 May'. */
    eventDate: text('event_date').notNull(),
    /** Real dates; the spec's payload may leave them out. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    peoples: integer('peoples').notNull(),
    displayPhoto: text('display_photo').notNull().default(''),
    packageId: text('package_id').references(() => tourPackages.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('upcoming_events_prices', sql`${t.presentPrice} >= 0 and ${t.previousPrice} >= 0`),
    check('upcoming_events_days', sql`${t.days} >= 1 and ${t.nights} >= 0`),
    check('upcoming_events_people', sql`${t.peoples} >= 1`),
    check('upcoming_events_dates', sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
    index('upcoming_events_order_idx').on(t.position, t.createdAt),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    tag: text('tag').notNull().default(''),
    photo: text('photo').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    message: text('message').notNull().default(''),
    authorName: text('author_name').notNull(),
    authorMessage: text('author_message').notNull().default(''),
    authorPhoto: text('author_photo').notNull().default(''),
    /** Markdown; sanitized when rendered. */
    blogDescription: text('blog_description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_order_idx').on(t.position, t.createdAt), index('blogs_tag_idx').on(t.tag)],
);

// ---------------------------------------------------------------- translations
// One row per entity and language other than English; a null field is not translated yet and the
// English one is shown (field by field). Decision 0013.

const translationLang = () => text('lang', { enum: languages }).notNull();

export const tourPackageTranslations = pgTable(
  'tour_package_translations',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => tourPackages.id, { onDelete: 'cascade' }),
    lang: translationLang(),
    name: text('name'),
    packageName: text('package_name'),
    region: text('region'),
    overview: text('overview'),
    caption1: text('caption1'),
    caption2: text('caption2'),
    caption3: text('caption3'),
    caption4: text('caption4'),
    meetingPoint: text('meeting_point'),
    /** The itinerary's days in this language, by position; a missing or null day is shown in English. */
    plan: jsonb('plan').$type<({ day: string; describe: string } | null)[]>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.lang] }), check('tour_package_translations_lang', sql`${t.lang} <> 'en'`)],
);

export const upcomingEventTranslations = pgTable(
  'upcoming_event_translations',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => upcomingEvents.id, { onDelete: 'cascade' }),
    lang: translationLang(),
    name: text('name'),
    message: text('message'),
    shortDescription: text('short_description'),
    description: text('description'),
    eventDate: text('event_date'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.lang] }), check('upcoming_event_translations_lang', sql`${t.lang} <> 'en'`)],
);

export const blogTranslations = pgTable(
  'blog_translations',
  {
    blogId: text('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    lang: translationLang(),
    title: text('title'),
    subTitle: text('sub_title'),
    tag: text('tag'),
    message: text('message'),
    authorMessage: text('author_message'),
    blogDescription: text('blog_description'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.lang] }), check('blog_translations_lang', sql`${t.lang} <> 'en'`)],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: text('id').primaryKey(),
    blogId: text('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    commentorName: text('commentor_name').notNull(),
    commentorPhoto: text('commentor_photo').notNull().default(''),
    commentMessage: text('comment_message').notNull(),
    commentTime: timestamp('comment_time', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an admin (moderation); hidden comments are neither shown nor counted. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('blog_comments_blog_idx').on(t.blogId, t.commentTime),
    check('blog_comments_not_blank', sql`length(trim(${t.commentMessage})) > 0 and length(trim(${t.commentorName})) > 0`),
  ],
);

// ---------------------------------------------------------------- visitors' messages

export const subscribers = pgTable(
  'subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscribers_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** Both message kinds of the spec: the contact page's 'contactUs' and Home's 'touchInTouch'. */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['contactUs', 'touchInTouch'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('messages_kind', sql`${t.kind} in ('contactUs', 'touchInTouch')`), index('messages_kind_idx').on(t.kind, t.createdAt)],
);

// ---------------------------------------------------------------- bookings

export const bookingStatuses = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;

// ---------------------------------------------------------------- departures (dated seats)

export const departureStatuses = ['open', 'closed', 'cancelled'] as const;

/**
 * One start date of a package (or of an upcoming event) with a number of seats. `seatsTaken` is
 * the sum of the travellers of its Pending and Confirmed bookings, changed only in the
 * transaction that saves such a booking; the CHECK makes the database itself refuse an oversale.
 */
export const departures = pgTable(
  'departures',
  {
    id: text('id').primaryKey(),
    packageId: text('package_id').references(() => tourPackages.id, { onDelete: 'cascade' }),
    eventId: text('event_id').references(() => upcomingEvents.id, { onDelete: 'cascade' }),
    /** The start day, a calendar day in Bangladesh time. */
    date: date('date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** Price per person for this date; null: the package's (or event's) price. */
    price: integer('price'),
    status: text('status', { enum: departureStatuses }).notNull().default('open'),
    note: text('note').notNull().default(''),
    /** Where travellers are picked up on the way (issue 36): `{id, name, time}`, chosen at booking. */
    pickupPoints: jsonb('pickup_points').$type<PickupPoint[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('departures_owner', sql`(${t.packageId} is null) <> (${t.eventId} is null)`),
    check('departures_seats', sql`${t.seats} >= 0 and ${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats}`),
    check('departures_price', sql`${t.price} is null or ${t.price} >= 0`),
    check('departures_status', sql`${t.status} in ('open', 'closed', 'cancelled')`),
    uniqueIndex('departures_package_date_uq').on(t.packageId, t.date),
    uniqueIndex('departures_event_date_uq').on(t.eventId, t.date),
    index('departures_date_idx').on(t.date),
  ],
);

/** Signed-in people waiting for seats on a sold-out departure; each is e-mailed when seats free up. */
export const waitlist = pgTable(
  'waitlist',
  {
    id: text('id').primaryKey(),
    departureId: text('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Lets the e-mail's link take the person off the list without signing in. */
    leaveToken: text('leave_token').notNull().unique(),
    travellers: integer('travellers').notNull().default(1),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_departure_user_uq').on(t.departureId, t.userId), check('waitlist_travellers', sql`${t.travellers} >= 1`)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: bookingStatuses }).notNull().default('Pending'),
    /** The language the booking was made in: its e-mails go out in it. */
    language: text('language', { enum: languages }).notNull().default('en'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The signed-in account's e-mail at booking time (spec: logInEmail). */
    logInEmail: text('log_in_email').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    // Card: only what may be kept. The full number and the CVC are never stored.
    cardName: text('card_name').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** 'MM/YY' */
    cardExpiry: text('card_expiry').notNull(),
    packageId: text('package_id').references(() => tourPackages.id, { onDelete: 'set null' }),
    eventId: text('event_id').references(() => upcomingEvents.id, { onDelete: 'set null' }),
    /** The departure whose seats it holds (null for bookings made before departures existed). */
    departureId: text('departure_id').references(() => departures.id, { onDelete: 'set null' }),
    // Snapshot of what was booked, copied from the server's package or event.
    name: text('name').notNull(),
    packageName: text('package_name').notNull().default(''),
    displayPhoto: text('display_photo').notNull(),
    groupSize: integer('group_size').notNull(),
    packagePresentPrice: integer('package_present_price').notNull(),
    totalDays: integer('total_days').notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    /** Every traveller, infants too (the party's total). */
    travellers: integer('travellers').notNull(),
    /** Who travels (issue 36); null: `travellers` adults (bookings made before parties existed). */
    party: jsonb('party').$type<Party>(),
    /** The seats it holds: adults and children (and infants when the package seats them); null: `travellers`. */
    seats: integer('seats'),
    /** One line per category; empty for bookings made before parties existed. */
    priceBreakdown: jsonb('price_breakdown').$type<PriceLine[]>().notNull().default([]),
    /** Whole Taka taken off by the promo code; `totalPrice` is after it. */
    discount: integer('discount').notNull().default(0),
    promoCodeId: text('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** The code as typed (upper case), kept when the code is removed. */
    promoCode: text('promo_code'),
    /** The pickup point chosen, as it was at booking. */
    pickupPoint: jsonb('pickup_point').$type<PickupPoint>(),
    totalPrice: integer('total_price').notNull(),
    advanceDue: integer('advance_due').notNull(),
    cancellationCharge: integer('cancellation_charge'),
    refundAmount: integer('refund_amount'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Removed by an admin: hidden from lists, kept for the records. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    /**
     * 'card': the specification's card fields (no provider configured; nothing is charged).
     * 'online': paid through a provider's hosted page (the payments table); no card data at all.
     */
    paymentMethod: text('payment_method', { enum: ['card', 'online'] })
      .notNull()
      .default('card'),
    /** An unpaid online booking holds its seats until then; null once its advance is paid. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** When a payment start extended the hold (once per booking at most). */
    holdExtendedAt: timestamp('hold_extended_at', { withTimezone: true }),
    /** Staff checked the travellers in at the meeting point (their ticket). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_payment_method', sql`${t.paymentMethod} in ('card', 'online')`),
    index('bookings_hold_idx').on(t.holdUntil),
    check('bookings_status', sql`${t.status} in ('Pending', 'Confirmed', 'Completed', 'Cancelled')`),
    check('bookings_travellers', sql`${t.travellers} >= 1 and ${t.travellers} <= ${t.groupSize}`),
    check('bookings_money', sql`${t.totalPrice} >= 0 and ${t.advanceDue} >= 0 and ${t.packagePresentPrice} >= 0`),
    // An online booking keeps no card at all (empty fields).
    check('bookings_card_last4', sql`${t.cardLast4} ~ '^([0-9]{4})?$'`),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_status_idx').on(t.status, t.createdAt),
    index('bookings_departure_idx').on(t.departureId),
    index('bookings_promo_idx').on(t.promoCodeId, t.userId),
    check('bookings_discount', sql`${t.discount} >= 0`),
    check('bookings_seats', sql`${t.seats} is null or (${t.seats} >= 0 and ${t.seats} <= ${t.travellers})`),
    uniqueIndex('bookings_idempotency_uq').on(t.userId, t.idempotencyKey),
  ],
);

export const bookingHistory = pgTable(
  'booking_history',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_history_booking_idx').on(t.bookingId, t.changedAt)],
);

// ---------------------------------------------------------------- payments

export const paymentStatuses = paymentStates;
export const refundStatuses = refundStates;

/**
 * Money taken through a provider's hosted page, one row per attempt. Settled (Initiated -> Paid,
 * ...) only from the provider's own answer, by a conditional update of a row still Initiated, so
 * a notification and the customer's return racing each other count once.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['sslcommerz', 'bkash'] }).notNull(),
    purpose: text('purpose', { enum: ['advance', 'balance'] }).notNull(),
    /** Whole Taka asked for. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('Initiated'),
    /** Ours, unique: SSLCommerz tran_id, bKash merchantInvoiceNumber. */
    merchantRef: text('merchant_ref').notNull(),
    /** The provider's session (SSLCommerz sessionkey, bKash paymentID). */
    providerSessionId: text('provider_session_id'),
    /** The provider's transaction (SSLCommerz bank_tran_id, bKash trxID). */
    providerPaymentId: text('provider_payment_id'),
    /** Why it is Failed, Cancelled or Held. */
    statusReason: text('status_reason'),
    /** The provider's last answer about it, as received. */
    raw: jsonb('raw'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the provider was last asked about it (the sweeper, a reconciliation). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_status', sql`${t.status} in ('Initiated', 'Unknown', 'Paid', 'Failed', 'Cancelled', 'Held')`),
    check('payments_amount', sql`${t.amount} > 0`),
    uniqueIndex('payments_merchant_ref_uq').on(t.merchantRef),
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_session_idx').on(t.provider, t.providerSessionId),
  ],
);

/** One row per provider event (a notification's id): a replay finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    raw: jsonb('raw'),
    /** Set once the event was acted on (a delivery that failed half-way is acted on again). */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A notification naming no payment of ours is a finding on the payments screen until an admin
     * has looked it up in the merchant panel and says so (who, when): nothing else could close it.
     */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

/** Money given back through the provider that took it; Refunded only when the provider says so. */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('Pending'),
    /** Ours, unique (SSLCommerz refe_id, bKash sku). */
    refundRef: text('refund_ref').notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull().default(''),
    /** Why the provider refused it. */
    statusReason: text('status_reason'),
    raw: jsonb('raw'),
    /** When it was last claimed to be sent or asked about (null: not yet). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The claim's stamp: each claim (send, or ask after a lost answer) adds one; only its holder calls the provider. */
    attempts: integer('attempts').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_status', sql`${t.status} in ('Pending', 'Sending', 'Processing', 'Unconfirmed', 'Refunded', 'Failed')`),
    check('refunds_amount', sql`${t.amount} > 0`),
    uniqueIndex('refunds_ref_uq').on(t.refundRef),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * What the daily reconciliation (and any answer that did not fit) found between the providers and
 * us: one row per payment or refund and kind, kept up to date, shown on /managePayments until the
 * provider and we agree again (resolvedAt).
 */
export const paymentMismatches = pgTable(
  'payment_mismatches',
  {
    id: text('id').primaryKey(),
    /** 'amount', 'status', 'unknown-transaction' (the provider does not know one we count), 'unclear' (an answer we could not read). */
    kind: text('kind', { enum: ['amount', 'status', 'unknown-transaction', 'unclear'] }).notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    /** The payment's or refund's id: one open finding per subject and kind. */
    subjectId: text('subject_id').notNull(),
    ours: text('ours').notNull(),
    theirs: text('theirs').notNull(),
    detail: text('detail').notNull().default(''),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_mismatches_kind', sql`${t.kind} in ('amount', 'status', 'unknown-transaction', 'unclear')`),
    uniqueIndex('payment_mismatches_subject_uq').on(t.subjectId, t.kind),
    index('payment_mismatches_open_idx').on(t.resolvedAt, t.seenAt),
  ],
);

/** A reminder e-mail sent once per booking and kind ('balance-7', 'balance-2', 'departure-3'). */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);

// ---------------------------------------------------------------- who travels (issue 36)

/**
 * A promo code. Its uses are the bookings that carry it and are not cancelled, counted in the
 * booking's transaction under this row's lock (FOR UPDATE): a code with one use left is used once
 * whatever the concurrency, and a cancelled booking gives its use back by itself.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: text('id').primaryKey(),
    /** Upper case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** Percent (1-100) or whole Taka. */
    value: integer('value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    maxUses: integer('max_uses'),
    perCustomer: integer('per_customer'),
    /** The packages it applies to; empty: all. */
    packageIds: jsonb('package_ids').$type<string[]>().notNull().default([]),
    minTravellers: integer('min_travellers'),
    /** An admin can stop a code without deleting it (the bookings keep it); a booking refuses an inactive code. */
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_codes_kind', sql`${t.kind} in ('percent', 'amount')`),
    check('promo_codes_value', sql`${t.value} >= 1 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      'promo_codes_limits',
      sql`(${t.maxUses} is null or ${t.maxUses} >= 1) and (${t.perCustomer} is null or ${t.perCustomer} >= 1) and (${t.minTravellers} is null or ${t.minTravellers} >= 1)`,
    ),
    check('promo_codes_dates', sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`),
  ],
);

/**
 * Every traveller of a booking (issue 36): one row per traveller of its party, by position. The
 * document number is personal data: whole only on the owner's and the admins' booking detail,
 * masked (its last four) everywhere else.
 */
export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category', { enum: ['adult', 'child', 'infant'] }).notNull(),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['female', 'male', 'other'] }).notNull(),
    documentType: text('document_type', { enum: ['nid', 'passport', 'birth'] }).notNull(),
    /** Null once deleted after the trip (the last four stay). */
    documentNumber: text('document_number'),
    documentLast4: text('document_last4').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.position] }),
    check('booking_travellers_category', sql`${t.category} in ('adult', 'child', 'infant')`),
    check('booking_travellers_document', sql`${t.documentType} in ('nid', 'passport', 'birth')`),
  ],
);

// ---------------------------------------------------------------- audit trail

/** Every admin change: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------- e-mail queue

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * Every e-mail the site sends, stored with the change that causes it and sent by a worker in each
 * instance (server/mail/queue.server.ts). A row is claimed with FOR UPDATE SKIP LOCKED, so one
 * instance sends it; a claim that is not finished by `lockedUntil` (a crash) is taken again.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: text('id').primaryKey(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('mail_queue_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`), index('mail_queue_due_idx').on(t.status, t.nextAttemptAt)],
);

// ---------------------------------------------------------------- SMS

export const smsStatuses = ['pending', 'sending', 'sent', 'failed', 'dropped'] as const;

/**
 * The durable SMS queue (server/sms/queue.server.ts), like `mail_queue`: a message is stored in
 * the transaction of the change that causes it and sent by one instance's worker. Its `id` is the
 * gateway's idempotency key (SSL Wireless `csms_id`, unique per day). `dedupe_key` makes a message
 * about one thing exist once (`bookingReceived:<bookingId>`). `dropped`: never sent (the daily cap
 * of its number, the number opted out); `failed`: given up (refused for good, or past `expires_at`).
 */
export const smsQueue = pgTable(
  'sms_queue',
  {
    id: text('id').primaryKey(),
    /** E.164. */
    phone: text('phone').notNull(),
    kind: text('kind').notNull(),
    lang: text('lang', { enum: languages }).notNull(),
    text: text('text').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: smsStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** An attempt whose outcome is not known (no answer): sent again only on the same Dhaka day (csms_id is unique per day). */
    unknownOutcomeAt: timestamp('unknown_outcome_at', { withTimezone: true }),
    /** Given up after this (a day; a sign-in code: its 5 minutes). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    gatewayRef: text('gateway_ref'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('sms_queue_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'dropped')`),
    index('sms_queue_due_idx').on(t.status, t.nextAttemptAt),
    index('sms_queue_phone_idx').on(t.phone, t.createdAt),
  ],
);

/** Numbers that asked for no more SMS (STOP, or the dashboard's switch); sign-in codes still go. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  source: text('source', { enum: ['stop', 'dashboard'] }).notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- reviews

/**
 * A traveller's review of a tour: one per Completed booking whose departure has ended (checked by
 * the service), stars 1-5 and plain text, editable by its author for 30 days. Admins may hide one
 * (with a reason) and reply publicly.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').references(() => tourPackages.id, { onDelete: 'set null' }),
    eventId: text('event_id').references(() => upcomingEvents.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** Shown with the review: the traveller's first name and the month they travelled. */
    authorFirstName: text('author_first_name').notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_text', sql`length(trim(${t.text})) > 0`),
    index('reviews_package_idx').on(t.packageId, t.hidden, t.createdAt),
  ],
);

// ---------------------------------------------------------------- images (several instances)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Image files when the site runs on a PostgreSQL server (several instances share them): one row per
 * file under its content-derived name ('<hash>-960.webp'); the bytes never change.
 */
export const images = pgTable('images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
