import { cancellationTimeline, paymentSchedule, type PolicyBooking } from '../../../shared/policy.ts';
import { formatDate, formatTk } from '../ui/format.ts';

/** The payment schedule of a booking (policy module): what is due, how much, by when. */
export function PaymentScheduleTable({ booking }: { booking: PolicyBooking }) {
  const items = paymentSchedule(booking);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Payment schedule</caption>
      <thead className="text-ink-muted">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Instalment
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Due
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.key} className="border-t border-sand-200">
            <td className="py-2 pr-3">{i.label}</td>
            <td className="py-2 pr-3 whitespace-nowrap">{i.key === 'advance' ? 'Now' : i.dueBy ? `By ${formatDate(i.dueBy)}` : 'After the status e-mail'}</td>
            <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">{formatTk(i.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What cancelling would cost, by date, from today (policy module). */
export function CancellationTable({ booking, today }: { booking: PolicyBooking; today: string }) {
  const rows = cancellationTimeline(booking, today);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Cancellation charges by date</caption>
      <thead className="text-ink-muted">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            If you cancel
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Charge
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.from} className="border-t border-sand-200">
            <td className="py-2 pr-3">{r.from === r.until ? formatDate(r.from) : `${formatDate(r.from)} – ${formatDate(r.until)}`}</td>
            <td className="py-2 pr-3">{r.percent}%</td>
            <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">{formatTk(r.charge)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
