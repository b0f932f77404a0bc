/**
 * Demo upcoming events shipped with Travelez, in date order (Home shows them in a carousel).
 */
import type { SeedEvent } from './types.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** ISO date (YYYY-MM-DD) plus n days. */
export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** '20 May to 23 May' for two ISO dates. */
export function eventDateText(startIso: string, endIso: string): string {
  const fmt = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  };
  return `${fmt(startIso)} to ${fmt(endIso)}`;
}

type EventInput = Omit<SeedEvent, 'endDate' | 'eventDate'>;

function ev(e: EventInput): SeedEvent {
  const endDate = addDays(e.startDate, e.days - 1);
  return { ...e, endDate, eventDate: eventDateText(e.startDate, endDate) };
}

export const seedEvents: SeedEvent[] = [
  ev({
    slug: 'shakrain-kite-festival-old-dhaka',
    name: 'Shakrain Kite Festival, Old Dhaka',
    message: 'A sky full of kites and rooftops full of music on the last day of Poush.',
    shortDescription:
      'Every year at Poush Sankranti the rooftops of Old Dhaka fill with people flying kites from dawn to dusk. Join a family rooftop in Shankhari Bazar, learn to fly (and fight) a kite, and stay for the fireworks and fire-breathers after dark.',
    description:
      "Shakrain marks the end of the Bengali month of Poush, and in Old Dhaka it is celebrated like nowhere else. From early morning, every rooftop in Shankhari Bazar, Sutrapur and Lakshmibazar is crowded with families, music and thousands of paper kites. The aim is to cut your neighbours' strings with your own, coated in ground glass; the cheers when a kite falls carry across the whole neighbourhood.\n\nWe spend the day on the rooftop of a family home, with a kite-maker to teach you the basics, pitha rice cakes and tea, and a lunch of Old Dhaka biryani. After sunset the rooftops light up with fireworks, lanterns and, on some roofs, fire-breathers.\n\nThe next morning, after a night in a restored guesthouse in the old city, we walk the lanes where the kites are made and end with breakfast of bakarkhani and tea. Wear shoes with a good grip for the rooftops, and bring a scarf: January evenings are cool.",
    presentPrice: 6500,
    previousPrice: 7500,
    days: 2,
    nights: 1,
    startDate: '2027-01-14',
    peoples: 20,
    displayPhoto: { kind: 'city-night', variant: 3 },
    packageSlug: 'old-dhaka-heritage-food',
  }),
  ev({
    slug: 'full-moon-night-saint-martin',
    name: 'Full-Moon Night at Saint Martin',
    message: 'The coral island under a full moon, with the day visitors long gone.',
    shortDescription:
      'Two nights on Saint Martin timed for the January full moon. Walk the silver beach at midnight, watch the tide uncover the coral stones by moonlight, and wake up to the quietest sunrise of the season.',
    description:
      "Saint Martin is beautiful at any time, but on a full-moon night, when the last ship has left and the island falls quiet, it is something else. The moon rises out of the sea behind the village, the coral stones on the western beach shine silver, and the only sounds are the waves and the palms.\n\nWe time this trip for the full moon of January 2027, within the season when the island is open to overnight visitors. We sail from Cox's Bazar, stay two nights at a small eco-resort on the western beach, walk to Chhera Dwip at low tide, and spend the evenings on the beach with lights kept low, out of respect for the island and its nesting turtles.\n\nSeats are limited by the island's daily visitor cap, and we book ship places and registration for every guest. The price includes the night coach from Dhaka, ship tickets, the resort, all meals and a local guide.",
    presentPrice: 16900,
    previousPrice: 18900,
    days: 3,
    nights: 2,
    startDate: '2027-01-21',
    peoples: 16,
    displayPhoto: { kind: 'coral-beach', variant: 4 },
    packageSlug: 'saint-martin-coral-island-escape',
  }),
  ev({
    slug: 'sundarbans-winter-cruise',
    name: 'Sundarbans Winter Cruise',
    message: 'Three days on a private launch in the best month for wildlife.',
    shortDescription:
      'A small-group winter cruise deep into the Sundarbans on a launch reserved just for us. Dawn creek rides, the wild beach at Katka, spotted deer at Kochikhali and a naturalist on board.',
    description:
      "February is the best month in the Sundarbans: cool, dry mornings, a calm sea at the forest's edge and low tides that bring the animals to the water. For this departure we reserve a whole launch, so the group is small and the plans follow the tides, not a fixed timetable.\n\nOur naturalist Sabbir Hasan, who has spent fifteen winters in the forest, leads the dawn creek rides in a country boat, the walks at Katka and Kochikhali with the forest guard and an evening talk on deck about the tigers, crocodiles and birds of the mangroves. Expect spotted deer, macaques, kingfishers and, with luck, river dolphins and fresh pugmarks.\n\nThe price includes transport from Dhaka to Khulna and back, a private cabin, all meals on board, forest permits and guides.",
    presentPrice: 19900,
    previousPrice: 22500,
    days: 3,
    nights: 2,
    startDate: '2027-02-04',
    peoples: 24,
    displayPhoto: { kind: 'mangrove', variant: 0 },
    packageSlug: 'sundarbans-mangrove-launch-safari',
  }),
  ev({
    slug: 'biju-festival-rangamati',
    name: 'Biju Festival in Rangamati',
    message: 'Flowers on the lake, water games and the hill new year with our Chakma hosts.',
    shortDescription:
      'Celebrate Biju, the Chakma new year, by Kaptai Lake. Float flowers on the water at dawn, share the famous pajon curry of dozens of vegetables with a local family, and join the water festival of the Marma community.',
    description:
      'In the middle of April, the hill tracts celebrate their new year with a cluster of festivals: Biju for the Chakma, Sangrai for the Marma, Boisu for the Tripura, often called together Boisabi. In Rangamati, the festival begins at dawn, when families float flowers on Kaptai Lake and the rivers to thank the water.\n\nWith our guide Mithila Chakma, whose family lives in Rangamati, we join the flower offering, visit homes where pajon (a curry of dozens of vegetables, cooked only for Biju) is shared with every visitor, and take part in the Marma water festival, where the splashing is friendly and unavoidable. Between the festivities we cruise Kaptai Lake and visit the Rajban Vihara.\n\nWe travel as guests. The group is small, photographs are taken only with permission, and part of the price goes to a community school in Rangamati.',
    presentPrice: 12500,
    previousPrice: 14000,
    days: 4,
    nights: 3,
    startDate: '2027-04-11',
    peoples: 14,
    displayPhoto: { kind: 'lake-hills', variant: 1 },
    packageSlug: 'rangamati-kaptai-lake',
  }),
  ev({
    slug: 'pohela-boishakh-srimangal',
    name: 'Pohela Boishakh in Srimangal',
    message: 'Welcome the Bengali New Year among the tea gardens.',
    shortDescription:
      'Leave the crowds of Dhaka behind and celebrate Pohela Boishakh in the tea capital: a village fair, a small-town procession, tea-garden dances and a traditional panta-ilish breakfast.',
    description:
      'We arrive in Srimangal by train on the eve of the new year and wake early on the fourteenth of April to a town dressed in red and white. After a breakfast of panta bhat, fried fish and a dozen kinds of bhorta, we join the local procession with masks and drums and spend the morning at the Boishakhi fair, with clay toys, bamboo flutes and sweets.\n\nIn the afternoon we visit a tea-garden community for their own celebrations, with dances and songs from the many peoples who have worked the estates for generations. The next day is quieter: Lawachara forest at dawn, the seven-layer tea and the Madhabpur lake before the train home.\n\nThe price includes AC train tickets, two nights at a tea-estate resort, all meals, guides and entry fees. Bring light cotton clothes in festival colours.',
    presentPrice: 9500,
    previousPrice: 10900,
    days: 3,
    nights: 2,
    startDate: '2027-04-13',
    peoples: 30,
    displayPhoto: { kind: 'tea-garden', variant: 2 },
    packageSlug: 'srimangal-tea-capital-trail',
  }),
  ev({
    slug: 'rajshahi-mango-harvest',
    name: 'Rajshahi Mango Harvest',
    message: 'Pick, taste and learn the difference between a langra and a himsagar.',
    shortDescription:
      'June is mango month in Rajshahi and Chapainawabganj. Spend three days in the orchards at the height of the harvest, taste a dozen varieties straight from the tree, and visit the temples of Puthia and the Padma riverbank.',
    description:
      'For a few weeks every summer, the whole of northern Bangladesh seems to revolve around mangoes. In the orchards of Rajshahi and Chapainawabganj, families pick, sort and pack the fruit, and the markets overflow with baskets of himsagar, langra, gopalbhog and amrapali.\n\nWe stay in Rajshahi and spend the mornings in the orchards with a grower, learning how the varieties differ and tasting them at their best. In the afternoons we visit the terracotta temples of Puthia, a Rajshahi silk workshop and, at sunset, the Padma riverbank where the city comes out to walk.\n\nThe price includes AC train tickets, two nights in a comfortable Rajshahi hotel, meals, orchard visits and a basket of mangoes to take home.',
    presentPrice: 10900,
    previousPrice: 12500,
    days: 3,
    nights: 2,
    startDate: '2027-06-10',
    peoples: 28,
    displayPhoto: { kind: 'heritage', variant: 2 },
    packageSlug: 'rajshahi-puthia-temples',
  }),
  ev({
    slug: 'sajek-monsoon-cloud-festival',
    name: 'Sajek Monsoon Cloud Festival',
    message: 'Four days on the ridge when the first monsoon clouds fill the valleys.',
    shortDescription:
      'Our yearly gathering at Sajek for the start of the cloud season. Sunrise walks to Konglak Para, a Lushai village dinner, music on the cottage decks and the best chance of the year to stand above a sea of clouds.',
    description:
      'Late June is when the monsoon settles over the hill tracts and the valleys around Sajek begin to fill with cloud every morning. We reserve a group of cottages on the ridge for four days, so there is time to wait for the perfect morning rather than hoping for one.\n\nEach day starts with a sunrise walk to Konglak Para or the helipad. Afternoons are free for hiking, reading on the veranda or a photography session with our guide. One evening we share a dinner of bamboo chicken and hill vegetables in a Lushai village, and on the last night there is live music on the cottage decks.\n\nWe travel by night coach to Khagrachari and by chander gari with the army convoy. Monsoon roads can be slow; our plan includes buffer time, and if heavy rain closes the road we reschedule or refund in full.',
    presentPrice: 13900,
    previousPrice: 15500,
    days: 4,
    nights: 3,
    startDate: '2027-06-24',
    peoples: 40,
    displayPhoto: { kind: 'green-ridges', variant: 0 },
    packageSlug: 'sajek-valley-above-the-clouds',
  }),
];

/** Short alias of seedEvents. */
export const events = seedEvents;
