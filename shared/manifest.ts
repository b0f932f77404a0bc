/**
 * A departure's manifest by pickup point (issue 36): the bookings not cancelled grouped by the
 * point they chose (by time, then name; those without one last), with a count of travellers per
 * point, and the CSV of it. Pure: the departure service builds the groups, the page and both CSV
 * downloads (the API's and the admin page's) write the same rows. Document numbers here are only
 * ever masked.
 */
import type { CsvCell } from './csv.ts';
import type { Manifest } from './schemas/departures.ts';

type Row = Manifest['rows'][number];
type Group = Manifest['pickupGroups'][number];

/** The groups of the rows that travel (not cancelled). */
export function pickupGroups(rows: readonly Row[]): Group[] {
  const groups = new Map<string, Group>();
  for (const r of rows) {
    if (r.status === 'Cancelled') continue;
    const key = r.pickupPoint?.id ?? '';
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { pickupPoint: r.pickupPoint, count: 0, bookings: 0, travellers: [] }));
    g.count += r.travellers;
    g.bookings += 1;
    g.travellers.push(...r.travellerDetails.map((t) => ({ bookingId: r.bookingId, ...t })));
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.pickupPoint || !b.pickupPoint) return a.pickupPoint ? -1 : b.pickupPoint ? 1 : 0;
    return a.pickupPoint.time.localeCompare(b.pickupPoint.time) || a.pickupPoint.name.localeCompare(b.pickupPoint.name);
  });
}

/** The bookings (not cancelled) of a group, in the manifest's order. */
export function rowsOfGroup(manifest: Pick<Manifest, 'rows'>, group: Pick<Group, 'pickupPoint'>): Row[] {
  return manifest.rows.filter((r) => r.status !== 'Cancelled' && (r.pickupPoint?.id ?? '') === (group.pickupPoint?.id ?? ''));
}

export const manifestCsvHeading = [
  'Pickup point',
  'Pickup time',
  'Travellers at pickup',
  'Name',
  'Phone',
  'E-mail',
  'Travellers',
  'Status',
  'Booking',
  'Details',
  'Traveller',
  'Category',
  'Age',
  'Gender',
  'Document',
  'Document number',
] as const;

/**
 * The manifest as CSV rows (English: a data file for spreadsheets): by pickup point, one row per
 * traveller named (one per booking that named none, its Details saying whether they are missing),
 * then the cancelled bookings. The document number is masked (••••6789).
 */
export function manifestCsvRows(manifest: Manifest): CsvCell[][] {
  const out: CsvCell[][] = [[...manifestCsvHeading]];
  const lines = (g: Pick<Group, 'pickupPoint' | 'count'> | null, r: Row): CsvCell[][] => {
    const booking: CsvCell[] = [
      g?.pickupPoint?.name ?? '',
      g?.pickupPoint?.time ?? '',
      g ? g.count : '',
      r.fullName,
      r.phone,
      r.email,
      r.travellers,
      r.status,
      r.bookingId,
    ];
    if (!r.travellerDetails.length) return [[...booking, r.detailsMissing ? 'missing' : '']];
    return r.travellerDetails.map((t) => [...booking, 'given', t.fullName, t.category, t.age, t.gender, t.document.type, t.document.numberMasked]);
  };
  for (const g of manifest.pickupGroups) for (const r of rowsOfGroup(manifest, g)) out.push(...lines(g, r));
  for (const r of manifest.rows.filter((x) => x.status === 'Cancelled')) out.push(...lines(null, r));
  return out;
}
