/**
 * Who may review what, and for how long (pure rules, unit-tested). A review belongs to one booking:
 * its customer may write it once the booking is Completed and its trip has ended, and may change
 * it for 30 days.
 */
import { addDays } from './policy.ts';
import { msg, type MessageRef } from './i18n/coded-messages.ts';

export const REVIEW_EDIT_DAYS = 30;

export interface ReviewableBooking {
  status: string;
  travelDate: string;
  totalDays: number;
}

/** The last day of the trip ('YYYY-MM-DD'). */
export function tripEnd(b: Pick<ReviewableBooking, 'travelDate' | 'totalDays'>): string {
  return addDays(b.travelDate, Math.max(1, b.totalDays) - 1);
}

/** Why this booking cannot be reviewed today, or null when it can. */
export function reviewRefusal(b: ReviewableBooking, today: string): MessageRef | null {
  if (b.status !== 'Completed') return msg('reviewTripNotCompleted');
  if (tripEnd(b) >= today) return msg('reviewTripNotEnded');
  return null;
}

/** Whether a review written at `createdAt` may still be changed at `now`. */
export function reviewEditable(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() <= REVIEW_EDIT_DAYS * 86_400_000;
}

export interface RatingSummary {
  average: number;
  count: number;
  /** How many reviews gave 1 … 5 stars (index 0 = 1 star). */
  breakdown: [number, number, number, number, number];
}

/** Average (one decimal), count and breakdown of a set of star ratings. */
export function summarize(ratings: readonly number[]): RatingSummary {
  const breakdown: RatingSummary['breakdown'] = [0, 0, 0, 0, 0];
  for (const r of ratings) breakdown[r - 1]! += 1;
  const count = ratings.length;
  const average = count ? Math.round((ratings.reduce((a, b) => a + b, 0) / count) * 10) / 10 : 0;
  return { average, count, breakdown };
}

/** 'January 2027' for a travel date. */
export function monthTravelled(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number);
  const month = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m! - 1];
  return `${month} ${y}`;
}

/** The first name shown with a review ('Nadia' for 'Nadia Rahman'). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'Traveller';
}
