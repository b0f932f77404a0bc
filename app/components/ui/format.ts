/** Display formats shared by every page. */

const takaFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole Taka as the site shows it: 'Tk 12,500'. */
export function formatTk(amount: number): string {
  return `Tk ${takaFormat.format(amount)}`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' or an ISO timestamp as '12 March 2026'. */
export function formatDate(value: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

/** '3 Days 2 Nights' (singular where it should be). */
export function daysNights(days: number, nights: number): string {
  return `${days} ${days === 1 ? 'Day' : 'Days'} ${nights} ${nights === 1 ? 'Night' : 'Nights'}`;
}

/** The spec's comment count: 'N Comment' for one, 'N Comments' otherwise. */
export function commentCount(n: number): string {
  return `${n} ${n === 1 ? 'Comment' : 'Comments'}`;
}
