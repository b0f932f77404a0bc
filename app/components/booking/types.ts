/** What the booking wizard books, as its page loader hands it over. */
export interface Bookable {
  kind: 'package' | 'event';
  id: string;
  name: string;
  packageName: string;
  displayPhoto: string;
  /** Tk per person. */
  unitPrice: number;
  /** Most travellers per booking. */
  groupSize: number;
  totaldays: number;
  /** Events: the start date, which fixes the travel date. */
  fixedDate: string | null;
}
