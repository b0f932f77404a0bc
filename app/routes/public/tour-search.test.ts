import { describe, expect, it } from 'vitest';
import { searchDescription, searchesDepartures, searchSummary } from './tour-search.ts';

describe('searchesDepartures', () => {
  it('is true when the search names dates or guests', () => {
    expect(searchesDepartures({})).toBe(false);
    expect(searchesDepartures({ checkIn: '2027-01-10' })).toBe(true);
    expect(searchesDepartures({ guests: 2 })).toBe(true);
  });
});

describe('searchSummary', () => {
  it('says how many tours match and what was searched', () => {
    expect(searchSummary(1, { where: 'beach' })).toBe("1 tour matches your search for 'beach'.");
    expect(searchSummary(3, { checkIn: '2026-12-10', checkOut: '2026-12-20', guests: 2 })).toBe(
      '3 tours match your search, leaving between 10 December 2026 and 20 December 2026, with seats for 2.',
    );
  });

  it('suggests what to change when nothing matches', () => {
    expect(searchSummary(0, { where: 'moon' })).toBe("No tour matches your search for 'moon'. Try another place.");
    expect(searchSummary(0, { checkIn: '2027-01-10', guests: 9 })).toBe(
      'No tour matches your search, leaving on or after 10 January 2027, with seats for 9. Try other dates, fewer guests or another place.',
    );
  });

  it('describes an open-ended date range', () => {
    expect(searchDescription({ checkOut: '2027-01-20' })).toBe(', leaving by 20 January 2027');
  });
});

describe('searchSummary in Bangla', () => {
  it('writes the sentence with Bengali digits and dates', () => {
    expect(searchSummary(3, { where: 'beach', guests: 2 }, 'bn')).toBe("আপনার খোঁজ ('beach', ২ জনের আসন) অনুযায়ী ৩টি ট্যুর পাওয়া গেছে।");
    expect(searchSummary(0, { where: 'moon' }, 'bn')).toBe("আপনার খোঁজ ('moon') অনুযায়ী কোনো ট্যুর পাওয়া যায়নি। অন্য কোনো জায়গা দিয়ে চেষ্টা করুন।");
    expect(searchDescription({ checkOut: '2027-01-20' }, 'bn')).toBe(' (যাত্রা ২০ জানুয়ারি, ২০২৭-এর মধ্যে)');
  });
});
