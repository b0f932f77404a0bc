import { cancellationTimeline, paymentSchedule, scheduleLabel, type PolicyBooking } from '../../../shared/policy.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { bookingText } from './booking.text.ts';

/** The payment schedule of a booking (policy module): what is due, how much, by when. */
export function PaymentScheduleTable({ booking }: { booking: PolicyBooking }) {
  const items = paymentSchedule(booking);
  const t = useText(bookingText);
  const f = useFormat();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t.paymentSchedule}</caption>
      <thead className="text-ink-muted">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t.instalment}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t.due}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.key} className="border-t border-sand-200">
            <td className="py-2 pr-3">{scheduleLabel(f.lang, i)}</td>
            {/* On one line where there is room; on a phone the longer Bangla wording ("after the status e-mail") wraps. */}
            <td className="py-2 pr-3 sm:whitespace-nowrap">{i.key === 'advance' ? t.now : i.dueBy ? t.dueBy(f.date(i.dueBy)) : t.afterStatusEmail}</td>
            <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">{f.money(i.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What cancelling would cost, by date, from today (policy module). */
export function CancellationTable({ booking, today }: { booking: PolicyBooking; today: string }) {
  const rows = cancellationTimeline(booking, today);
  const t = useText(bookingText);
  const f = useFormat();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t.cancellationCaption}</caption>
      <thead className="text-ink-muted">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t.ifYouCancel}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t.charge}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.from} className="border-t border-sand-200">
            <td className="py-2 pr-3">{r.from === r.until ? f.date(r.from) : t.dateRange(f.date(r.from), f.date(r.until))}</td>
            <td className="py-2 pr-3">{t.percent(r.percent)}</td>
            <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">{f.money(r.charge)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
