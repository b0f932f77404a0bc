/**
 * When an SMS may go. Nothing but a sign-in code is sent between 22:00 and 08:00 in Dhaka
 * (Asia/Dhaka is UTC+6 all year: no daylight saving since 2009). The gateway's `csms_id` is unique
 * within a day, which is Dhaka's day too.
 */
const dhakaOffsetMs = 6 * 60 * 60_000;
export const quietHours = { from: 22, until: 8 } as const;

/** The calendar day in Dhaka of an instant: 'YYYY-MM-DD'. */
export function dhakaDay(at: Date): string {
  return new Date(at.getTime() + dhakaOffsetMs).toISOString().slice(0, 10);
}

/** The hour (0-23) in Dhaka. */
export function dhakaHour(at: Date): number {
  return new Date(at.getTime() + dhakaOffsetMs).getUTCHours();
}

export function isQuietTime(at: Date): boolean {
  const hour = dhakaHour(at);
  return hour >= quietHours.from || hour < quietHours.until;
}

/** When an SMS asked for at `at` may be sent: `at` itself, or the end of the quiet hours (08:00 Dhaka). */
export function sendableAt(at: Date, urgent: boolean): Date {
  if (urgent || !isQuietTime(at)) return at;
  const local = new Date(at.getTime() + dhakaOffsetMs);
  const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), quietHours.until) - dhakaOffsetMs;
  return new Date(dhakaHour(at) >= quietHours.from ? morning + 24 * 60 * 60_000 : morning);
}
