/**
 * iCalendar (RFC 5545) for the trip's calendar files: all-day events, text escaped (section
 * 3.3.11) and lines folded at 75 octets (3.1), CRLF line ends. Pure, for the server's answers.
 */

/** TEXT values: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded so no line is longer than 75 octets (UTF-8), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the next ones start with a space, so 74 of content.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 'YYYY-MM-DD' -> 'YYYYMMDD' (a DATE value). */
const icsDate = (date: string) => date.replaceAll('-', '');

/** The day `days` after an ISO date. */
export function dayAfter(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A UTC timestamp: 'YYYYMMDDTHHMMSSZ'. */
export const icsStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export interface AllDayEvent {
  uid: string;
  /** The first day, 'YYYY-MM-DD'. */
  start: string;
  /** How many days it lasts (DTEND is the day after the last, exclusive). */
  days: number;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  stamp: Date;
}

/** A VCALENDAR with these events, CRLF-terminated lines. */
export function icsCalendar(name: string, events: readonly AllDayEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Travelez//Trips//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${icsText(name)}`];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsStamp(e.stamp)}`,
      `DTSTART;VALUE=DATE:${icsDate(e.start)}`,
      `DTEND;VALUE=DATE:${icsDate(dayAfter(e.start, Math.max(1, e.days)))}`,
      `SUMMARY:${icsText(e.summary)}`,
      `DESCRIPTION:${icsText(e.description)}`,
      ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
