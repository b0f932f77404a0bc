import { formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages, plural } from '../../../shared/i18n/messages.ts';

const bn = (n: number) => formatNumber('bn', n);
/** '1,234 bookings' (the count grouped, the noun singular for one). */
const en = (n: number, one: string, other = `${one}s`) => `${formatNumber('en', n)} ${plural('en', n, { one, other })}`;

/**
 * /manageReports and its CSV downloads' refusals. The CSV files themselves stay English (their
 * headings are shared/schemas/reports.ts); the page's table headings are here. Dates, months and
 * amounts come formatted by the caller; counts are formatted here.
 */
export const reportsText = defineMessages({
  en: {
    metaTitle: 'Reports | Travelez admin',
    title: 'Reports',
    lead: 'Bookings count by the day they were made, departures by their date. Amounts in Taka, days in Bangladesh time.',
    filter: 'Report filter',
    correctFilter: (error: string) => `Please correct the filter: ${error}`,
    package: 'Package',
    allPackages: 'All packages',
    from: 'From',
    to: 'To',
    fromDate: (date: string) => `from ${date}`,
    toDate: (date: string) => `to ${date}`,
    show: 'Show',
    clear: 'Clear',
    figures: (label: string) => `Figures: ${label}`,
    noRows: 'No rows for this filter.',
    firstRows: (shown: number, total: number) => `The first ${shown} of ${formatNumber('en', total)} rows; the CSV has them all. `,
    downloadCsvOf: (title: string) => `Download CSV: ${title}`,
    downloadCsv: 'Download CSV',
    monthsSpan: (first: string, last: string) => `${first} to ${last}`,
    // Bookings and revenue per month.
    monthlyTitle: 'Bookings and revenue per month',
    monthlyLead: (scope: string, bookings: number, travellers: number, revenue: string) =>
      `${scope}: ${en(bookings, 'booking')}, ${en(travellers, 'traveller')}, ${revenue} revenue. Revenue counts standing bookings in full and the charges kept on cancelled ones.`,
    bookingsChart: 'Bookings per month',
    bookingsChartDescription: (span: string, most: number, month: string) =>
      `Bars for ${span}. Most bookings: ${most} in ${month}. The table beside the chart has every figure.`,
    noBookings: 'No bookings.',
    bookings: (n: number) => en(n, 'booking'),
    revenueChart: 'Revenue per month (Tk)',
    revenueChartDescription: (span: string, highest: string, month: string) =>
      `Bars for ${span}. Highest: ${highest} in ${month}. The table beside the chart has every figure.`,
    noRevenue: 'No revenue.',
    // Occupancy per departure.
    occupancyTitle: 'Occupancy per departure',
    nextDepartures: (n: number) => `the next ${n} departures`,
    firstDepartures: (n: number) => `the first ${n} departures of the range`,
    occupancyLead: (scope: string, departures: number, sold: number, seats: number, charted: string) =>
      `${scope}: ${en(departures, 'departure')} (cancelled ones left out), ${en(sold, 'seat')} sold of ${formatNumber('en', seats)}. The chart shows ${charted}.`,
    occupancyChart: (charted: string) => `Seats sold on ${charted} (%)`,
    occupancyChartDescription: (first: string, last: string, average: number) =>
      `Bars from ${first} to ${last}, from 0 to 100 percent; on average ${average}% sold. The table beside the chart has every departure.`,
    noDepartures: 'No departures.',
    percent: (n: number) => `${n}%`,
    soldOf: (sold: number, seats: number, percent: number) => `${sold} of ${seats} seats (${percent}%)`,
    earlierInCsv: (n: number) => `From today: ${en(n, 'earlier departure')} of the filter are in the CSV.`,
    // Cancellations per month.
    cancellationsTitle: 'Cancellations per month',
    cancellationsLead: (scope: string, cancelled: number, charges: string, refunds: string) =>
      `${scope}, by the month they were cancelled: ${en(cancelled, 'cancellation')}, ${charges} in charges kept, ${refunds} refunded.`,
    cancellationsChartDescription: (span: string) => `Bars for ${span}. The table beside the chart has every figure.`,
    noCancellations: 'No cancellations.',
    cancellations: (n: number) => en(n, 'cancellation'),
    // Top packages.
    topTitle: 'Top packages',
    topLead: (scope: string) => `${scope}: the packages that brought the most revenue.`,
    topChart: 'Revenue per package (Tk)',
    topChartDescription: (n: number, name: string, revenue: string) =>
      `${n} packages, highest first: ${name} with ${revenue}. The table beside the chart has every figure.`,
    noPackages: 'No packages.',
    rank: (n: number, name: string) => `${n}. ${name}`,
    shortTaka: (amount: string) => `Tk ${amount}`,
    // Promo codes.
    promoTitle: 'Promo codes',
    promoLead: (scope: string, bookings: number, discounts: string) =>
      `${scope}, by the day booked: ${en(bookings, 'booking')} with a promo code (cancelled ones left out), ${discounts} taken off in all.`,
    promoChart: 'Discount per promo code (Tk)',
    promoChartDescription: (n: number, code: string, discounts: string) =>
      `${n} codes, largest discount first: ${code} with ${discounts}. The table beside the chart has every figure.`,
    noPromo: 'No booking used a promo code.',
    // The coming week.
    weekTitle: 'The coming week',
    weekLead: (travellers: number, departures: number) =>
      `Every tour's open departures of the next seven days (the filter does not apply): ${en(travellers, 'traveller')} on ${en(departures, 'departure')}.`,
    weekChart: 'Travellers booked of the seats, per departure this week',
    weekChartDescription: (n: number, first: string, last: string) =>
      `${n} departures from ${first} to ${last}; each bar is the travellers booked, the lighter bar behind it the seats. The table beside the chart has every figure.`,
    noWeek: 'No departures this week.',
    travellersOf: (travellers: number, seats: number) => `${travellers} of ${seats}`,
    // The table headings (the CSV's, without their unit).
    colMonth: 'Month',
    colBookings: 'Bookings',
    colTravellers: 'Travellers',
    colRevenue: 'Revenue',
    colCancelled: 'Cancelled',
    colReceived: 'Received online',
    colRefunded: 'Refunded online',
    colDate: 'Date',
    colTour: 'Tour',
    colPackage: 'Package',
    colSeats: 'Seats',
    colSold: 'Sold',
    colPercent: 'Occupancy',
    colCharges: 'Charges kept',
    colRefunds: 'Refunds',
    colDiscounts: 'Discounts',
    colPromoCode: 'Promo code',
    // The CSV downloads' refusals (reports-csv.ts).
    noSuchReport: 'There is no such report.',
    checkFilter: 'Please check the filter.',
  },
  bn: {
    metaTitle: 'রিপোর্ট | Travelez অ্যাডমিন',
    title: 'রিপোর্ট',
    lead: 'বুকিং গোনা হয় যেদিন করা হয়েছে সেই দিন ধরে, যাত্রা তার তারিখ ধরে। পরিমাণ টাকায়, দিন বাংলাদেশ সময়ে।',
    filter: 'রিপোর্টের ফিল্টার',
    correctFilter: (error) => `ফিল্টারটি ঠিক করুন: ${error}`,
    package: 'প্যাকেজ',
    allPackages: 'সব প্যাকেজ',
    from: 'শুরুর তারিখ',
    to: 'শেষ তারিখ',
    fromDate: (date) => `${date} থেকে`,
    toDate: (date) => `${date} পর্যন্ত`,
    show: 'দেখান',
    clear: 'সাফ করুন',
    figures: (label) => `হিসাব: ${label}`,
    noRows: 'এই ফিল্টারে কোনো সারি নেই।',
    firstRows: (shown, total) => `${bn(total)}টি সারির প্রথম ${bn(shown)}টি; CSV-তে সবগুলো আছে। `,
    downloadCsvOf: (title) => `CSV ডাউনলোড: ${title}`,
    downloadCsv: 'CSV ডাউনলোড',
    monthsSpan: (first, last) => `${first} থেকে ${last}`,
    monthlyTitle: 'মাসভিত্তিক বুকিং ও আয়',
    monthlyLead: (scope, bookings, travellers, revenue) =>
      `${scope}: ${bn(bookings)}টি বুকিং, ${bn(travellers)} জন যাত্রী, আয় ${revenue}। আয়ে বহাল থাকা বুকিং পুরোটা ধরা হয়, আর বাতিল বুকিংয়ের রেখে দেওয়া চার্জ।`,
    bookingsChart: 'মাসভিত্তিক বুকিং',
    bookingsChartDescription: (span, most, month) =>
      `${span} পর্যন্ত প্রতি মাসের বার। সবচেয়ে বেশি বুকিং: ${month}-এ ${bn(most)}টি। চার্টের পাশের টেবিলে সব হিসাব আছে।`,
    noBookings: 'কোনো বুকিং নেই।',
    bookings: (n) => `${bn(n)}টি বুকিং`,
    revenueChart: 'মাসভিত্তিক আয় (টাকা)',
    revenueChartDescription: (span, highest, month) => `${span} পর্যন্ত প্রতি মাসের বার। সর্বোচ্চ: ${month}-এ ${highest}। চার্টের পাশের টেবিলে সব হিসাব আছে।`,
    noRevenue: 'কোনো আয় নেই।',
    occupancyTitle: 'যাত্রাভিত্তিক আসন পূরণ',
    nextDepartures: (n) => `পরের ${bn(n)}টি যাত্রা`,
    firstDepartures: (n) => `সময়সীমার প্রথম ${bn(n)}টি যাত্রা`,
    occupancyLead: (scope, departures, sold, seats, charted) =>
      `${scope}: ${bn(departures)}টি যাত্রা (বাতিলগুলো বাদে), ${bn(seats)}টি আসনের মধ্যে বিক্রি ${bn(sold)}টি। চার্টে দেখানো হয়েছে ${charted}।`,
    occupancyChart: (charted) => `${charted}: বিক্রি হওয়া আসন (%)`,
    occupancyChartDescription: (first, last, average) =>
      `${first} থেকে ${last} পর্যন্ত বার, ০ থেকে ১০০ শতাংশ; গড়ে ${bn(average)}% বিক্রি হয়েছে। চার্টের পাশের টেবিলে সব যাত্রা আছে।`,
    noDepartures: 'কোনো যাত্রা নেই।',
    percent: (n) => `${bn(n)}%`,
    soldOf: (sold, seats, percent) => `${bn(seats)}টি আসনের মধ্যে ${bn(sold)}টি (${bn(percent)}%)`,
    earlierInCsv: (n) => `আজ থেকে দেখানো হচ্ছে: ফিল্টারের আগের ${bn(n)}টি যাত্রা CSV-তে আছে।`,
    cancellationsTitle: 'মাসভিত্তিক বাতিল',
    cancellationsLead: (scope, cancelled, charges, refunds) =>
      `${scope}, বাতিলের মাস ধরে: ${bn(cancelled)}টি বাতিল, রেখে দেওয়া চার্জ ${charges}, ফেরত দেওয়া হয়েছে ${refunds}।`,
    cancellationsChartDescription: (span) => `${span} পর্যন্ত প্রতি মাসের বার। চার্টের পাশের টেবিলে সব হিসাব আছে।`,
    noCancellations: 'কোনো বাতিল নেই।',
    cancellations: (n) => `${bn(n)}টি বাতিল`,
    topTitle: 'শীর্ষ প্যাকেজ',
    topLead: (scope) => `${scope}: যেসব প্যাকেজ থেকে সবচেয়ে বেশি আয় হয়েছে।`,
    topChart: 'প্যাকেজভিত্তিক আয় (টাকা)',
    topChartDescription: (n, name, revenue) => `${bn(n)}টি প্যাকেজ, সর্বোচ্চটি আগে: ${name}, ${revenue}। চার্টের পাশের টেবিলে সব হিসাব আছে।`,
    noPackages: 'কোনো প্যাকেজ নেই।',
    rank: (n, name) => `${bn(n)}. ${name}`,
    shortTaka: (amount) => `${amount} টাকা`,
    promoTitle: 'প্রোমো কোড',
    promoLead: (scope, bookings, discounts) => `${scope}, বুকিংয়ের দিন ধরে: প্রোমো কোডসহ ${bn(bookings)}টি বুকিং (বাতিলগুলো বাদে), মোট ছাড় ${discounts}।`,
    promoChart: 'প্রোমো কোডভিত্তিক ছাড় (টাকা)',
    promoChartDescription: (n, code, discounts) => `${bn(n)}টি কোড, সবচেয়ে বেশি ছাড়েরটি আগে: ${code}, ${discounts}। চার্টের পাশের টেবিলে সব হিসাব আছে।`,
    noPromo: 'কোনো বুকিংয়ে প্রোমো কোড ব্যবহার হয়নি।',
    weekTitle: 'সামনের সপ্তাহ',
    weekLead: (travellers, departures) => `আগামী সাত দিনে সব ট্যুরের খোলা যাত্রা (ফিল্টার এখানে খাটে না): ${bn(departures)}টি যাত্রায় ${bn(travellers)} জন যাত্রী।`,
    weekChart: 'এই সপ্তাহের প্রতিটি যাত্রায় আসনের মধ্যে বুক হওয়া যাত্রী',
    weekChartDescription: (n, first, last) =>
      `${first} থেকে ${last} পর্যন্ত ${bn(n)}টি যাত্রা; প্রতিটি বার বুক হওয়া যাত্রী, পেছনের হালকা বার মোট আসন। চার্টের পাশের টেবিলে সব হিসাব আছে।`,
    noWeek: 'এই সপ্তাহে কোনো যাত্রা নেই।',
    travellersOf: (travellers, seats) => `${bn(seats)}-এর মধ্যে ${bn(travellers)}`,
    colMonth: 'মাস',
    colBookings: 'বুকিং',
    colTravellers: 'যাত্রী',
    colRevenue: 'আয়',
    colCancelled: 'বাতিল',
    colReceived: 'অনলাইনে পাওয়া',
    colRefunded: 'অনলাইনে ফেরত',
    colDate: 'তারিখ',
    colTour: 'ট্যুর',
    colPackage: 'প্যাকেজ',
    colSeats: 'আসন',
    colSold: 'বিক্রি',
    colPercent: 'আসন পূরণ',
    colCharges: 'রেখে দেওয়া চার্জ',
    colRefunds: 'রিফান্ড',
    colDiscounts: 'ছাড়',
    colPromoCode: 'প্রোমো কোড',
    noSuchReport: 'এমন কোনো রিপোর্ট নেই।',
    checkFilter: 'ফিল্টারটি দেখে নিন।',
  },
});
