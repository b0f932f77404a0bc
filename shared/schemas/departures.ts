/**
 * Departures (dated seats) in the JSON API and the admin forms: what is sent and what is answered.
 */
import { z } from 'zod';
import { travellersField } from './booking.ts';
import { MAX_SERIES_DAYS } from '../seats.ts';
import { isoDate, plainText, wholeNumber } from './common.ts';
import { issueMessage } from '../i18n/coded-messages.ts';
import { pickupPointsSchema } from '../pickup.ts';

const idField = z.string().trim().min(1).max(64);
const seatsField = wholeNumber('Seats', 0, 500);
const priceField = wholeNumber('Price', 0, 10_000_000);
const noteField = z
  .string()
  .trim()
  .max(300, issueMessage('tooManyCharacters', 'Note', 300))
  .pipe(plainText('Note'));

export const departureStatusValues = ['open', 'closed', 'cancelled'] as const;
export type DepartureStatus = (typeof departureStatusValues)[number];

export const departureInput = z.object({
  packageId: idField,
  date: isoDate('Date'),
  seats: seatsField.refine((n) => n >= 1, issueMessage('seatsAtLeastOne')),
  price: priceField.optional(),
  note: noteField.optional(),
});
export type DepartureInput = z.infer<typeof departureInput>;

export const departureSeriesInput = z
  .object({
    packageId: idField,
    from: isoDate('From'),
    to: isoDate('To'),
    weekdays: z
      .array(z.number().int().min(0, issueMessage('weekdayRange')).max(6, issueMessage('weekdayRange')), {
        error: issueMessage('chooseWeekday'),
      })
      .min(1, issueMessage('chooseWeekday')),
    seats: seatsField.refine((n) => n >= 1, issueMessage('seatsAtLeastOne')),
    price: priceField.optional(),
  })
  .refine((v) => v.to >= v.from, { message: issueMessage('toBeforeFrom'), path: ['to'] })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= MAX_SERIES_DAYS, {
    message: issueMessage('seriesTooLong', MAX_SERIES_DAYS),
    path: ['to'],
  });
export type DepartureSeriesInput = z.infer<typeof departureSeriesInput>;

export const departurePatch = z
  .object({
    seats: seatsField.optional(),
    price: priceField.nullable().optional(),
    note: noteField.optional(),
    status: z.enum(departureStatusValues, { error: issueMessage('departureStatusNotValid') }).optional(),
    pickupPoints: pickupPointsSchema
      .optional()
      .meta({ description: "Where travellers are picked up (replaces the list; a point's id stays when it is renamed or its time changes)" }),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), issueMessage('departureChangeEmpty'));
export type DeparturePatch = z.infer<typeof departurePatch>;

export const departuresQuery = z.object({
  packageId: idField.optional(),
  eventId: idField.optional(),
  from: isoDate('From').optional(),
});

export const departureDto = z
  .object({
    _id: z.string(),
    packageId: z.string().nullable(),
    eventId: z.string().nullable(),
    date: z.string().meta({ description: 'YYYY-MM-DD, Bangladesh time' }),
    seats: z.number().int(),
    seatsTaken: z.number().int(),
    seatsLeft: z.number().int(),
    price: z.number().int().meta({ description: 'Tk per person on this date' }),
    status: z.enum(departureStatusValues),
    availability: z.enum(['available', 'few', 'sold-out']),
    note: z.string(),
    pickupPoints: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          nameBn: z.string().optional().meta({ description: 'The name in Bangla' }),
          time: z.string().meta({ description: 'HH:MM, Bangladesh time' }),
        }),
      )
      .meta({ description: 'Where travellers are picked up; a booking chooses one' }),
  })
  .meta({ id: 'Departure' });
export type Departure = z.infer<typeof departureDto>;

const manifestPickupDto = z.object({ id: z.string(), name: z.string(), nameBn: z.string().optional(), time: z.string() });

export const manifestTravellerDto = z.object({
  fullName: z.string(),
  category: z.enum(['adult', 'child', 'infant']),
  age: z.number().int().meta({ description: 'Whole years on the departure date' }),
  gender: z.enum(['female', 'male', 'other']),
  document: z.object({ type: z.enum(['nid', 'passport', 'birth']), numberMasked: z.string().meta({ description: '••••6789: never whole here' }) }),
});

export const manifestRowDto = z.object({
  bookingId: z.string(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  travellers: z.number().int(),
  status: z.string(),
  checkedInAt: z.string().nullable().meta({ description: 'When staff checked the travellers in at the meeting point (null: not yet)' }),
  checkedInBy: z.string().nullable().meta({ description: 'The e-mail of the admin who checked them in (null: not yet, or that account is gone)' }),
  pickupPoint: manifestPickupDto.nullable().meta({ description: 'Where the booking is picked up' }),
  party: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
  travellerDetails: z.array(manifestTravellerDto).meta({ description: "Every traveller's details given so far (empty: not given yet)" }),
  detailsMissing: z.boolean().meta({ description: "The tour requires every traveller's details and this (not cancelled) booking has not given them" }),
});

export const pickupGroupDto = z
  .object({
    pickupPoint: manifestPickupDto.nullable().meta({ description: 'null: the bookings that chose no pickup point' }),
    count: z.number().int().meta({ description: 'Travellers picked up here (bookings not cancelled, infants included)' }),
    bookings: z.number().int(),
    travellers: z
      .array(manifestTravellerDto.extend({ bookingId: z.string() }))
      .meta({ description: 'The travellers named by these bookings (a booking that has not given its details yet names none)' }),
  })
  .meta({ id: 'ManifestPickupGroup' });

export const manifestDto = z
  .object({
    departure: departureDto,
    name: z.string(),
    travellers: z.number().int(),
    travellerDetailsDue: z
      .string()
      .nullable()
      .meta({ description: "YYYY-MM-DD: the last day to give every traveller's details, when the tour requires them (null: it does not)" }),
    pickupGroups: z.array(pickupGroupDto).meta({ description: 'The bookings not cancelled by pickup point (by time), those without one last' }),
    rows: z.array(manifestRowDto),
  })
  .meta({ id: 'DepartureManifest' });
export type Manifest = z.infer<typeof manifestDto>;

/**
 * Joining a waitlist: how many travellers (default 1), at most the tour's group size. Without a
 * group size (the API's schema, before the tour is known): the largest group size a package or an
 * event may have; the service then checks the tour's own.
 */
export const waitlistInputSchema = (groupSize = 1000) => z.object({ travellers: travellersField(groupSize).optional() });
export const waitlistInput = waitlistInputSchema();
