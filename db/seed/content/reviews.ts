/**
 * Demo reviews: what travellers of past demo departures wrote, good and critical, so the tour
 * pages and the reports show real-looking numbers on a fresh start. One is hidden by the operator.
 */
interface SeedReview {
  slug: string;
  /** The traveller (index into the demo travellers of the seed). */
  by: number;
  /** How many weeks before the seed day the trip left. */
  weeksAgo: number;
  travellers: number;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  reply?: string;
  hiddenReason?: string;
}

export const seedReviews: SeedReview[] = [
  { slug: 'saint-martin-coral-island-escape', by: 0, weeksAgo: 44, travellers: 2, rating: 5, text: 'The water really is that colour. The resort on the western beach was quiet and clean, and the low-tide walk to Chhera Dwip was the highlight of our year.' },
  { slug: 'saint-martin-coral-island-escape', by: 1, weeksAgo: 45, travellers: 4, rating: 4, text: 'Beautiful island and a well-run trip. The ship back was two hours late because of the tide, which the guide handled calmly, but we missed dinner in Cox’s Bazar.', reply: 'Thank you, Tanvir. Ship times follow the tide; we now book a later dinner on the way back so nobody goes hungry.' },
  { slug: 'saint-martin-coral-island-escape', by: 2, weeksAgo: 46, travellers: 2, rating: 5, text: 'Snorkelling over the coral with a local guide who knew every fish by name. No plastic, no loud music: the team took the island rules seriously and so did we.' },
  { slug: 'saint-martin-coral-island-escape', by: 3, weeksAgo: 47, travellers: 3, rating: 3, text: 'The island is lovely but the overnight coach from Dhaka was cramped and the air conditioning failed for an hour. I would pay more for a better coach.' },
  { slug: 'coxs-bazar-longest-beach', by: 0, weeksAgo: 6, travellers: 2, rating: 4, text: 'Himchari and Inani were stunning and the hotel was right on the beach. Kolatoli is busy in the evening, so the quiet sunrise walks were the best part.' },
  { slug: 'coxs-bazar-longest-beach', by: 2, weeksAgo: 8, travellers: 4, rating: 5, text: 'We travelled with our parents and everything was easy: short walks, good food, the guide waited for everyone. The marine drive at sunset is unforgettable.' },
  { slug: 'coxs-bazar-longest-beach', by: 3, weeksAgo: 10, travellers: 2, rating: 2, text: 'The hotel room did not match the photos: it faced the car park, not the sea. The office changed it on the second day, but the first night was disappointing.', reply: 'We are sorry, Imran. That hotel has since been replaced on this tour, and sea-view rooms are now confirmed in writing before departure.' },
  { slug: 'sundarbans-mangrove-launch-safari', by: 1, weeksAgo: 2, travellers: 2, rating: 5, text: 'Three days on the launch, deer at Kotka, a crocodile on the bank and fresh fish every meal. We did not see a tiger, but we saw its footprints, and that was enough.' },
  { slug: 'sundarbans-mangrove-launch-safari', by: 0, weeksAgo: 4, travellers: 3, rating: 5, text: 'The forest guards and our guide explained everything. Cabins were simple but clean. Going out on the small boat into the narrow canals at dawn was magical.' },
  { slug: 'sundarbans-mangrove-launch-safari', by: 3, weeksAgo: 5, travellers: 2, rating: 4, text: 'A wonderful trip. The generator on the launch was noisy at night; bring earplugs. The food was far better than we expected on a boat.' },
  { slug: 'sajek-valley-above-the-clouds', by: 2, weeksAgo: 1, travellers: 2, rating: 5, text: 'We woke up above the clouds at Konglak. The jeep ride from Khagrachari is bumpy but the driver was careful. Worth every minute.' },
  { slug: 'sajek-valley-above-the-clouds', by: 1, weeksAgo: 3, travellers: 4, rating: 4, text: 'Great views and a friendly cottage. The army escort times meant a very early start, which nobody had told us the evening before.' },
  { slug: 'sajek-valley-above-the-clouds', by: 0, weeksAgo: 5, travellers: 2, rating: 1, text: 'Terrible. Call 01711-000000 for a cheaper trip!!! Best prices, visit my page.', hiddenReason: 'Advertising, not a review of the trip' },
  { slug: 'sajek-valley-above-the-clouds', by: 3, weeksAgo: 7, travellers: 2, rating: 3, text: 'The valley is beautiful but Sajek itself has become crowded with new resorts. Go on a weekday if you can; our Friday was busy.' },
  { slug: 'srimangal-tea-capital-trail', by: 2, weeksAgo: 9, travellers: 2, rating: 5, text: 'Lawachara forest, the seven-layer tea and a morning among the tea pickers. Our guide knew the gibbons’ calls. Calm, green and delicious.' },
  { slug: 'srimangal-tea-capital-trail', by: 0, weeksAgo: 11, travellers: 4, rating: 4, text: 'Lovely resort among the tea gardens. The train from Dhaka was late both ways, nothing the team could do, but plan for it.' },
  { slug: 'bandarban-nilgiri-boga-lake', by: 1, weeksAgo: 3, travellers: 3, rating: 5, text: 'Boga Lake at night with the whole sky of stars. The trek was harder than I thought, and the guide set a pace everyone could manage.' },
  { slug: 'bandarban-nilgiri-boga-lake', by: 3, weeksAgo: 6, travellers: 2, rating: 2, text: 'The homestay at Boga Lake had no running water and we were not warned. The scenery is a five, the information before the trip a one.', reply: 'Thank you for telling us. The packing list and the trip notes now say clearly what the homestays have and do not have.' },
  { slug: 'sylhet-grand-loop', by: 2, weeksAgo: 12, travellers: 2, rating: 4, text: 'Ratargul swamp forest by boat, Jaflong’s stones and the tea estates in four days. A lot of driving, but every stop was worth it.' },
  { slug: 'sylhet-grand-loop', by: 0, weeksAgo: 14, travellers: 3, rating: 5, text: 'Bisnakandi’s clear water and the hills of Meghalaya behind it. Our guide found us a quiet spot away from the crowds. Highly recommended.' },
  { slug: 'rangamati-kaptai-lake', by: 1, weeksAgo: 13, travellers: 2, rating: 4, text: 'A whole day on Kaptai Lake by boat, lunch on a little island and the hanging bridge. Relaxing after a busy year.' },
  { slug: 'rangamati-kaptai-lake', by: 3, weeksAgo: 15, travellers: 2, rating: 3, text: 'Nice lake but the boat had no shade and it was very hot at noon. Bring a hat and a lot of water.' },
  { slug: 'kuakata-sunrise-sunset', by: 0, weeksAgo: 16, travellers: 2, rating: 5, text: 'Sunrise and sunset from the same beach: it really works. The fishermen’s village and the dried-fish market were fascinating.' },
  { slug: 'kuakata-sunrise-sunset', by: 2, weeksAgo: 18, travellers: 4, rating: 4, text: 'The journey by launch from Dhaka was an adventure in itself. Kuakata is calmer than Cox’s Bazar, which we liked.' },
  { slug: 'old-dhaka-heritage-food', by: 1, weeksAgo: 2, travellers: 2, rating: 5, text: 'Ahsan Manzil, Lalbagh Fort, a rickshaw through Shankhari Bazar and then the food: kacchi, bakarkhani, lassi. I live in Dhaka and learned so much.' },
  { slug: 'old-dhaka-heritage-food', by: 3, weeksAgo: 4, travellers: 3, rating: 4, text: 'A great walk and a greater lunch. The traffic meant we skipped one stop, but the guide made up for it with stories.' },
  { slug: 'sonargaon-panam-city', by: 2, weeksAgo: 5, travellers: 2, rating: 4, text: 'Panam City’s old houses are haunting. A good day trip from Dhaka, well organised, lunch was simple but good.' },
  { slug: 'tanguar-haor-houseboat', by: 0, weeksAgo: 20, travellers: 4, rating: 5, text: 'Two nights on a houseboat in the haor during the monsoon: swimming among the swamp trees, rain on the roof, the hills of Meghalaya. Pure peace.' },
  { slug: 'tanguar-haor-houseboat', by: 1, weeksAgo: 22, travellers: 2, rating: 3, text: 'The houseboat was lovely but the toilet was broken for a day. The crew were kind and fixed it, and the haor itself is breathtaking.' },
  { slug: 'nijhum-dwip-deer-island', by: 3, weeksAgo: 40, travellers: 2, rating: 4, text: 'We saw hundreds of spotted deer at dawn. Long journey to get there, so plan to rest, but it is one of the wildest places we have been.' },
  { slug: 'bagerhat-sixty-dome-mosque', by: 2, weeksAgo: 36, travellers: 2, rating: 5, text: 'The Sixty Dome Mosque in the morning light, Khan Jahan Ali’s tomb and the crocodiles in the pond. The guide made history come alive.' },
  { slug: 'paharpur-mahasthangarh-heritage', by: 0, weeksAgo: 34, travellers: 3, rating: 4, text: 'Paharpur is enormous and the museum small but good. Lots of driving between the sites; the bus was comfortable at least.' },
];
