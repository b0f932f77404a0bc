/** Demo meeting points (where the guide checks tickets on departure day), by package name; the rest meet at the office. */
export const meetingPoints: Record<string, string> = {
  'Saint Martin Island': 'Green Line counter, Sayedabad bus terminal, Dhaka (9:30 PM)',
  "Cox's Bazar": 'Green Line counter, Sayedabad bus terminal, Dhaka (10:00 PM)',
  Sundarbans: 'Rupsha launch ghat, Khulna (7:00 AM)',
  'Sajek Valley': 'Shyamoli Paribahan counter, Kalabagan, Dhaka (10:30 PM)',
  Srimangal: 'Kamalapur railway station, platform 1, Dhaka (6:00 AM)',
  Bandarban: 'Shyamoli Paribahan counter, Kalabagan, Dhaka (10:00 PM)',
  'Tanguar Haor': 'Mohakhali bus terminal, ENA counter, Dhaka (10:00 PM)',
  'Old Dhaka': 'Ahsan Manzil main gate, Dhaka (8:00 AM)',
};
export const officeMeetingPoint = 'Travelez office, House 27, Road 7, Dhanmondi, Dhaka (30 minutes before departure)';
