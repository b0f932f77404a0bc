import { defineMessages } from '../../../shared/i18n/messages.ts';

/**
 * The home page (home.tsx, home-strip.tsx, home-sections.tsx). Arguments are already written in
 * the language (numbers, years, the company's hours).
 */
export const homeText = defineMessages({
  en: {
    metaTitle: 'Travelez | Tours across Bangladesh',
    metaDescription:
      "Lifelong memories just a few seconds away: tour packages to Saint Martin Island, Cox's Bazar, the Sundarbans, Sajek Valley and more, with upcoming group events and travel tips.",
    guestsAYear: (guests: string) => `${guests} guests a year travel with us`,
    heroTitle: 'Lifelong memories just a few seconds away',
    heroLead: "Let's start your journey with us, your dream will come true",
    exploreTour: 'Explore Tour',
    whyTravelez: 'Why Travelez',
    searchLabel: 'Quick tour search',
    where: 'Where',
    wherePlaceholder: 'Where to? Sylhet, beach, hills…',
    guestNumber: 'Guest number',
    guestsPlaceholder: 'Guests',
    findTour: 'Find your tour',

    // The strip under the hero
    destinationsTitle: 'Top Destinations',
    destinationsText: 'Coral islands, mangrove forests, tea gardens and cloud-topped hills, all across Bangladesh.',
    pricesTitle: 'The Best Prices',
    pricesText: 'Clear prices per person in Taka, with no hidden taxes and instalments for card holders.',
    servicesTitle: 'Amazing Services',
    servicesText: 'Local guides, safe transport and hotels we know, with a team in Dhaka on call for you.',

    // Below the first screen
    since: (year: string) => `Since ${year}`,
    ourStory: 'Our Story',
    storyLead: 'We started with one rented minibus and a dream: to show travellers the Bangladesh we grew up in.',
    story1:
      'From the coral shores of Saint Martin Island to the tea terraces of Srimangal, our guides are locals who know the tides, the trails and the best fish curry in town. Every trip is planned in Dhaka by people who have made it themselves.',
    story2: (guests: string) =>
      `Today more than ${guests} guests a year travel with us, and many come back with their families. Small groups, fair prices and a phone that is always answered: that is the Travelez promise.`,
    knowMore: 'Know more about us',
    joinGroup: 'Join a group',
    upcomingEvents: 'Upcoming Events',
    eventsLead: 'Fixed-date group trips with guides, transport and stays arranged.',
    noEvents: 'No upcoming events right now',
    noEventsText: 'New group trips are added every month. Meanwhile, explore our tours.',
    popular: 'Popular destinations',
    popularTitle: 'Where our travellers go',
    seeAllTours: 'See all tours',
    noTours: 'No tours yet',
    noToursText: 'Our team is preparing new tours. Please check back soon.',
    blogTips: 'Recent blog tips',
    blogTitle: 'Travel tips from the road',
    readBlog: 'Read the blog',
    getInTouch: 'GET IN TOUCH',
    journeyStarts: 'Your Journey Starts Here',
    touchLead: (hours: string) => `Tell us where you would like to go, when, and with whom. A travel planner answers within one working day (${hours}).`,
    callUs: 'Call us',
    writeToUs: 'Write to us',
  },
  bn: {
    metaTitle: 'Travelez | সারা বাংলাদেশে ট্যুর',
    metaDescription:
      'সারা জীবনের স্মৃতি, মাত্র কয়েক সেকেন্ড দূরে: সেন্ট মার্টিন দ্বীপ, কক্সবাজার, সুন্দরবন, সাজেক ভ্যালিসহ আরও অনেক জায়গার ট্যুর প্যাকেজ, সঙ্গে আসন্ন গ্রুপ ইভেন্ট আর ভ্রমণের টিপস।',
    guestsAYear: (guests) => `প্রতি বছর ${guests} অতিথি আমাদের সঙ্গে ঘুরতে যান`,
    heroTitle: 'সারা জীবনের স্মৃতি, মাত্র কয়েক সেকেন্ড দূরে',
    heroLead: 'চলুন, আমাদের সঙ্গে শুরু হোক আপনার যাত্রা; সত্যি হবে আপনার স্বপ্ন',
    exploreTour: 'ট্যুর দেখুন',
    whyTravelez: 'কেন Travelez',
    searchLabel: 'দ্রুত ট্যুর খুঁজুন',
    where: 'কোথায়',
    wherePlaceholder: 'কোথায় যাবেন? সিলেট, সমুদ্র, পাহাড়…',
    guestNumber: 'অতিথির সংখ্যা',
    guestsPlaceholder: 'অতিথি',
    findTour: 'ট্যুর খুঁজুন',

    destinationsTitle: 'সেরা গন্তব্য',
    destinationsText: 'প্রবাল দ্বীপ, ম্যানগ্রোভ বন, চা-বাগান আর মেঘে ঢাকা পাহাড়, সারা বাংলাদেশজুড়ে।',
    pricesTitle: 'সবচেয়ে ভালো দাম',
    pricesText: 'টাকায় জনপ্রতি স্পষ্ট দাম, কোনো লুকানো কর নেই, আর কার্ডধারীদের জন্য কিস্তির সুবিধা।',
    servicesTitle: 'দারুণ সেবা',
    servicesText: 'স্থানীয় গাইড, নিরাপদ যাতায়াত আর আমাদের চেনা হোটেল, সঙ্গে ঢাকায় সবসময় পাশে থাকা একটি টিম।',

    since: (year) => `${year} সাল থেকে`,
    ourStory: 'আমাদের গল্প',
    storyLead: 'একটি ভাড়া করা মিনিবাস আর একটি স্বপ্ন নিয়ে আমাদের শুরু: যে বাংলাদেশে আমরা বড় হয়েছি, ভ্রমণপ্রেমীদের সেই বাংলাদেশ দেখানো।',
    story1:
      'সেন্ট মার্টিন দ্বীপের প্রবাল সৈকত থেকে শ্রীমঙ্গলের চা-বাগানের ঢাল পর্যন্ত, আমাদের গাইডরা সবাই স্থানীয়: জোয়ার-ভাটা, পথঘাট আর শহরের সেরা মাছের ঝোল কোথায় মেলে, সবই তাঁদের জানা। প্রতিটি ট্যুর ঢাকায় বসে সাজান এমন মানুষেরা, যাঁরা নিজেরাই সেই পথ ঘুরে এসেছেন।',
    story2: (guests) =>
      `আজ প্রতি বছর ${guests} অতিথি আমাদের সঙ্গে ঘুরতে যান, অনেকে আবার ফিরে আসেন পরিবার নিয়ে। ছোট দল, ন্যায্য দাম আর এমন একটি ফোন যা সবসময় কেউ ধরে: এটাই Travelez-এর প্রতিশ্রুতি।`,
    knowMore: 'আমাদের সম্পর্কে আরও জানুন',
    joinGroup: 'দলে যোগ দিন',
    upcomingEvents: 'আসন্ন ইভেন্ট',
    eventsLead: 'নির্দিষ্ট তারিখের গ্রুপ ট্যুর, গাইড, যাতায়াত আর থাকার ব্যবস্থাসহ।',
    noEvents: 'এই মুহূর্তে কোনো আসন্ন ইভেন্ট নেই',
    noEventsText: 'প্রতি মাসেই নতুন গ্রুপ ট্যুর যোগ হয়। ততক্ষণ আমাদের ট্যুরগুলো ঘুরে দেখুন।',
    popular: 'জনপ্রিয় গন্তব্য',
    popularTitle: 'আমাদের ভ্রমণকারীরা যেখানে যান',
    seeAllTours: 'সব ট্যুর দেখুন',
    noTours: 'এখনো কোনো ট্যুর নেই',
    noToursText: 'আমাদের টিম নতুন ট্যুর সাজাচ্ছে। কিছুদিন পর আবার দেখুন।',
    blogTips: 'ব্লগের নতুন টিপস',
    blogTitle: 'পথে পথে ভ্রমণের টিপস',
    readBlog: 'ব্লগ পড়ুন',
    getInTouch: 'যোগাযোগ করুন',
    journeyStarts: 'আপনার যাত্রা শুরু এখান থেকেই',
    touchLead: (hours) => `কোথায়, কবে আর কার সঙ্গে যেতে চান, আমাদের জানান। একজন ট্রাভেল প্ল্যানার এক কর্মদিবসের মধ্যে উত্তর দেবেন (${hours})।`,
    callUs: 'ফোন করুন',
    writeToUs: 'আমাদের লিখুন',
  },
});
