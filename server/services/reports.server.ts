/**
 * The operator's reports: bookings and revenue per month, occupancy per departure, cancellations
 * and their charges, the top packages, promo codes' discounts, and the coming week's departures. Amounts are whole Taka;
 * months and days are Bangladesh time (UTC+6 all year, so a fixed offset is exact).
 *
 * Revenue counts what a booking is worth to the business: the total of a booking that stands
 * (Pending, Confirmed, Completed) and the cancellation charge of one that was cancelled.
 */
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { bookings, departures, payments, refunds, tourPackages, upcomingEvents } from '../../db/schema.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';

interface ReportFilter {
  packageId?: string | undefined;
  /** 'YYYY-MM-DD' (Bangladesh), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface MonthRow {
  month: string;
  bookings: number;
  travellers: number;
  revenue: number;
  cancelled: number;
  /** Paid online through the providers (bookings of the month). */
  received: number;
  /** Given back through the providers, confirmed by them. */
  refunded: number;
  /** Taken off by promo codes (bookings that stand). */
  discounts: number;
}
export interface OccupancyRow {
  departureId: string;
  date: string;
  name: string;
  status: string;
  seats: number;
  sold: number;
  percent: number;
}
export interface CancellationRow {
  month: string;
  cancelled: number;
  charges: number;
  refunds: number;
}
export interface TopPackageRow {
  packageId: string;
  name: string;
  bookings: number;
  travellers: number;
  revenue: number;
  /** Taken off by promo codes (bookings that stand). */
  discounts: number;
}
export interface PromoCodeRow {
  code: string;
  /** Bookings that stand and carry the code. */
  bookings: number;
  travellers: number;
  /** Taken off by the code. */
  discounts: number;
  /** What those bookings are worth, after the discount. */
  revenue: number;
}
export interface UpcomingRow {
  departureId: string;
  date: string;
  name: string;
  seats: number;
  travellers: number;
  bookings: number;
}

/** A booking's day in Bangladesh ('YYYY-MM-DD' text), from its creation time. */
const bookedDay = sql`to_char((${bookings.createdAt} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`;
const bookedMonth = sql<string>`to_char((${bookings.createdAt} at time zone 'UTC') + interval '6 hours', 'YYYY-MM')`;
const cancelledMonth = sql<string>`to_char((${bookings.cancelledAt} at time zone 'UTC') + interval '6 hours', 'YYYY-MM')`;
const standing = sql`${bookings.status} <> 'Cancelled'`;
const revenue = sql<number>`coalesce(sum(case when ${bookings.status} = 'Cancelled' then coalesce(${bookings.cancellationCharge}, 0) else ${bookings.totalPrice} end), 0)::int`;
/** Promo discounts of the bookings that stand (a cancelled booking gave its use back). */
const discounts = sql<number>`coalesce(sum(case when ${standing} then ${bookings.discount} else 0 end), 0)::int`;

export function createReportService(db: Database) {
  function bookingWhere(f: ReportFilter, day: SQL = bookedDay): SQL | undefined {
    const where: SQL[] = [sql`${bookings.archivedAt} is null`];
    if (f.packageId) where.push(eq(bookings.packageId, f.packageId));
    if (f.from) where.push(sql`${day} >= ${f.from}`);
    if (f.to) where.push(sql`${day} <= ${f.to}`);
    return and(...where);
  }

  return {
    /** Bookings made, travellers, revenue and cancellations per month of booking. */
    async monthly(f: ReportFilter = {}): Promise<MonthRow[]> {
      // Money that really moved: each booking's confirmed payments and refunds, summed per booking first.
      const paid = db
        .select({ bookingId: payments.bookingId, amount: sql<number>`sum(${payments.amount})`.as('paid_amount') })
        .from(payments)
        .where(eq(payments.status, 'Paid'))
        .groupBy(payments.bookingId)
        .as('paid');
      const refunded = db
        .select({ bookingId: refunds.bookingId, amount: sql<number>`sum(${refunds.amount})`.as('refunded_amount') })
        .from(refunds)
        .where(eq(refunds.status, 'Refunded'))
        .groupBy(refunds.bookingId)
        .as('refunded');
      const rows = await db
        .select({
          month: bookedMonth,
          bookings: sql<number>`count(*)::int`,
          travellers: sql<number>`coalesce(sum(case when ${standing} then ${bookings.travellers} else 0 end), 0)::int`,
          revenue,
          cancelled: sql<number>`count(*) filter (where ${bookings.status} = 'Cancelled')::int`,
          received: sql<number>`coalesce(sum(${paid.amount}), 0)::int`,
          refunded: sql<number>`coalesce(sum(${refunded.amount}), 0)::int`,
          discounts,
        })
        .from(bookings)
        .leftJoin(paid, eq(paid.bookingId, bookings.id))
        .leftJoin(refunded, eq(refunded.bookingId, bookings.id))
        .where(bookingWhere(f))
        .groupBy(bookedMonth)
        .orderBy(asc(bookedMonth));
      return rows.map((r) => ({
        month: r.month,
        bookings: Number(r.bookings),
        travellers: Number(r.travellers),
        revenue: Number(r.revenue),
        cancelled: Number(r.cancelled),
        received: Number(r.received),
        refunded: Number(r.refunded),
        discounts: Number(r.discounts),
      }));
    },

    /** Seats sold of seats offered, per departure in the date range (departure dates). */
    async occupancy(f: ReportFilter = {}): Promise<OccupancyRow[]> {
      const where: SQL[] = [sql`${departures.status} <> 'cancelled'`];
      if (f.packageId) where.push(eq(departures.packageId, f.packageId));
      if (f.from) where.push(gte(departures.date, f.from));
      if (f.to) where.push(lte(departures.date, f.to));
      const rows = await db
        .select({ d: departures, packageName: tourPackages.name, eventName: upcomingEvents.name })
        .from(departures)
        .leftJoin(tourPackages, eq(tourPackages.id, departures.packageId))
        .leftJoin(upcomingEvents, eq(upcomingEvents.id, departures.eventId))
        .where(and(...where))
        .orderBy(asc(departures.date), asc(departures.id))
        .limit(2000);
      return rows.map(({ d, packageName, eventName }) => ({
        departureId: d.id,
        date: d.date,
        name: packageName ?? eventName ?? '',
        status: d.status,
        seats: d.seats,
        sold: d.seatsTaken,
        percent: d.seats ? Math.round((d.seatsTaken / d.seats) * 100) : 0,
      }));
    },

    /** Cancellations per month they happened, with the charges kept and the refunds owed. */
    async cancellations(f: ReportFilter = {}): Promise<CancellationRow[]> {
      const cancelledDay = sql`to_char((${bookings.cancelledAt} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          month: cancelledMonth,
          cancelled: sql<number>`count(*)::int`,
          charges: sql<number>`coalesce(sum(${bookings.cancellationCharge}), 0)::int`,
          refunds: sql<number>`coalesce(sum(${bookings.refundAmount}), 0)::int`,
        })
        .from(bookings)
        .where(and(eq(bookings.status, 'Cancelled'), sql`${bookings.cancelledAt} is not null`, bookingWhere(f, cancelledDay)))
        .groupBy(cancelledMonth)
        .orderBy(asc(cancelledMonth));
      return rows.map((r) => ({ month: r.month, cancelled: Number(r.cancelled), charges: Number(r.charges), refunds: Number(r.refunds) }));
    },

    /** The packages that brought the most revenue (then the most bookings). */
    async topPackages(f: ReportFilter = {}, limit = 10): Promise<TopPackageRow[]> {
      const rows = await db
        .select({
          packageId: bookings.packageId,
          name: sql<string>`max(${bookings.name})`,
          bookings: sql<number>`count(*) filter (where ${standing})::int`,
          travellers: sql<number>`coalesce(sum(case when ${standing} then ${bookings.travellers} else 0 end), 0)::int`,
          revenue,
          discounts,
        })
        .from(bookings)
        .where(and(sql`${bookings.packageId} is not null`, bookingWhere(f)))
        .groupBy(bookings.packageId)
        .orderBy(desc(revenue), desc(sql`count(*)`))
        .limit(limit);
      return rows.map((r) => ({
        packageId: r.packageId!,
        name: r.name,
        bookings: Number(r.bookings),
        travellers: Number(r.travellers),
        revenue: Number(r.revenue),
        discounts: Number(r.discounts),
      }));
    },

    /** Per promo code: the bookings that stand with it, their discounts and what they are worth (most discount first). */
    async promoCodes(f: ReportFilter = {}): Promise<PromoCodeRow[]> {
      const rows = await db
        .select({
          code: bookings.promoCode,
          bookings: sql<number>`count(*)::int`,
          travellers: sql<number>`coalesce(sum(${bookings.travellers}), 0)::int`,
          discounts: sql<number>`coalesce(sum(${bookings.discount}), 0)::int`,
          revenue: sql<number>`coalesce(sum(${bookings.totalPrice}), 0)::int`,
        })
        .from(bookings)
        .where(and(sql`${bookings.promoCode} is not null`, standing, bookingWhere(f)))
        .groupBy(bookings.promoCode)
        .orderBy(desc(sql`sum(${bookings.discount})`), asc(bookings.promoCode));
      return rows.map((r) => ({
        code: r.code!,
        bookings: Number(r.bookings),
        travellers: Number(r.travellers),
        discounts: Number(r.discounts),
        revenue: Number(r.revenue),
      }));
    },

    /** The departures of the next seven days and who travels on them. */
    async upcomingWeek(today: string = dhakaDate()): Promise<UpcomingRow[]> {
      const rows = await db
        .select({
          d: departures,
          packageName: tourPackages.name,
          eventName: upcomingEvents.name,
          travellers: sql<number>`coalesce((select sum(b.travellers) from ${bookings} b where b.departure_id = ${departures.id} and b.status in ('Pending', 'Confirmed')), 0)::int`,
          bookings: sql<number>`(select count(*) from ${bookings} b where b.departure_id = ${departures.id} and b.status in ('Pending', 'Confirmed'))::int`,
        })
        .from(departures)
        .leftJoin(tourPackages, eq(tourPackages.id, departures.packageId))
        .leftJoin(upcomingEvents, eq(upcomingEvents.id, departures.eventId))
        .where(and(eq(departures.status, 'open'), gte(departures.date, today), lte(departures.date, addDays(today, 7))))
        .orderBy(asc(departures.date));
      return rows.map((r) => ({
        departureId: r.d.id,
        date: r.d.date,
        name: r.packageName ?? r.eventName ?? '',
        seats: r.d.seats,
        travellers: Number(r.travellers),
        bookings: Number(r.bookings),
      }));
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
