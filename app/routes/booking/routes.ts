import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Booking and the customer dashboard (spec section 2). */
export const bookingRoutes: RouteConfigEntry[] = [
  route('bookNow', 'routes/booking/book-now.tsx'),
  route('dashboard', 'routes/booking/dashboard.tsx'),
  route('detailsPackage/:id', 'routes/booking/details-package.tsx'),
  route('payments/:provider/return/:id', 'routes/booking/payment-return.ts'),
  route('payments/:provider/received/:id', 'routes/booking/payment-received.tsx'),
];
