import { translateMessage } from '../../shared/i18n/coded-messages.ts';
import { describe, expect, it } from 'vitest';
import type { Booking, TourPackage } from '../../shared/domain.ts';
import { bookingDto } from '../../shared/schemas/booking-dto.ts';
import { tourPackageDto } from '../../shared/schemas/dto.ts';
import { packageInput } from '../../shared/schemas/packages.ts';
import { packageApiInput, packageInputFromApi, toBookingDto, toTourPackageDto } from './spec-names.server.ts';

const pkg: TourPackage = {
  _id: 'abcdefghij0123456789',
  slug: 'sajek-above-the-clouds',
  name: 'Sajek Valley',
  packageName: 'Above the Clouds',
  region: 'Rangamati',
  meetingPoint: 'Reserve Bazar launch ghat, Rangamati',
  displayPhoto: '/uploads/abcdef0123456789abcdef01-960.webp',
  totalDays: 3,
  stayPlanDays: 3,
  stayPlanNight: 2,
  groupSize: 12,
  packagePresentPrice: 9000,
  prePackagePrice: 10_000,
  discount: 10,
  rating: 4.5,
  reviewCount: 0,
  status: 'Available',
  overview: 'Clouds at dawn.',
  slider1: '',
  slider2: '',
  slider3: '',
  slider4: '',
  caption1: '',
  caption2: '',
  caption3: '',
  caption4: '',
  tourPlanDays: [{ day: 'Day 1', describe: 'Drive up.' }],
  priceCategories: [
    { code: 'adult', price: 9000 },
    { code: 'child', price: 6000, minAge: 3, maxAge: 11 },
    { code: 'infant', price: 0, maxAge: 2 },
  ],
  infantsTakeSeat: false,
  requiresTravellerDetails: false,
  travellerDetailsDays: 7,
};

describe('the spec names at the API edge', () => {
  it('answers a package under the spec spellings, in the DTO field order', () => {
    const dto = toTourPackageDto(pkg);
    expect(Object.keys(dto)).toEqual(Object.keys(tourPackageDto.shape));
    expect(dto).toMatchObject({ totaldays: 3, packageGroupPeoples: 12, overView: 'Clouds at dawn.' });
    expect(dto).not.toHaveProperty('groupSize');
    expect(tourPackageDto.parse(dto)).toEqual(dto);
  });

  it('round trip: a package → its DTO → sent back as a body → the same service input', () => {
    const dto = toTourPackageDto(pkg);
    const body = packageApiInput.parse(dto);
    expect(body).toMatchObject({ totaldays: 3, packageGroupPeoples: 12, overView: 'Clouds at dawn.' });
    const input = packageInputFromApi(body);
    // What the admin form would send for the same package, checked by the same rules.
    expect(input).toEqual(packageInput.parse(pkg));
    expect(input).toMatchObject({ totalDays: 3, groupSize: 12, overview: 'Clouds at dawn.' });
    expect(input).not.toHaveProperty('totaldays');
  });

  it('names the fields of a refused body as the client sent them', () => {
    const result = packageApiInput.safeParse({ ...toTourPackageDto(pkg), totaldays: 0, packageGroupPeoples: 'x', overView: '' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['totaldays', 'packageGroupPeoples', 'overView']);
    const nights = packageApiInput.safeParse({ ...toTourPackageDto(pkg), stayPlanNight: 5 });
    expect(nights.error?.issues.map((i) => `${i.path.join('.')}: ${translateMessage('en', i.message)}`)).toEqual([
      'stayPlanNight: Nights cannot be more than days',
    ]);
  });

  it('answers a booking under the spec spellings, in the DTO field order', () => {
    const booking: Booking = {
      _id: 'abcdefghij0123456789',
      status: 'Pending',
      fullName: 'Alice Rahman',
      email: 'alice@example.com',
      phone: '+880 1711 000111',
      address: 'House 1',
      city: 'Dhaka',
      cardName: 'ALICE',
      cardBrand: 'Visa',
      cardLast4: '4242',
      expireDate: '12/35',
      logInEmail: 'alice@example.com',
      displayPhoto: '/p.webp',
      name: 'Sajek Valley',
      packageName: 'Above the Clouds',
      packageId: pkg._id,
      eventId: null,
      groupSize: 12,
      packagePresentPrice: 9000,
      totalDays: 3,
      travelDate: '2030-01-10',
      travellers: 2,
      party: { adult: 2, child: 0, infant: 0 },
      priceBreakdown: [{ code: 'adult', count: 2, unitPrice: 9000, amount: 18000 }],
      discount: 0,
      promoCode: null,
      pickupPoint: null,
      travellerDetails: [],
      travellerDetailsDue: null,
      totalPrice: 18_000,
      advanceDue: 5400,
      cancellationCharge: null,
      refundAmount: null,
      cancelledAt: null,
      createdAt: '2029-12-01T10:00:00.000Z',
      history: [{ fromStatus: null, toStatus: 'Pending', note: '', changedAt: '2029-12-01T10:00:00.000Z' }],
      paymentMethod: 'card',
      paidAmount: 0,
      holdUntil: null,
      payments: [],
      refunds: [],
    };
    const dto = toBookingDto(booking);
    expect(Object.keys(dto)).toEqual(Object.keys(bookingDto.shape));
    expect(dto).toMatchObject({ packageGroupPeoples: 12, totaldays: 3, history: booking.history });
    expect(bookingDto.parse(dto)).toEqual(dto);
  });
});
