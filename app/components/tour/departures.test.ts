import { describe, expect, it } from 'vitest';
import { availabilityText, bookDepartureHref, nextBookable, offerAvailability, seatsText, splitDepartures, weekdayName } from './departures.ts';

describe('departure texts', () => {
  it('names the weekday of a calendar day', () => {
    expect(weekdayName('2027-01-14')).toBe('Thursday');
    expect(weekdayName('2026-11-29')).toBe('Sunday');
  });

  it('says the seats left in words', () => {
    expect(seatsText({ seats: 16, seatsLeft: 0 })).toBe('All 16 seats booked');
    expect(seatsText({ seats: 16, seatsLeft: 1 })).toBe('1 seat left of 16');
    expect(seatsText({ seats: 16, seatsLeft: 5 })).toBe('5 seats left of 16');
  });
});

describe('bookDepartureHref', () => {
  it('opens the wizard with the package and the departure chosen', () => {
    expect(bookDepartureHref('p1', 'd1')).toBe('/bookNow?package=p1&departure=d1');
  });
});

describe('which departures show', () => {
  it('shows the first six and keeps the rest for later', () => {
    const list = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(splitDepartures(list)).toEqual({ first: [1, 2, 3, 4, 5, 6], more: [7, 8] });
    expect(splitDepartures([1, 2], 6)).toEqual({ first: [1, 2], more: [] });
  });

  it('finds the next date that has seats', () => {
    expect(nextBookable([{ availability: 'sold-out' as const }, { availability: 'few' as const }])).toEqual({ availability: 'few' });
    expect(nextBookable([{ availability: 'sold-out' as const }])).toBeUndefined();
  });

  it('tells search engines whether the tour can be booked', () => {
    expect(offerAvailability([])).toBe('https://schema.org/OutOfStock');
    expect(offerAvailability([{ availability: 'sold-out' }])).toBe('https://schema.org/SoldOut');
    expect(offerAvailability([{ availability: 'sold-out' }, { availability: 'available' }])).toBe('https://schema.org/InStock');
  });
});

describe('departure texts in Bangla', () => {
  it('names the weekday and the seats with Bengali digits', () => {
    expect(weekdayName('2027-01-14', 'bn')).toBe('বৃহস্পতিবার');
    expect(seatsText({ seats: 16, seatsLeft: 0 }, 'bn')).toBe('১৬টি আসনই বুক হয়ে গেছে');
    expect(seatsText({ seats: 16, seatsLeft: 5 }, 'bn')).toBe('১৬টির মধ্যে ৫টি আসন বাকি');
  });

  it('labels the availability', () => {
    expect(availabilityText('few')).toBe('Few seats left');
    expect(availabilityText('sold-out', 'bn')).toBe('আসন শেষ');
  });
});
