import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The back office (spec section 2 "Admin screens"): every route checks for an admin on the server. */
export const adminRoutes: RouteConfigEntry[] = [
  layout('routes/admin/layout.tsx', [
    route('manageAdmins', 'routes/admin/admins.tsx'),
    route('manageEvents', 'routes/admin/events.tsx'),
    route('manageEventDetail/:id', 'routes/admin/event-detail.tsx'),
    route('manageBooking', 'routes/admin/bookings.tsx'),
    route('manageBooking/export.csv', 'routes/admin/bookings-csv.ts'),
    route('bookDetails/:id', 'routes/admin/booking-detail.tsx'),
    route('manageMessage', 'routes/admin/messages.tsx'),
    route('manageMessage/subscribers.csv', 'routes/admin/subscribers-csv.ts'),
    route('messageView/:id', 'routes/admin/message-view.tsx', { id: 'admin-contact-message' }),
    route('touchMessageView/:id', 'routes/admin/message-view.tsx', { id: 'admin-touch-message' }),
    route('managePackage', 'routes/admin/packages.tsx'),
    route('managePackage/new', 'routes/admin/package-edit.tsx', { id: 'admin-package-new' }),
    route('managePackage/:id/edit', 'routes/admin/package-edit.tsx', { id: 'admin-package-edit' }),
    route('managePackage/:id/departures', 'routes/admin/departures.tsx'),
    route('managePackage/:id/departures/:departureId/manifest', 'routes/admin/manifest.tsx'),
    route('managePackage/:id/departures/:departureId/manifest.csv', 'routes/admin/manifest-csv.ts'),
    route('manageBlogs', 'routes/admin/blogs.tsx'),
    route('manageBlogs/new', 'routes/admin/blog-edit.tsx', { id: 'admin-blog-new' }),
    route('manageBlogs/:id/edit', 'routes/admin/blog-edit.tsx', { id: 'admin-blog-edit' }),
    route('managePayments', 'routes/admin/payments.tsx'),
    route('managePayments/export.csv', 'routes/admin/payments-csv.ts'),
    route('manageReviews', 'routes/admin/reviews.tsx'),
    route('manageReports', 'routes/admin/reports.tsx'),
    route('manageReports/:name/export.csv', 'routes/admin/reports-csv.ts'),
    route('manageAudit', 'routes/admin/audit.tsx'),
    route('manageMail', 'routes/admin/mail.tsx'),
    route('checkin', 'routes/admin/checkin.tsx'),
  ]),
];
