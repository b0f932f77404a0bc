/**
 * The domain services: the only code that talks to the database. The JSON API (server/api) and
 * the pages (loaders and actions in app/, through the router context) both call these.
 */
import { eq, sql } from 'drizzle-orm';
import { bookings, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.server.ts';
import type { AppConfig } from '../config.server.ts';
import type { PeriodicJob } from '../jobs.server.ts';
import type { Logger } from '../logger.server.ts';
import { imageStoreFor } from '../images/store.server.ts';
import { createImageUploads } from '../images/uploads.server.ts';
import { createAvifCopies } from '../images/avif.server.ts';
import type { Mailer } from '../mail/mailer.server.ts';
import type { MailQueue } from '../mail/queue.server.ts';
import type { SmsQueue } from '../sms/queue.server.ts';
import { bookingTexts } from '../sms/booking-sms.server.ts';
import { createSmsPreferences } from '../sms/preferences.server.ts';
import { createAdminService } from './admins.server.ts';
import { createAuditService } from './audit.server.ts';
import { bookingSourceRows } from './booking-source.server.ts';
import { bookingsPerHour, createBookingService } from './bookings.server.ts';
import { createBlogService } from './blogs.server.ts';
import { createChangeFeed } from './changes.server.ts';
import { createCommentService } from './comments.server.ts';
import { createDepartureService } from './departures.server.ts';
import { createPromoCodeService } from './promo-codes.server.ts';
import { waitlistJoinsPerHour } from './waitlist.server.ts';
import { createEventService } from './events.server.ts';
import { createMessageService } from './messages.server.ts';
import { createPackageService } from './packages.server.ts';
import { createPaymentService } from './payments.server.ts';
import { paymentProviders } from '../payments/providers.server.ts';
import type { PaymentProvider, ProviderName } from '../payments/provider.server.ts';
import { createRateLimitService } from './rate-limits.server.ts';
import { createReportService } from './reports.server.ts';
import { createReviewService } from './reviews.server.ts';
import { createReadCache } from './read-cache.server.ts';
import { createSearchService } from './search.server.ts';
import { createTicketService } from './tickets.server.ts';
import { createCalendarService } from './calendars.server.ts';
import { createSmsInbound } from '../sms/inbound.server.ts';
import { departureReminders, holdEndingReminders } from './reminders.server.ts';
import { documentPurge } from './privacy.server.ts';

interface ServiceDeps {
  db: Database;
  mailer: Mailer;
  /** The e-mail queue, for the admin's view of pending and failed mail (null in some tests). */
  mailQueue?: MailQueue | null;
  /** The SMS queue (server/sms/queue.server.ts); absent in tests that make services alone. */
  smsQueue?: SmsQueue | null;
  config: AppConfig;
  logger: Logger;
  /** Replaces the providers the settings name (tests). */
  paymentProviders?: ReadonlyMap<ProviderName, PaymentProvider>;
}

export function createServices(deps: ServiceDeps) {
  const { db } = deps;
  // Each booking's SMS, stored with the change that causes it (server/sms/booking-sms.server.ts).
  const texts = bookingTexts(deps.smsQueue, deps.config.sms.countries);
  const audit = createAuditService(db);
  const rateLimits = createRateLimitService(db);
  // Several instances share one PostgreSQL server, so their images live in it; one process keeps files.
  const imageStore = imageStoreFor(deps.config, db);
  const changes = createChangeFeed({ databaseUrl: deps.config.databaseUrl, logger: deps.logger });
  const reads = createReadCache(changes, { enabled: deps.config.readCache, ttlMs: deps.config.readCacheMs });
  // What each shared read depends on: a change to any of these topics drops its entries.
  const catalogue = ['packages', 'departures', 'events'] as const;
  const packages = reads.wrap('packages', createPackageService(db, audit, changes), { list: ['packages'], get: ['packages'] });
  const departures = reads.wrap(
    'departures',
    createDepartureService({
      db,
      audit,
      changes,
      mailer: deps.mailer,
      texts,
      baseUrl: deps.config.baseUrl,
      underWaitlistLimit: async (userId) => !deps.config.rateLimit || (await rateLimits.hit(`waitlist:${userId}`, 60 * 60_000)).count <= waitlistJoinsPerHour,
      refundsPlanned: () => payments.sweepRefunds(),
    }),
    // A person's waitlist (on every tour page they open) changes when they join or leave, when a
    // departure changes, or when their account goes.
    { list: catalogue, get: catalogue, waitlistOf: [...catalogue, 'waitlist', 'accounts'] },
  );
  const tickets = createTicketService({ db, audit, secret: deps.config.authSecret ?? '' });
  const admins = reads.wrap('admins', createAdminService(db, audit, changes), { list: ['accounts'], isAdminEmail: ['accounts'] });
  const paymentProviderMap = deps.paymentProviders ?? paymentProviders(deps.config.payments);
  const payments = createPaymentService({
    db,
    providers: paymentProviderMap,
    changes,
    mailer: deps.mailer,
    texts,
    audit,
    logger: deps.logger,
    baseUrl: deps.config.baseUrl,
    adminEmails: async () => (await admins.list()).map((a) => a.email),
    seatsFreed: (departureId, tx) => departures.seatsFreed(departureId, tx),
  });
  return {
    audit,
    changes,
    reads,
    packages,
    search: reads.wrap('search', createSearchService(db, packages), { findTours: catalogue, findTourMatches: catalogue, nextDepartures: catalogue }),
    comments: createCommentService(db, changes),
    events: reads.wrap('events', createEventService(db, audit, changes), { list: ['events'], get: ['events'] }),
    blogs: reads.wrap('blogs', createBlogService(db, audit, changes), {
      list: ['blogs', 'comments'],
      get: ['blogs', 'comments'],
      getRendered: ['blogs', 'comments'],
    }),
    messages: createMessageService(db, audit),
    imageStore,
    images: createImageUploads(imageStore),
    avifCopies: createAvifCopies(imageStore, deps.logger),
    admins,
    bookings: createBookingService({
      db,
      audit,
      mailer: deps.mailer,
      texts,
      baseUrl: deps.config.baseUrl,
      adminEmails: async () => (await admins.list()).map((a) => a.email),
      underBookingLimit: async (userId) => !deps.config.rateLimit || (await rateLimits.hit(`booking:${userId}`, 60 * 60_000)).count <= bookingsPerHour,
      changes,
      seatsFreed: (departureId, tx) => departures.seatsFreed(departureId, tx),
      onlinePayments: paymentProviderMap.size > 0,
      holdMinutes: deps.config.payments.holdMinutes,
      refundsPlanned: () => payments.sweepRefunds(),
      rows: reads.wrap('bookingSources', bookingSourceRows(db), { packageRow: ['packages'], departureRow: catalogue }),
      ticketCode: (id) => tickets.signer.codeFor(id),
    }),
    departures,
    promoCodes: createPromoCodeService(db, audit),
    reviews: reads.wrap('reviews', createReviewService(db, audit, changes), { forPackage: ['packages'], summaries: ['packages'] }),
    mailQueue: deps.mailQueue ?? null,
    smsQueue: deps.smsQueue ?? null,
    /** A customer's SMS switch (the dashboard). */
    smsPreferences: createSmsPreferences({
      queue: deps.smsQueue ?? null,
      countries: deps.config.sms.countries,
      bookingPhones: async (userId) => (await db.select({ phone: bookings.phone }).from(bookings).where(eq(bookings.userId, userId))).map((r) => r.phone),
      accountPhone: async (userId) => {
        const [row] = await db.select({ phone: users.phoneNumber, verified: users.phoneNumberVerified }).from(users).where(eq(users.id, userId));
        return row?.phone ? { phone: row.phone, verified: row.verified } : null;
      },
    }),
    /** Replies to the operator's number (STOP, START), through POST /api/sms/inbound. */
    smsInbound: createSmsInbound({ queue: deps.smsQueue ?? null, countries: deps.config.sms.countries, secret: deps.config.sms.inboundSecret }),
    payments,
    /** Work on a clock (server/jobs.server.ts): every instance runs these. */
    periodicJobs: [
      { name: 'payments', everyMs: deps.config.payments.sweepSeconds * 1000, run: async (now: Date) => void (await payments.sweep(now)) },
      { name: 'payments-reconciliation', everyMs: 24 * 60 * 60_000, run: async (now: Date) => void (await payments.reconcileAll(now)) },
      departureReminders({ db, mailer: deps.mailer, signer: tickets.signer, baseUrl: deps.config.baseUrl, texts }),
      holdEndingReminders({ db, texts, quietHours: deps.config.sms.quietHours }),
      // Travellers' document numbers deleted 30 days after the trip (docs/privacy.md).
      documentPurge({ db }),
    ] as PeriodicJob[],
    reports: createReportService(db),
    tickets,
    calendars: createCalendarService({ db, baseUrl: deps.config.baseUrl }),
    rateLimits,
    health: {
      /** The database answers a trivial query within 2 seconds. */
      async databaseAnswers(): Promise<boolean> {
        const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 2_000).unref());
        const ping = db.execute(sql`select 1`).then(
          () => true,
          () => false,
        );
        return Promise.race([ping, timeout]);
      },
    },
  };
}
export type Services = ReturnType<typeof createServices>;
