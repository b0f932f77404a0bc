/**
 * Demo prices per traveller category and pickup points (issue 36). Most packages price children
 * (3-11) at about 60% and infants (0-2) at a token or nothing; every fifth package stays adults
 * only, so the site shows both. Departures leaving Dhaka by bus pick travellers up on the way.
 */
import type { PriceCategory } from '../../../shared/party.ts';
import type { PickupPoint } from '../../../shared/pickup.ts';

/** Whole hundreds of Taka, halves up. */
const hundreds = (amount: number) => Math.floor(amount / 100 + 0.5) * 100;

/** The child and infant prices of the package at `index` in the demo list (the adult price is its present price). */
export function demoPriceCategories(adultPrice: number, index: number): PriceCategory[] {
  if (index % 5 === 4) return [];
  return [
    { code: 'child', price: hundreds(adultPrice * 0.6), minAge: 3, maxAge: 11 },
    { code: 'infant', price: index % 2 === 0 ? 0 : 500, maxAge: 2 },
  ];
}

/** Pickup points of the night coaches out of Dhaka, by package name (the meeting point is the first). */
export const demoPickupPoints: Record<string, PickupPoint[]> = {
  'Saint Martin Island': [
    { id: 'sayedabad', name: 'Sayedabad bus terminal', nameBn: 'সায়েদাবাদ বাস টার্মিনাল', time: '21:30' },
    { id: 'arambagh', name: 'Arambagh', nameBn: 'আরামবাগ', time: '21:00' },
    { id: 'kalyanpur', name: 'Kalyanpur', nameBn: 'কল্যাণপুর', time: '20:15' },
  ],
  "Cox's Bazar": [
    { id: 'sayedabad', name: 'Sayedabad bus terminal', nameBn: 'সায়েদাবাদ বাস টার্মিনাল', time: '22:00' },
    { id: 'arambagh', name: 'Arambagh', nameBn: 'আরামবাগ', time: '21:30' },
    { id: 'kalyanpur', name: 'Kalyanpur', nameBn: 'কল্যাণপুর', time: '20:45' },
  ],
  'Sajek Valley': [
    { id: 'kalabagan', name: 'Kalabagan', nameBn: 'কলাবাগান', time: '22:30' },
    { id: 'arambagh', name: 'Arambagh', nameBn: 'আরামবাগ', time: '22:00' },
  ],
  Bandarban: [
    { id: 'kalabagan', name: 'Kalabagan', nameBn: 'কলাবাগান', time: '22:00' },
    { id: 'sayedabad', name: 'Sayedabad bus terminal', nameBn: 'সায়েদাবাদ বাস টার্মিনাল', time: '22:30' },
  ],
};
