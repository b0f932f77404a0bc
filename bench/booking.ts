/**
 * What the bench and the profiler book with: the admin account the bench server creates
 * (ADMIN_EMAIL, ADMIN_PASSWORD), and one traveller's booking of a departure.
 */
export const benchAdmin = { email: 'bench-admin@travelez.test', password: 'Bench-pass-2026' };

/** The JSON body of POST /api/bookTour: one traveller, a card valid for two more years. */
export function bookingBody(packageId: string, departureId: string): string {
  const expiry = new Date(Date.now() + 2 * 365 * 86_400_000);
  return JSON.stringify({
    packageId,
    departureId,
    fullName: 'Bench Traveller',
    email: benchAdmin.email,
    phone: '+880 1711 000000',
    address: 'House 1, Road 1',
    city: 'Dhaka',
    travellers: 1,
    cardName: 'Bench Traveller',
    cardNumber: '4242 4242 4242 4242',
    cvc: '123',
    expireDate: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCFullYear()).slice(2)}`,
  });
}
