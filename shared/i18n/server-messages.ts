/**
 * The messages the shared schemas and the services write in English (the JSON API answers them as
 * they are: the specification's texts), in Bangla for a Bangla page. A message is found whole, or by
 * its shape ('Name is required' is `{label} is required`, the label translated on its own; numbers
 * and dates in it are rewritten in Bangla). Pages translate every field and form error through
 * `translateMessage` (app/lib/i18n.ts: `f.message`, and the `Field` component).
 * `server-messages.test.ts` runs the shared schemas on bad input and fails on a message this table
 * cannot translate.
 */
import { formatDate, formatMoney, formatMonth, formatNumber } from './format.ts';
import type { Lang } from './lang.ts';

/** Whole messages. */
const whole: Record<string, string> = {
  // Account forms (spec section 5).
  '*Email field is required': '*ই-মেইল দিতে হবে',
  '*Password field is required': '*পাসওয়ার্ড দিতে হবে',
  '*Name field is required': '*নাম দিতে হবে',
  '*Re-type password field is required': '*পাসওয়ার্ডটি আবার লিখুন',
  'Please enter a valid email address.': 'একটি সঠিক ই-মেইল ঠিকানা লিখুন।',
  'Password must be at least 6 characters.': 'পাসওয়ার্ড অন্তত ৬ অক্ষরের হতে হবে।',
  'Password must be at most 128 characters.': 'পাসওয়ার্ড সর্বোচ্চ ১২৮ অক্ষরের হতে পারে।',
  'Name must be at most 100 characters.': 'নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  'Password not match': 'পাসওয়ার্ড দুটি মেলেনি',
  'Sign Up Successfully! Please Activate Your Email': 'সাইন আপ সম্পন্ন! আপনার ই-মেইল যাচাই করে অ্যাকাউন্টটি চালু করুন',
  'Reset Mail Sent Successfully': 'পাসওয়ার্ড বদলানোর ই-মেইল পাঠানো হয়েছে',
  'Check Email! Verify First': 'ই-মেইল দেখুন! আগে ঠিকানাটি যাচাই করুন',
  'The email or password is not correct.': 'ই-মেইল বা পাসওয়ার্ড ঠিক নয়।',
  'This link is not complete.': 'লিংকটি সম্পূর্ণ নয়।',
  // Public forms.
  '*Subject field is required': '*বিষয় দিতে হবে',
  '*Message field is required': '*বার্তা দিতে হবে',
  '*This field is required': '*এই ঘরটি পূরণ করতে হবে',
  'This field is required': 'এই ঘরটি পূরণ করতে হবে',
  'E-Mail field is required': 'ই-মেইল দিতে হবে',
  'Check-in date must be a date': 'চেক-ইনের তারিখ সঠিক তারিখ হতে হবে',
  'Check-in date cannot be in the past': 'চেক-ইনের তারিখ অতীতে হতে পারে না',
  'Check-out date must be a date': 'চেক-আউটের তারিখ সঠিক তারিখ হতে হবে',
  'Check-out date must be after the check-in date': 'চেক-আউটের তারিখ চেক-ইনের পরে হতে হবে',
  'Check-out date cannot be in the past': 'চেক-আউটের তারিখ অতীতে হতে পারে না',
  'Invalid search': 'খোঁজার শর্তগুলো ঠিক নয়',
  // Reviews.
  'Choose 1 to 5 stars': '১ থেকে ৫টি তারা বেছে নিন',
  'Tell other travellers about the trip': 'অন্য ভ্রমণকারীদের ট্রিপটির কথা জানান',
  'Write at least 10 characters': 'অন্তত ১০ অক্ষর লিখুন',
  'A review is at most 3000 characters': 'রিভিউ সর্বোচ্চ ৩০০০ অক্ষরের হতে পারে',
  'The reason is at most 300 characters': 'কারণটি সর্বোচ্চ ৩০০ অক্ষরের হতে পারে',
  'Say why the review is hidden': 'রিভিউটি কেন লুকানো হলো তা লিখুন',
  'A reply is at most 2000 characters': 'উত্তর সর্বোচ্চ ২০০০ অক্ষরের হতে পারে',
  'Only the traveller who booked can review this trip.': 'যিনি বুক করেছেন, শুধু তিনিই এই ট্রিপের রিভিউ দিতে পারেন।',
  'You can change only your own review.': 'আপনি শুধু নিজের রিভিউ বদলাতে পারেন।',
  'You have already reviewed this trip: you can change your review instead.': 'এই ট্রিপের রিভিউ আপনি আগেই দিয়েছেন: চাইলে সেটি বদলাতে পারেন।',
  // Booking.
  'Travel date must be a date (YYYY-MM-DD)': 'ভ্রমণের তারিখ সঠিক তারিখ হতে হবে (YYYY-MM-DD)',
  'Travel date must be a real date': 'ভ্রমণের তারিখটি ক্যালেন্ডারে নেই',
  'Travel date must be after today': 'ভ্রমণের তারিখ আজকের পরে হতে হবে',
  'Travel date must be within two years': 'ভ্রমণের তারিখ দুই বছরের মধ্যে হতে হবে',
  'Travellers must be a whole number': 'ভ্রমণকারীর সংখ্যা পূর্ণসংখ্যা হতে হবে',
  'Travellers must be at least 1': 'অন্তত ১ জন ভ্রমণকারী থাকতে হবে',
  'Email is too long': 'ই-মেইল ঠিকানাটি খুব দীর্ঘ',
  'Email must be a valid e-mail address': 'একটি সঠিক ই-মেইল ঠিকানা লিখুন',
  'Phone must be a phone number (digits, spaces, +, -)': 'একটি সঠিক ফোন নম্বর লিখুন (অঙ্ক, স্পেস, +, -)',
  'Choose one of the dates offered': 'দেওয়া তারিখগুলোর একটি বেছে নিন',
  'Choose a departure date': 'যাত্রার একটি তারিখ বেছে নিন',
  'Choose a departure date of this tour': 'এই ট্যুরের যাত্রার একটি তারিখ বেছে নিন',
  'Choose a departure of the same tour': 'একই ট্যুরের অন্য একটি যাত্রা বেছে নিন',
  'Not a departure of this tour': 'এটি এই ট্যুরের যাত্রা নয়',
  'Choose one of the payment methods offered': 'দেওয়া পেমেন্ট পদ্ধতিগুলোর একটি বেছে নিন',
  '* Payment Method field is required': '* পেমেন্ট পদ্ধতি বেছে নিতে হবে',
  '* Card Number field is required': '* কার্ড নম্বর দিতে হবে',
  'Card number must contain digits only': 'কার্ড নম্বরে শুধু অঙ্ক থাকবে',
  'Card number must have 12 to 19 digits': 'কার্ড নম্বর ১২ থেকে ১৯ অঙ্কের হয়',
  'Card number is not valid: we take Visa, Mastercard, American Express, Discover, JCB, UnionPay and Diners Club':
    'কার্ড নম্বরটি সঠিক নয়: আমরা Visa, Mastercard, American Express, Discover, JCB, UnionPay ও Diners Club নিই',
  'Card number is not valid (check the digits)': 'কার্ড নম্বরটি সঠিক নয় (অঙ্কগুলো মিলিয়ে দেখুন)',
  '* Expire Date field is required': '* মেয়াদ শেষের তারিখ দিতে হবে',
  'Expire date must be MM/YY or MM/YYYY': 'মেয়াদ শেষের তারিখ MM/YY বা MM/YYYY আকারে লিখুন',
  'Card has expired': 'কার্ডটির মেয়াদ শেষ হয়ে গেছে',
  'Expire date is too far in the future': 'মেয়াদ শেষের তারিখটি অনেক দূরের',
  '* CVC field is required': '* CVC দিতে হবে',
  'CVC must be 3 or 4 digits': 'CVC ৩ বা ৪ অঙ্কের হয়',
  'The date must be after today': 'তারিখটি আজকের পরে হতে হবে',
  'This event has already started and can no longer be booked': 'এই ইভেন্ট শুরু হয়ে গেছে, আর বুক করা যাবে না',
  'This departure is not open for booking.': 'এই যাত্রার বুকিং এখন খোলা নেই।',
  'This departure has seats: book them instead.': 'এই যাত্রায় আসন খালি আছে: সরাসরি বুক করুন।',
  'This package is sold out. Please choose another tour.': 'এই প্যাকেজের সব আসন বিক্রি হয়ে গেছে। অন্য একটি ট্যুর বেছে নিন।',
  'This event has no start date yet, so it cannot be booked. Please contact us.':
    'এই ইভেন্টের শুরুর তারিখ এখনও ঠিক হয়নি, তাই বুক করা যাচ্ছে না। আমাদের সঙ্গে যোগাযোগ করুন।',
  'This booking request is being processed. Please try again in a moment.': 'এই বুকিংয়ের অনুরোধটি প্রক্রিয়াধীন। একটু পরে আবার চেষ্টা করুন।',
  'The booking changed in the meantime. Please reload and try again.': 'এর মধ্যে বুকিংটি বদলে গেছে। পাতাটি আবার লোড করে চেষ্টা করুন।',
  'The tour has already departed: this booking can no longer be cancelled': 'ট্যুরটি ইতিমধ্যে রওনা হয়ে গেছে: এই বুকিং আর বাতিল করা যাবে না',
  'A payment of this booking is being reviewed. We will e-mail you when it is done.': 'এই বুকিংয়ের একটি পেমেন্ট যাচাই করা হচ্ছে। শেষ হলে আমরা আপনাকে ই-মেইল করব।',
  'This booking is paid in full.': 'এই বুকিংয়ের পুরো টাকা পরিশোধ করা হয়েছে।',
  'This booking is paid with the office: it has no online payment.': 'এই বুকিংয়ের পেমেন্ট অফিসে হয়: এতে অনলাইন পেমেন্ট নেই।',
  'Someone else was changing this at the same moment. Please try again.': 'ঠিক একই সময়ে অন্য কেউ এটি বদলাচ্ছিলেন। আবার চেষ্টা করুন।',
  'You can only see your own bookings': 'আপনি শুধু নিজের বুকিং দেখতে পারেন',
  'You do not have access to this': 'এটি দেখার অনুমতি আপনার নেই',
  'This name is kept for the Travelez team. Please use your own name.': 'এই নামটি Travelez দলের জন্য রাখা। অনুগ্রহ করে নিজের নাম লিখুন।',
  'Booking not found': 'বুকিংটি পাওয়া যায়নি',
  'Departure not found': 'যাত্রাটি পাওয়া যায়নি',
  'Event not found': 'ইভেন্টটি পাওয়া যায়নি',
  'Blog not found': 'ব্লগটি পাওয়া যায়নি',
  'Not found': 'পাওয়া যায়নি',
  'Type or scan the ticket code': 'টিকিটের কোড লিখুন বা স্ক্যান করুন',
  'This is not a Travelez ticket code': 'এটি Travelez টিকিটের কোড নয়',
  'This is not a valid Travelez ticket': 'এটি বৈধ Travelez টিকিট নয়',
  // Admin forms.
  'Display photo is required': 'প্রধান ছবি দিতে হবে',
  'Rating must be a number from 0 to 5 (one decimal)': 'রেটিং ০ থেকে ৫-এর মধ্যে একটি সংখ্যা (এক দশমিক পর্যন্ত)',
  'Rating must be a number from 0 to 5': 'রেটিং ০ থেকে ৫-এর মধ্যে একটি সংখ্যা হতে হবে',
  'Rating must be at least 0': 'রেটিং অন্তত ০ হতে হবে',
  'Rating must be at most 5': 'রেটিং সর্বোচ্চ ৫ হতে পারে',
  'Rating may have one decimal at most': 'রেটিংয়ে সর্বোচ্চ এক ঘর দশমিক থাকতে পারে',
  'The itinerary must be a list of days': 'ভ্রমণসূচি দিনের তালিকা হতে হবে',
  'Add at least one itinerary day': 'ভ্রমণসূচিতে অন্তত একটি দিন যোগ করুন',
  'At most 60 itinerary days': 'ভ্রমণসূচিতে সর্বোচ্চ ৬০ দিন',
  'Nights cannot be more than days': 'রাতের সংখ্যা দিনের চেয়ে বেশি হতে পারে না',
  'Status must be one of: Available, Few seats left, Sold out': 'অবস্থা হবে Available, Few seats left বা Sold out',
  'End date must not be before the start date': 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
  'To must be on or after From': '"শেষ" তারিখ "শুরু" তারিখের দিন বা পরে হতে হবে',
  'Choose at least one weekday': 'সপ্তাহের অন্তত একটি দিন বেছে নিন',
  'Weekdays run from 0 (Sunday) to 6 (Saturday)': 'সপ্তাহের দিন ০ (রবিবার) থেকে ৬ (শনিবার)',
  'Seats must be at least 1': 'অন্তত ১টি আসন থাকতে হবে',
  'Status must be open, closed or cancelled': 'অবস্থা হবে open, closed বা cancelled',
  'Send at least one of seats, price, note or status': 'আসন, দাম, নোট বা অবস্থার অন্তত একটি পাঠান',
  'No future date falls on the chosen weekdays between those dates': 'ওই তারিখগুলোর মধ্যে বেছে নেওয়া বারে ভবিষ্যতের কোনো দিন পড়ে না',
  'No date matches': 'কোনো তারিখ মেলেনি',
  'Status must be Pending, Confirmed, Completed or Cancelled': 'অবস্থা হবে Pending, Confirmed, Completed বা Cancelled',
  'Choose a package from the list': 'তালিকা থেকে একটি প্যাকেজ বেছে নিন',
  'This departure is already cancelled.': 'এই যাত্রা আগেই বাতিল হয়েছে।',
  'This departure is cancelled: it cannot change any more.': 'এই যাত্রা বাতিল: এতে আর কোনো পরিবর্তন করা যাবে না।',
  'This departure holds bookings: cancel it or move its bookings first.': 'এই যাত্রায় বুকিং আছে: আগে যাত্রাটি বাতিল করুন বা বুকিংগুলো সরান।',
  'This event has bookings: it needs its start date.': 'এই ইভেন্টে বুকিং আছে: এর শুরুর তারিখ লাগবে।',
  'This event has bookings: its start date cannot move. Cancel or move them first.':
    'এই ইভেন্টে বুকিং আছে: শুরুর তারিখ বদলানো যাবে না। আগে বুকিংগুলো বাতিল করুন বা সরান।',
  'The booking is already on that departure.': 'বুকিংটি ইতিমধ্যে ওই যাত্রাতেই আছে।',
  'The last admin cannot be removed': 'শেষ অ্যাডমিনকে সরানো যাবে না',
  'Only a failed refund can be sent again': 'শুধু ব্যর্থ রিফান্ডই আবার পাঠানো যায়',
  'Only a failed or unconfirmed refund can be sent again': 'শুধু ব্যর্থ বা অনিশ্চিত রিফান্ডই আবার পাঠানো যায়',
  'This refund may already have been made. Check the merchant panel, then confirm sending it again.':
    'এই রিফান্ড হয়তো আগেই হয়ে গেছে। মার্চেন্ট প্যানেলে দেখে নিন, তারপর আবার পাঠানো নিশ্চিত করুন।',
  'The refund changed in the meantime. Please reload.': 'এর মধ্যে রিফান্ডটি বদলে গেছে। পাতাটি আবার লোড করুন।',
  'Only an unconfirmed refund can be marked as refunded': 'শুধু অনিশ্চিত রিফান্ডকেই ফেরত দেওয়া হয়েছে বলে চিহ্নিত করা যায়',
  'Too many payment attempts for this booking. Please wait an hour before trying again.':
    'এই বুকিংয়ে অনেকবার পেমেন্টের চেষ্টা হয়েছে। আবার চেষ্টা করার আগে এক ঘণ্টা অপেক্ষা করুন।',
  'A payment of this booking is being checked with the provider. Please try again later.':
    'এই বুকিংয়ের একটি পেমেন্ট প্রোভাইডারের সঙ্গে যাচাই করা হচ্ছে। পরে আবার চেষ্টা করুন।',
  'Only a held payment can be released': 'শুধু আটকে থাকা পেমেন্টই ছাড়া যায়',
  'The payment changed in the meantime. Please reload.': 'এর মধ্যে পেমেন্টটি বদলে গেছে। পাতাটি আবার লোড করুন।',
  'Admin not found': 'অ্যাডমিন পাওয়া যায়নি',
  'Comment not found': 'মন্তব্যটি পাওয়া যায়নি',
  'Message not found': 'বার্তাটি পাওয়া যায়নি',
  'Payment not found': 'পেমেন্ট পাওয়া যায়নি',
  'Refund not found': 'রিফান্ড পাওয়া যায়নি',
  'No failed e-mail with this id': 'এই আইডির কোনো ব্যর্থ ই-মেইল নেই',
  'Idempotency-Key must be visible ASCII characters': 'Idempotency-Key-এ শুধু দৃশ্যমান ASCII অক্ষর থাকবে',
  'hidden must be true or false': 'hidden হবে true বা false',
  'This Idempotency-Key was already used for another booking. Use a new key for a new booking.':
    'এই Idempotency-Key আগেই অন্য একটি বুকিংয়ে ব্যবহার হয়েছে। নতুন বুকিংয়ের জন্য নতুন কী দিন।',
  'The notification could not be verified': 'নোটিফিকেশনটি যাচাই করা যায়নি',
  'Review not found': 'রিভিউটি পাওয়া যায়নি',
  'This booking was cancelled or does not exist': 'বুকিংটি বাতিল হয়েছে অথবা নেই',
  'This departure is no longer offered. Please choose another date.': 'এই যাত্রা আর দেওয়া হচ্ছে না। অন্য একটি তারিখ বেছে নিন।',
  'This event is no longer offered. Please choose another tour.': 'এই ইভেন্ট আর দেওয়া হচ্ছে না। অন্য একটি ট্যুর বেছে নিন।',
  'This link has already been used or is not valid.': 'লিংকটি আগেই ব্যবহার হয়েছে অথবা বৈধ নয়।',
  'This package is no longer offered. Please choose another tour.': 'এই প্যাকেজ আর দেওয়া হচ্ছে না। অন্য একটি ট্যুর বেছে নিন।',
  'Tour package not found': 'ট্যুর প্যাকেজটি পাওয়া যায়নি',
  'Please check the form.': 'ফর্মটি একবার দেখে নিন।',
  // A booking's history, as the services write it.
  Booked: 'বুক করা হয়েছে',
  'Cancelled by the customer': 'গ্রাহক বাতিল করেছেন',
  'Not paid in time: the seats were released': 'সময়মতো পরিশোধ হয়নি: আসনগুলো ছেড়ে দেওয়া হয়েছে',
  'Departure cancelled by the operator': 'আয়োজক যাত্রাটি বাতিল করেছেন',
  'Only a completed trip can be reviewed.': 'শুধু শেষ হওয়া ট্রিপেরই রিভিউ দেওয়া যায়।',
  'You can review this tour once the trip has ended.': 'ট্রিপ শেষ হলে এই ট্যুরের রিভিউ দিতে পারবেন।',
  'Admins only': 'শুধু অ্যাডমিনদের জন্য',
  'Sign in to continue': 'এগোতে সাইন ইন করুন',
  'The event has bookings on its start date': 'ইভেন্টটির শুরুর তারিখে বুকিং আছে',
  'There is already a departure on this date': 'এই তারিখে ইতিমধ্যে একটি যাত্রা আছে',
  'This date is no longer open for booking': 'এই তারিখের বুকিং আর খোলা নেই',
  'The service is briefly unavailable. Please try again in a moment.': 'সেবাটি কিছুক্ষণের জন্য বন্ধ। একটু পরে আবার চেষ্টা করুন।',
  'Choose a package (packageId) or an event (eventId), not both': 'একটি প্যাকেজ (packageId) বা একটি ইভেন্ট (eventId) বেছে নিন, দুটো একসঙ্গে নয়',
};

/** The field names the schemas put in their messages. */
const labels: Record<string, string> = {
  Name: 'নাম',
  Email: 'ই-মেইল',
  'E-mail': 'ই-মেইল',
  'E-Mail': 'ই-মেইল',
  'Admin e-mail': 'অ্যাডমিনের ই-মেইল',
  Subject: 'বিষয়',
  Message: 'বার্তা',
  Comment: 'মন্তব্য',
  Where: 'কোথায়',
  'Check-in date': 'চেক-ইনের তারিখ',
  'Check-out date': 'চেক-আউটের তারিখ',
  'Guest number': 'অতিথির সংখ্যা',
  'Full Name': 'পুরো নাম',
  Phone: 'ফোন',
  Address: 'ঠিকানা',
  City: 'শহর',
  'Card Name': 'কার্ডে লেখা নাম',
  'Travel Date': 'ভ্রমণের তারিখ',
  'Day description': 'দিনের বিবরণ',
  Travellers: 'ভ্রমণকারী',
  Note: 'নোট',
  'The review': 'রিভিউ',
  'The reason': 'কারণ',
  'The reply': 'উত্তর',
  Search: 'খোঁজ',
  Title: 'শিরোনাম',
  Subtitle: 'উপশিরোনাম',
  Tag: 'ট্যাগ',
  Date: 'তারিখ',
  Summary: 'সারসংক্ষেপ',
  Photo: 'ছবি',
  'Author name': 'লেখকের নাম',
  'Author message': 'লেখক পরিচিতি',
  'Author photo': 'লেখকের ছবি',
  'Blog text': 'ব্লগের লেখা',
  'Day title': 'দিনের শিরোনাম',
  Describe: 'বিবরণ',
  Place: 'স্থান',
  'Package name': 'প্যাকেজের নাম',
  Region: 'বিভাগ',
  'Meeting point': 'মিলনস্থল',
  'Display photo': 'প্রধান ছবি',
  'Total days': 'মোট দিন',
  Days: 'দিন',
  Nights: 'রাত',
  'Group size': 'দলের আকার',
  'Present price': 'বর্তমান দাম',
  'Previous price': 'আগের দাম',
  Discount: 'ছাড়',
  Overview: 'পরিচিতি',
  'Slide 1': 'স্লাইড ১',
  'Slide 2': 'স্লাইড ২',
  'Slide 3': 'স্লাইড ৩',
  'Slide 4': 'স্লাইড ৪',
  'Caption 1': 'ক্যাপশন ১',
  'Caption 2': 'ক্যাপশন ২',
  'Caption 3': 'ক্যাপশন ৩',
  'Caption 4': 'ক্যাপশন ৪',
  'Short description': 'সংক্ষিপ্ত বিবরণ',
  Description: 'বিবরণ',
  'Event date': 'ইভেন্টের তারিখ',
  People: 'আসন',
  'Start date': 'শুরুর তারিখ',
  'End date': 'শেষের তারিখ',
  Seats: 'আসন',
  Price: 'দাম',
  From: 'শুরু',
  To: 'শেষ',
  'Idempotency-Key': 'Idempotency-Key',
  'The reviews page': 'রিভিউয়ের পাতা',
};

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '14 January 2027' (how the services write a day) in Bangla; anything else as it is. */
function day(english: string): string {
  const m = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(english);
  const month = m ? months.indexOf(m[2]!) : -1;
  if (!m || month < 0) return english;
  return formatDate('bn', `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`);
}

const n = (digits: string) => formatNumber('bn', Number(digits));
const l = (english: string) => labels[english] ?? english;

/** The first sentence of an upload refusal (before "Upload a JPEG, PNG, WebP or AVIF image."). */
const uploadRefusals: Record<string, string> = {
  'The file is empty.': 'ফাইলটি খালি।',
  'The image could not be read (damaged or incomplete file).': 'ছবিটি পড়া গেল না (ফাইলটি নষ্ট বা অসম্পূর্ণ)।',
  'The image could not be read.': 'ছবিটি পড়া গেল না।',
  "The file's contents do not match an image type.": 'ফাইলের ভেতরের তথ্য কোনো ছবির ধরনের সঙ্গে মেলে না।',
  'This file is an HTML page, not an image.': 'এই ফাইলটি একটি HTML পাতা, ছবি নয়।',
  'This file is text, not an image.': 'এই ফাইলটি লেখা, ছবি নয়।',
  '': '',
};
const upload = (english: string) => uploadRefusals[english] ?? english;

/** A provider's label as the services write it. */
const providerLabels: Record<string, string> = {
  'Card, bKash, Nagad, Rocket or internet banking (SSLCommerz)': 'কার্ড, bKash, Nagad, Rocket বা ইন্টারনেট ব্যাংকিং (SSLCommerz)',
};
const provider = (english: string) => providerLabels[english] ?? english;

type Shape = { pattern: RegExp; bn: (...parts: string[]) => string; labelled?: boolean };

/** Messages made from a label, a number or a day; the label comes first in the English. */
const shapes: Shape[] = [
  { pattern: /^\* (.+) field is required$/, bn: (a) => `* ${l(a)} দিতে হবে`, labelled: true },
  { pattern: /^(.+) is required$/, bn: (a) => `${l(a)} দিতে হবে`, labelled: true },
  { pattern: /^(.+) must be at most (\d+) characters\.?$/, bn: (a, b) => `${l(a)} সর্বোচ্চ ${n(b)} অক্ষরের হতে পারে`, labelled: true },
  { pattern: /^(.+) must be text$/, bn: (a) => `${l(a)} লেখা হতে হবে`, labelled: true },
  { pattern: /^(.+) is too long$/, bn: (a) => `${l(a)} খুব দীর্ঘ`, labelled: true },
  { pattern: /^(.+) must be a valid e-mail address$/, bn: (a) => `${l(a)}: একটি সঠিক ই-মেইল ঠিকানা লিখুন`, labelled: true },
  { pattern: /^(.+) must be a whole number$/, bn: (a) => `${l(a)} পূর্ণসংখ্যা হতে হবে`, labelled: true },
  { pattern: /^(.+) must be at least (\d+)$/, bn: (a, b) => `${l(a)} অন্তত ${n(b)} হতে হবে`, labelled: true },
  { pattern: /^(.+) must be at most (\d+)$/, bn: (a, b) => `${l(a)} সর্বোচ্চ ${n(b)} হতে পারে`, labelled: true },
  { pattern: /^(.+) must be a date \(YYYY-MM-DD\)$/, bn: (a) => `${l(a)} সঠিক তারিখ হতে হবে (YYYY-MM-DD)`, labelled: true },
  { pattern: /^(.+) must be a real date$/, bn: (a) => `${l(a)}: এমন তারিখ ক্যালেন্ডারে নেই`, labelled: true },
  { pattern: /^(.+) must be an uploaded image$/, bn: (a) => `${l(a)} আপলোড করা ছবি হতে হবে`, labelled: true },
  { pattern: /^(.+) must be a single line without control characters$/, bn: (a) => `${l(a)} এক লাইনে লিখুন, বিশেষ নিয়ন্ত্রণ-অক্ষর ছাড়া`, labelled: true },
  { pattern: /^(.+) must not contain control characters$/, bn: (a) => `${l(a)}-এ বিশেষ নিয়ন্ত্রণ-অক্ষর থাকতে পারবে না`, labelled: true },
  { pattern: /^Travellers must be at most (\d+) \(the group size\)$/, bn: (a) => `ভ্রমণকারী সর্বোচ্চ ${n(a)} জন (দলের আকার)` },
  { pattern: /^Travellers must be at most (\d+) \(seats? left on (.+)\)$/, bn: (a, b) => `ভ্রমণকারী সর্বোচ্চ ${n(a)} জন (${day(b)} তারিখে খালি আসন)` },
  {
    pattern: /^The departure on (.+) is sold out\. Please choose another date\.$/,
    bn: (a) => `${day(a)} তারিখের যাত্রার সব আসন বিক্রি হয়ে গেছে। অন্য একটি তারিখ বেছে নিন।`,
  },
  {
    pattern: /^The departure on (.+) is no longer open for booking\. Please choose another date\.$/,
    bn: (a) => `${day(a)} তারিখের যাত্রার বুকিং আর খোলা নেই। অন্য একটি তারিখ বেছে নিন।`,
  },
  { pattern: /^There is already a departure on (.+)\.$/, bn: (a) => `${day(a)} তারিখে ইতিমধ্যে একটি যাত্রা আছে।` },
  { pattern: /^(\d+) seats are already booked: seats cannot be fewer than that\.$/, bn: (a) => `${n(a)}টি আসন ইতিমধ্যে বুক হয়েছে: আসন এর চেয়ে কম হতে পারে না।` },
  { pattern: /^(\d+) seats are already booked: people cannot be fewer than that\.$/, bn: (a) => `${n(a)}টি আসন ইতিমধ্যে বুক হয়েছে: আসন এর চেয়ে কম হতে পারে না।` },
  {
    pattern: /^You have made (\d+) bookings in the last hour\. Please wait a while before booking again, or contact us\.$/,
    bn: (a) => `গত এক ঘণ্টায় আপনি ${n(a)}টি বুকিং করেছেন। আবার বুক করার আগে কিছুক্ষণ অপেক্ষা করুন, অথবা আমাদের সঙ্গে যোগাযোগ করুন।`,
  },
  { pattern: /^A review can be changed for (\d+) days after it was written\.$/, bn: (a) => `রিভিউ লেখার পর ${n(a)} দিন পর্যন্ত বদলানো যায়।` },
  {
    pattern: /^(.+) did not answer\. Nothing was charged; please try again in a moment\.$/,
    bn: (a) => `${a} সাড়া দেয়নি। কোনো টাকা কাটা হয়নি; একটু পরে আবার চেষ্টা করুন।`,
  },
  { pattern: /^(.+) did not answer: (.+)$/, bn: (a, b) => `${a} সাড়া দেয়নি: ${b}` },
  { pattern: /^A (\w+) booking cannot be cancelled$/, bn: (a) => `${a} অবস্থার বুকিং বাতিল করা যায় না` },
  { pattern: /^A (\w+) booking cannot move\.$/, bn: (a) => `${a} অবস্থার বুকিং অন্য তারিখে সরানো যায় না।` },
  { pattern: /^A (\w+) booking has no ticket$/, bn: (a) => `${a} অবস্থার বুকিংয়ের টিকিট নেই` },
  { pattern: /^A (\w+) booking takes no payment$/, bn: (a) => `${a} অবস্থার বুকিংয়ে পেমেন্ট নেওয়া হয় না` },
  { pattern: /^A (\w+) booking cannot be checked in$/, bn: (a) => `${a} অবস্থার বুকিং চেক-ইন করা যায় না` },
  { pattern: /^An? (.+) card number has ([\d, or]+) digits$/, bn: (a, b) => `${a} কার্ডের নম্বর ${b.replace(/\d+/g, n).replaceAll(' or ', ' বা ')} অঙ্কের হয়` },
  {
    pattern: /^Too many attempts\. Please wait (\d+) (seconds|minutes) and try again\.$/,
    bn: (a, b) => `অনেকবার চেষ্টা হয়েছে। ${n(a)} ${b === 'seconds' ? 'সেকেন্ড' : 'মিনিট'} অপেক্ষা করে আবার চেষ্টা করুন।`,
  },
  // Image uploads: the refusal, then what is accepted.
  { pattern: /^(.+?) ?Upload a JPEG, PNG, WebP or AVIF image\.$/, bn: (a) => `${upload(a)} JPEG, PNG, WebP বা AVIF ছবি আপলোড করুন।` },
  { pattern: /^The image is too large: the limit is (\d+) MB\.$/, bn: (a) => `ছবিটি অনেক বড়: সীমা ${n(a)} MB।` },
  {
    pattern: /^The image has too many pixels \((\d+) × (\d+)\); the limit is (\d+) megapixels\.$/,
    bn: (a, b, c) => `ছবিতে অনেক বেশি পিক্সেল (${n(a)} × ${n(b)}); সীমা ${n(c)} মেগাপিক্সেল।`,
  },
  { pattern: /^Advance paid online \((.+)\)$/, bn: (a) => `অগ্রিম অনলাইনে পরিশোধ হয়েছে (${provider(a)})` },
  { pattern: /^Balance paid online \((.+)\)$/, bn: (a) => `বাকি টাকা অনলাইনে পরিশোধ হয়েছে (${provider(a)})` },
  { pattern: /^Paid online \((.+)\)$/, bn: (a) => `অনলাইনে পরিশোধ হয়েছে (${provider(a)})` },
  {
    pattern: /^A payment of (\d+) Tk is held by the provider for review$/,
    bn: (a) => `${formatMoney('bn', Number(a))}-এর একটি পেমেন্ট যাচাইয়ের জন্য প্রোভাইডার আটকে রেখেছে`,
  },
  {
    pattern: /^A held payment of (\d+) Tk was released after the cancellation: (\d+) Tk kept as the cancellation charge, (\d+) Tk refunded$/,
    bn: (a, b, c) =>
      `আটকে রাখা ${formatMoney('bn', Number(a))}-এর পেমেন্টটি বাতিলের পরে ছাড়া হয়েছে: বাতিলের চার্জ হিসেবে ${formatMoney('bn', Number(b))} রাখা হয়েছে, ${formatMoney('bn', Number(c))} ফেরত দেওয়া হচ্ছে`,
  },
  { pattern: /^Cancelled by (\S+@\S+)$/, bn: (a) => `${a} বাতিল করেছেন` },
  { pattern: /^Changed by (\S+@\S+)$/, bn: (a) => `${a} বদলেছেন` },
  { pattern: /^Departure cancelled by the operator: (.+)$/s, bn: (a) => `আয়োজক যাত্রাটি বাতিল করেছেন: ${a}` },
  { pattern: /^Moved from (.+) to (.+)$/, bn: (a, b) => `${day(a)} থেকে ${day(b)} তারিখে সরানো হয়েছে` },
  // A review's 'travelled' month ('January 2027').
  {
    pattern: /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})$/,
    bn: (a, b) => formatMonth('bn', Number(b), months.indexOf(a) + 1),
  },
  { pattern: /^A series covers at most (\d+) days$/, bn: (a) => `একটি সিরিজ সর্বোচ্চ ${n(a)} দিনের হতে পারে` },
  { pattern: /^(.+) is an admin already$/, bn: (a) => `${a} ইতিমধ্যে অ্যাডমিন` },
  { pattern: /^(.+) is not configured on this site$/, bn: (a) => `এই সাইটে ${a} চালু নেই` },
];

/** The message in `lang`; English, and any message not in the table, as it is. */
export function translateMessage(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  const found = whole[text];
  if (found !== undefined) return found;
  for (const { pattern, bn } of shapes) {
    const m = pattern.exec(text);
    if (m) return bn(...m.slice(1));
  }
  return text;
}

/** Whether a message has a Bangla translation, its label included (the completeness test). */
export function hasTranslation(text: string): boolean {
  if (whole[text] !== undefined) return true;
  return shapes.some(({ pattern, labelled }) => {
    const m = pattern.exec(text);
    return m !== null && (!labelled || labels[m[1]!] !== undefined);
  });
}
