/** /manageBooking/export.csv: the bookings the list shows (same filter) as CSV; no card data but the last 4. English in every language (a data file for spreadsheets). */
import type { Route } from './+types/bookings-csv';
import { adminDownload, csvResponse } from './admin.server.ts';
import { bookingFilter } from './bookings.server.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = adminDownload(context, request);
  const bookings = await services.bookings.listAll(bookingFilter(request));
  const header = [
    'id',
    'created_at',
    'status',
    'place',
    'package',
    'travel_date',
    'travellers',
    'total_tk',
    'advance_due_tk',
    'client_name',
    'email',
    'phone',
    'address',
    'city',
    'login_email',
    'card',
  ];
  const rows = bookings.map((b) => [
    b._id,
    b.createdAt,
    b.status,
    b.name,
    b.packageName,
    b.travelDate,
    b.travellers,
    b.totalPrice,
    b.advanceDue,
    b.fullName,
    b.email,
    b.phone,
    b.address,
    b.city,
    b.logInEmail,
    `${b.cardBrand} •••• ${b.cardLast4}`,
  ]);
  const date = new Date().toISOString().slice(0, 10);
  return csvResponse(`travelez-bookings-${date}.csv`, [header, ...rows]);
}
