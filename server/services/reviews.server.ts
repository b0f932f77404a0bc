/**
 * Verified reviews: only the customer of a Completed booking whose trip has ended may review it
 * (once; editable for 30 days). The public sees the visible reviews of a package newest first with
 * the average, the count and the breakdown; admins hide one (with a reason, in the audit trail) or
 * reply publicly. Text is stored as typed and rendered as text (never HTML).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { isUniqueViolation } from '../../db/pg-errors.server.ts';
import { bookings, reviews } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import { claimsOperator, operatorNameMessage } from '../../shared/operator-names.ts';
import { dhakaDate } from '../../shared/policy.ts';
import { firstName, monthTravelled, REVIEW_EDIT_DAYS, reviewEditable, reviewRefusal, summarize, type RatingSummary } from '../../shared/reviews.ts';
import type { PublicReview, Review, ReviewInput, ReviewPage } from '../../shared/schemas/reviews.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { conflict, DomainError, forbidden, notFound } from './errors.server.ts';

type Row = typeof reviews.$inferSelect;

const REVIEWS_PER_PAGE = 5;

/** What anyone may see of a review (`publicReviewDto`): built field by field, so nothing else slips in. */
function toPublicReview(r: Row): PublicReview {
  return {
    _id: r.id,
    packageId: r.packageId,
    rating: r.rating,
    text: r.text,
    firstName: r.authorFirstName,
    travelled: monthTravelled(r.travelDate),
    travelledMonth: r.travelDate.slice(0, 7),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    reply: r.reply,
    editableUntil: new Date(r.createdAt.getTime() + REVIEW_EDIT_DAYS * 86_400_000).toISOString(),
  };
}

/** A review for its author or an admin: the public fields, its booking and whether it is hidden (why: admins only). */
function toReview(r: Row, forAdmin = false): Review {
  return { ...toPublicReview(r), bookingId: r.bookingId, hidden: r.hidden, hiddenReason: forAdmin ? r.hiddenReason : null };
}

/** Each rating as many times as it was given, from counts by rating. */
const ratingsOf = (counts: { rating: number; n: number }[]) => counts.flatMap((r) => Array<number>(Number(r.n)).fill(r.rating));

export function createReviewService(db: Database, audit: AuditService, changes: ChangeFeed) {
  // Reviews change what the tour pages show (ratings, the list).
  const transaction = publishingTransaction(db, changes, 'packages');

  async function row(id: string): Promise<Row> {
    if (!idPattern.test(id)) throw notFound('reviewNotFound');
    const [r] = await db.select().from(reviews).where(eq(reviews.id, id));
    if (!r) throw notFound('reviewNotFound');
    return r;
  }

  /** The visible reviews of the packages (of one, with `where`), counted by package and rating. */
  const visibleRatings = (where?: SQL) =>
    db
      .select({ packageId: reviews.packageId, rating: reviews.rating, n: count() })
      .from(reviews)
      .where(and(eq(reviews.hidden, false), sql`${reviews.packageId} is not null`, where))
      .groupBy(reviews.packageId, reviews.rating);

  /** An admin's change to a review, in the audit trail with the field as it was and as it is. */
  async function moderate(actor: Actor, id: string, action: string, set: Partial<Row>, was: (before: Row) => object, after: object): Promise<Review> {
    const before = await row(id);
    return transaction(async (tx) => {
      const [u] = await tx
        .update(reviews)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(reviews.id, id))
        .returning();
      await audit.record(actor, { action, entity: 'review', entityId: id, before: was(before), after }, tx);
      return toReview(u!, true);
    });
  }

  return {
    /** The visible reviews of a package, newest first, a page at a time, with the summary. */
    async forPackage(packageId: string, page = 1): Promise<ReviewPage> {
      const visible = and(eq(reviews.packageId, packageId), eq(reviews.hidden, false));
      const summary = summarize(ratingsOf(await visibleRatings(eq(reviews.packageId, packageId))));
      const pages = Math.max(1, Math.ceil(summary.count / REVIEWS_PER_PAGE));
      const current = Math.min(Math.max(1, page), pages);
      const rows = await db
        .select()
        .from(reviews)
        .where(visible)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(REVIEWS_PER_PAGE)
        .offset((current - 1) * REVIEWS_PER_PAGE);
      return { ...summary, page: current, pages, reviews: rows.map(toPublicReview) };
    },

    /** Average and count of every package with visible reviews (cards and lists). */
    async summaries(): Promise<Map<string, RatingSummary>> {
      const byPackage = Map.groupBy(await visibleRatings(), (r) => r.packageId!);
      return new Map([...byPackage].map(([id, rows]) => [id, summarize(ratingsOf(rows))]));
    },

    /** The review of a booking, if its customer wrote one. */
    async forBooking(viewer: Viewer, bookingId: string): Promise<Review | null> {
      if (!idPattern.test(bookingId)) return null;
      const [r] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.bookingId, bookingId), eq(reviews.userId, viewer.userId)));
      return r ? toReview(r) : null;
    },

    /** The customer reviews their own Completed, ended booking; once (409 the second time). */
    async create(viewer: Viewer, bookingId: string, input: ReviewInput, now: Date = new Date()): Promise<Review> {
      if (!idPattern.test(bookingId)) throw notFound('bookingNotFound');
      const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!b) throw notFound('bookingNotFound');
      if (b.userId !== viewer.userId) throw forbidden('reviewOnlyByTraveller');
      const refusal = reviewRefusal(b, dhakaDate(now));
      if (refusal) throw new DomainError(403, refusal);
      // A review is signed with the booking's first name: none that claims the operator (look-alike
      // letters and digits folded), as for blog comments.
      if (!viewer.isAdmin && claimsOperator(b.fullName)) throw new DomainError(400, operatorNameMessage);
      const [existing] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookingId));
      if (existing) throw conflict('reviewAlreadyWritten');
      try {
        return await transaction(async (tx) => {
          const [r] = await tx
            .insert(reviews)
            .values({
              id: newId(),
              bookingId,
              userId: viewer.userId,
              packageId: b.packageId,
              eventId: b.eventId,
              rating: input.rating,
              text: input.text,
              authorFirstName: firstName(b.fullName),
              travelDate: b.travelDate,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          return toReview(r!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict('reviewAlreadyWritten');
        }
        throw error;
      }
    },

    /** Its author changes a review within 30 days. */
    async update(viewer: Viewer, id: string, input: ReviewInput, now: Date = new Date()): Promise<Review> {
      const r = await row(id);
      if (r.userId !== viewer.userId) throw forbidden('reviewNotYours');
      if (!reviewEditable(r.createdAt, now)) throw forbidden('reviewEditWindow', REVIEW_EDIT_DAYS);
      return transaction(async (tx) => {
        const [u] = await tx.update(reviews).set({ rating: input.rating, text: input.text, updatedAt: now }).where(eq(reviews.id, id)).returning();
        return toReview(u!);
      });
    },

    /** An admin hides (with a reason) or shows a review again; recorded in the audit trail. */
    setHidden(actor: Actor, id: string, hidden: boolean, reason = ''): Promise<Review> {
      return moderate(actor, id, hidden ? 'hide' : 'show', { hidden, hiddenReason: hidden ? reason : null }, (before) => ({ hidden: before.hidden }), {
        hidden,
        reason,
      });
    },

    /** An admin replies publicly (an empty reply removes it). */
    reply(actor: Actor, id: string, reply: string): Promise<Review> {
      return moderate(actor, id, 'reply', { reply: reply || null, repliedAt: reply ? new Date() : null }, (before) => ({ reply: before.reply }), { reply });
    },

    /** Every review, newest first, hidden ones included (admin). */
    async listAll(): Promise<Review[]> {
      const rows = await db.select().from(reviews).orderBy(desc(reviews.createdAt)).limit(500);
      return rows.map((r) => toReview(r, true));
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
