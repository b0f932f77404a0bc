/**
 * A booking's QR ticket (issue 27): the server's signed code as a QR code drawn in SVG (uqr's
 * matrix, one path: no HTML injected), labelled for screen readers, with the code printed under
 * it for staff to type when a camera cannot read it. Rendered on the server, so the booking page
 * kept by the service worker shows it offline too.
 */
import { pickupName } from '../../../shared/pickup.ts';
import { encode } from 'uqr';
import type { TicketDto } from '../../../shared/schemas/trip.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { buttonClasses } from '../ui/index.ts';
import { bookingText } from './booking.text.ts';

/** The dark modules as one SVG path (a run of dark modules in a row is one rectangle). */
export function qrPath(code: string): { size: number; d: string } {
  const { data, size } = encode(code, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size, d };
}

export function QrCode({ code, label, className }: { code: string; label: string; className?: string }) {
  const { size, d } = qrPath(code);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

export function TripTicket({ ticket }: { ticket: TicketDto }) {
  const t = useText(bookingText);
  const f = useFormat();
  return (
    <section aria-labelledby="ticket-title" className="mt-8 rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-6" data-testid="trip-ticket">
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <div className="w-full max-w-[16rem] shrink-0">
          <QrCode
            code={ticket.code}
            label={t.qrLabel(ticket.fullName, ticket.reference)}
            className="block aspect-square w-full rounded-lg border border-sand-200"
          />
          <p className="mt-2 text-center font-mono text-[0.7rem] leading-snug break-all text-ink-muted" data-testid="ticket-code">
            {ticket.code}
          </p>
        </div>
        <div>
          <h3 id="ticket-title" className="font-display text-xl font-bold text-teal-950">
            {t.yourTicket}
          </h3>
          <p className="mt-2">
            {t.ticketShowBefore}
            <strong>{f.date(ticket.travelDate)}</strong>
            {t.ticketShowMiddle}
            <strong>{f.number(ticket.travellers)}</strong>
            {t.ticketShowAfter}
          </p>
          <dl className="mt-4 grid gap-2 text-[0.95rem]">
            {ticket.pickupPoint ? (
              <div>
                <dt className="text-ink-muted">{t.pickupPoint}</dt>
                <dd className="font-semibold" data-testid="pickup-point">
                  {t.pickupAt(pickupName(ticket.pickupPoint, f.lang), ticket.pickupPoint.time)}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-ink-muted">{t.meetingPoint}</dt>
              <dd className="font-semibold" data-testid="meeting-point">
                {ticket.meetingPoint || t.meetingPointLater}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t.operatorPhone}</dt>
              <dd className="font-semibold">
                <a href={`tel:${ticket.operatorPhone.replace(/[^+\d]/g, '')}`} className="text-teal-800 underline-offset-4 hover:underline">
                  {ticket.operatorPhone}
                </a>
              </dd>
            </div>
          </dl>
          {ticket.checkedInAt ? <p className="mt-3 font-semibold text-leaf-800">{t.checkedIn(f.date(ticket.checkedInAt))}</p> : null}
          <a href={`/api/individualBookTour/${ticket.bookingId}/calendar.ics`} download className={buttonClasses('secondary', 'sm', 'mt-4')}>
            {t.addToCalendar}
          </a>
        </div>
      </div>
    </section>
  );
}
