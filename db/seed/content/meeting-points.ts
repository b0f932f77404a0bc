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

/** The same meeting points in Bangla (the translation tables), by the English package name. */
export const meetingPointsBn: Record<string, string> = {
  'Saint Martin Island': 'গ্রিন লাইন কাউন্টার, সায়েদাবাদ বাস টার্মিনাল, ঢাকা (রাত ৯:৩০)',
  "Cox's Bazar": 'গ্রিন লাইন কাউন্টার, সায়েদাবাদ বাস টার্মিনাল, ঢাকা (রাত ১০:০০)',
  Sundarbans: 'রূপসা লঞ্চঘাট, খুলনা (সকাল ৭:০০)',
  'Sajek Valley': 'শ্যামলী পরিবহন কাউন্টার, কলাবাগান, ঢাকা (রাত ১০:৩০)',
  Srimangal: 'কমলাপুর রেলস্টেশন, ১ নম্বর প্ল্যাটফর্ম, ঢাকা (সকাল ৬:০০)',
  Bandarban: 'শ্যামলী পরিবহন কাউন্টার, কলাবাগান, ঢাকা (রাত ১০:০০)',
  'Tanguar Haor': 'মহাখালী বাস টার্মিনাল, এনা কাউন্টার, ঢাকা (রাত ১০:০০)',
  'Old Dhaka': 'আহসান মঞ্জিলের প্রধান ফটক, ঢাকা (সকাল ৮:০০)',
};
export const officeMeetingPointBn = 'Travelez অফিস, বাড়ি ২৭, সড়ক ৭, ধানমন্ডি, ঢাকা (যাত্রার ৩০ মিনিট আগে)';
