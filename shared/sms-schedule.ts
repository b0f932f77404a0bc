/**
 * When an SMS may go. Nothing but a sign-in code is sent between 22:00 and 08:00 in Dhaka
 * (Asia/Dhaka is UTC+6 all year: no daylight saving since 2009). The gateway's `csms_id` is unique
 * within a day, which is Dhaka's day too.
 */
const dhakaOffsetMs = 6 * 60 * 60_000;
/** Dhaka hours in which only codes go (from 22:00 until 08:00); null: none (SMS_QUIET_HOURS=off). */
export type QuietHours = { from: number; until: number } | null;
export const quietHours = { from: 22, until: 8 } as const;

/** SMS_QUIET_HOURS: 'HH-HH' (Dhaka hours, from-until), 'off', or unset (22-8). */
export function parseQuietHours(text: string | undefined): QuietHours {
  const value = text?.trim();
  if (!value) return quietHours;
  if (value === 'off') return null;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  const [from, until] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(from >= 0 && from <= 23 && until >= 0 && until <= 23) || from === until) {
    throw new Error(`SMS_QUIET_HOURS: 'HH-HH' (Dhaka hours, such as 22-8) or 'off', not '${value}'`);
  }
  return { from, until };
}

/** The calendar day in Dhaka of an instant: 'YYYY-MM-DD'. */
export function dhakaDay(at: Date): string {
  return new Date(at.getTime() + dhakaOffsetMs).toISOString().slice(0, 10);
}

/** The hour (0-23) in Dhaka. */
export function dhakaHour(at: Date): number {
  return new Date(at.getTime() + dhakaOffsetMs).getUTCHours();
}

export function isQuietTime(at: Date, hours: QuietHours = quietHours): boolean {
  if (!hours) return false;
  const hour = dhakaHour(at);
  return hours.from > hours.until ? hour >= hours.from || hour < hours.until : hour >= hours.from && hour < hours.until;
}

/** When an SMS asked for at `at` may be sent: `at` itself, or the end of the quiet hours (08:00 Dhaka). */
export function sendableAt(at: Date, urgent: boolean, hours: QuietHours = quietHours): Date {
  if (urgent || !hours || !isQuietTime(at, hours)) return at;
  const local = new Date(at.getTime() + dhakaOffsetMs);
  const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours.until) - dhakaOffsetMs;
  return new Date(morning <= at.getTime() ? morning + 24 * 60 * 60_000 : morning);
}
