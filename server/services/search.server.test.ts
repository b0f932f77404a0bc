import { describe, expect, it } from 'vitest';
import { departureWindow } from './search.server.ts';

describe('departureWindow', () => {
  it('asks for no departure when the search names neither dates nor guests', () => {
    expect(departureWindow({})).toBeNull();
  });

  it('takes the dates as they are (inclusive) and one seat unless guests are given', () => {
    expect(departureWindow({ checkIn: '2027-01-10', checkOut: '2027-01-20' })).toEqual({ from: '2027-01-10', to: '2027-01-20', seats: 1 });
    expect(departureWindow({ checkIn: '2027-01-10' })).toEqual({ from: '2027-01-10', seats: 1 });
    expect(departureWindow({ checkOut: '2027-01-20', guests: 3 })).toEqual({ to: '2027-01-20', seats: 3 });
  });

  it('with guests alone asks for any open departure with that many seats left', () => {
    expect(departureWindow({ guests: 4 })).toEqual({ seats: 4 });
  });
});
