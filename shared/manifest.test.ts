import { describe, expect, it } from 'vitest';
import { manifestCsvRows, pickupGroups } from './manifest.ts';
import { pickupIdFor, pickupPointsSchema } from './pickup.ts';
import type { Manifest } from './schemas/departures.ts';
import { travellersFromForm, travellersInput } from './schemas/travellers.ts';
import { inEnglish } from './i18n/coded-messages.ts';

const sayedabad = { id: 'sayedabad', name: 'Sayedabad', time: '21:30' };
const kalyanpur = { id: 'kalyanpur', name: 'Kalyanpur', time: '20:15' };
type Row = Manifest['rows'][number];
const row = (bookingId: string, over: Partial<Row> = {}): Row => ({
  bookingId,
  fullName: `Name ${bookingId}`,
  phone: '01711000000',
  email: `${bookingId}@example.com`,
  travellers: 2,
  status: 'Confirmed',
  checkedInAt: null,
  checkedInBy: null,
  pickupPoint: null,
  party: { adult: 2, child: 0, infant: 0 },
  travellerDetails: [],
  detailsMissing: false,
  ...over,
});

describe('the manifest by pickup point', () => {
  const karim = {
    fullName: 'Karim',
    category: 'adult' as const,
    age: 40,
    gender: 'male' as const,
    document: { type: 'nid' as const, numberMasked: '••••6789' },
  };
  const rows = [
    row('a', { pickupPoint: sayedabad, detailsMissing: true }),
    row('b', { pickupPoint: kalyanpur, travellers: 1, travellerDetails: [karim] }),
    row('c'),
    row('d', { pickupPoint: sayedabad, travellers: 3 }),
    row('x', { pickupPoint: kalyanpur, status: 'Cancelled' }),
  ];
  it('groups the bookings that travel by point, by time, with a count per point; those without one last', () => {
    expect(pickupGroups(rows)).toEqual([
      { pickupPoint: kalyanpur, count: 1, bookings: 1, travellers: [{ bookingId: 'b', ...karim }] },
      { pickupPoint: sayedabad, count: 5, bookings: 2, travellers: [] },
      { pickupPoint: null, count: 2, bookings: 1, travellers: [] },
    ]);
  });
  it('writes one CSV row per traveller named (one per booking that named none), by point, the cancelled last', () => {
    const manifest = { rows, pickupGroups: pickupGroups(rows) } as Manifest;
    const csv = manifestCsvRows(manifest);
    expect(csv.map((r) => [r[0], r[2], r[3], r[9], r[10] ?? null, r[15] ?? null])).toEqual([
      ['Pickup point', 'Travellers at pickup', 'Name', 'Details', 'Traveller', 'Document number'],
      ['Kalyanpur', 1, 'Name b', 'given', 'Karim', '••••6789'],
      ['Sayedabad', 5, 'Name a', 'missing', null, null],
      ['Sayedabad', 5, 'Name d', '', null, null],
      ['', 2, 'Name c', '', null, null],
      ['', '', 'Name x', '', null, null],
    ]);
  });
});

describe('pickup points as the operator edits them', () => {
  it('take an id from the name of a new point, never one taken', () => {
    expect(pickupIdFor('Sayedabad bus terminal', new Set())).toBe('sayedabad-bus-terminal');
    expect(pickupIdFor('Sayedabad', new Set(['sayedabad']))).toBe('sayedabad-2');
    expect(pickupIdFor('সায়েদাবাদ', new Set())).toBe('point');
  });
  it('are refused with a time that is not HH:MM, or twice', () => {
    expect(inEnglish(pickupPointsSchema.safeParse([{ ...sayedabad, time: '9:30' }]).error?.issues[0]?.message)).toBe('A pickup time is HH:MM (00:00 to 23:59)');
    expect(inEnglish(pickupPointsSchema.safeParse([sayedabad, sayedabad]).error?.issues[0]?.message)).toBe('Each pickup point is listed once');
  });
});

describe("the booking page's travellers form", () => {
  it('reads one entry per block; an empty field says it is required, a document number its form', () => {
    const values = {
      '0.category': 'adult',
      '0.fullName': 'Rina',
      '0.dateOfBirth': '',
      '0.gender': '',
      '0.document.type': 'passport',
      '0.document.number': '123',
    };
    const list = travellersFromForm(values);
    expect(list).toHaveLength(1);
    const issues = travellersInput.safeParse(list).error?.issues.map((i) => [i.path.join('.'), inEnglish(i.message)]);
    expect(issues).toEqual([
      ['0.dateOfBirth', 'Date of birth is required'],
      ['0.gender', 'Gender is required'],
      ['0.document.number', 'A passport number is 1 or 2 letters and 7 or 8 digits'],
    ]);
  });
});
