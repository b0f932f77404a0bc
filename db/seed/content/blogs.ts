/**
 * Demo blog posts shipped with Travelez, newest first. Home shows the first three ('Recent blog
 * tips'); /blog shows the rest (slice(3, 100)).
 */
import type { SeedBlog } from './types.ts';

const AUTHORS = {
  nusrat: {
    authorName: 'Nusrat Jahan',
    authorMessage:
      'Nusrat leads our hill-tracts treks and has climbed Keokradong more than forty times. She writes about trekking, safety and the people of the hills.',
    authorPhoto: { initials: 'NJ', hue: 160 },
  },
  tanvir: {
    authorName: 'Tanvir Ahmed',
    authorMessage: 'Tanvir grew up in Lalbagh and runs our Old Dhaka food walks. He believes every trip should be planned around lunch.',
    authorPhoto: { initials: 'TA', hue: 20 },
  },
  farhana: {
    authorName: 'Farhana Rahman',
    authorMessage:
      'Farhana plans the logistics behind every Travelez trip, from launch cabins to forest permits, and answers most of the questions you send us.',
    authorPhoto: { initials: 'FR', hue: 280 },
  },
  arif: {
    authorName: 'Arif Hossain',
    authorMessage:
      "Arif photographs Bangladesh's rivers and coasts and guides our beach and boat trips. He has watched more sunrises at Kuakata than he can count.",
    authorPhoto: { initials: 'AH', hue: 205 },
  },
  mithila: {
    authorName: 'Mithila Chakma',
    authorMessage: 'Mithila is from Rangamati and guides our lake and hill-tracts trips. She writes about the festivals and communities of the hills.',
    authorPhoto: { initials: 'MC', hue: 330 },
  },
  sabbir: {
    authorName: 'Sabbir Hasan',
    authorMessage: 'Sabbir is a naturalist who has spent fifteen winters in the Sundarbans and the haors. He leads our wildlife and birding trips.',
    authorPhoto: { initials: 'SH', hue: 110 },
  },
} as const;

export const seedBlogs: SeedBlog[] = [
  {
    slug: 'saint-martin-visit-responsibly',
    title: 'Saint Martin Island: How to Visit Without Loving It to Death',
    subTitle: 'The coral island is fragile. Here is how to enjoy it and leave it as you found it.',
    tag: 'Beaches',
    date: '2026-06-18',
    message:
      'Saint Martin is the most loved island in Bangladesh, and that love has not always been kind to it. Since the government introduced seasonal limits and a daily visitor cap, a trip there takes a little more planning. Here is what has changed, when to go and how to be the kind of visitor the island needs.',
    ...AUTHORS.arif,
    blogDescription: `I first went to Saint Martin in 2009, when you could walk the whole western beach at noon and meet nobody but a fisherman mending his nets. By the early 2020s, on a winter weekend, ten thousand people a day were arriving on the ships. The island, eight square kilometres of sand and coral, simply could not take it.

The rules introduced since then can feel frustrating, but they exist for good reasons, and they have already made the island calmer. If you plan ahead, a visit is more pleasant than it has been in years.

## What the rules mean for you

The island is open to visitors only in the season the government allows, roughly November to January, and only a limited number of people may land each day. Ships now leave from Cox's Bazar, and your ticket is tied to a registration, so last-minute trips rarely work. Book your ship and your room together, weeks ahead, or travel with an operator who holds seats.

Inside the island, a few rules matter most:

- Take every piece of plastic back with you; there is no real way to dispose of it on the island.
- No bonfires, loud music or lights on the beach at night: turtles still nest on the southern beaches.
- Do not walk on, break or collect coral, shells or stones.
- Use the island's small guesthouses and restaurants; your money helps the people who live there all year.

## When to go, and where to stay

December and January bring the calmest sea and the clearest water. Try to stay at least two nights: day trippers see the jetty and the crowds, while those who stay see the island at dawn, when the tide pulls back and the coral stones shine.

We prefer the western and southern beaches, away from the jetty. The small eco-resorts there run on solar power, and the owners know which stretches of beach are nesting grounds.

## The best hours

Walk to Chhera Dwip at low tide in the morning, snorkel over the coral beds with a local guide around noon, and keep the evening for the sunset among the stones of the western beach. After dark, switch off your torch for a few minutes and look up. With so little light on the island, the Milky Way is easy to see on a clear night.

Saint Martin will only stay beautiful if each of us treats it gently. Go, fall in love with it, and leave nothing behind but footprints below the tide line.`,
    photo: { kind: 'coral-beach', variant: 1 },
    comments: [
      {
        commentorName: 'Rubaiyat Karim',
        commentMessage:
          'Thank you for writing this. We went last December with a two-night stay on the western side and it was the calmest trip we have ever had there. The turtle hatchery visit was the highlight for my daughter.',
        commentTime: '2026-06-19T09:42:00+06:00',
      },
      {
        commentorName: 'Shuvo Das',
        commentMessage: 'Is it still possible to visit in February, even just for a day?',
        commentTime: '2026-06-20T14:05:00+06:00',
      },
      {
        commentorName: 'Arif Hossain',
        commentMessage:
          'Hi Shuvo, that depends on the rules for each season, which the government announces before November. We will post the dates as soon as they are confirmed.',
        commentTime: '2026-06-20T18:30:00+06:00',
      },
    ],
  },
  {
    slug: 'srimangal-seven-layer-tea',
    title: 'Seven-Layer Tea and Other Srimangal Surprises',
    subTitle: 'A slow weekend of tea, forest and very good food in the tea capital of Bangladesh.',
    tag: 'Food',
    date: '2026-06-05',
    message:
      "Everybody goes to Srimangal for the tea gardens and the famous seven-layer tea. Fewer people know that the town is also one of the best places in the country for a quiet breakfast, fresh pineapple, Khasia betel leaf and a plate of hill-chicken curry. A foodie's weekend in the tea capital.",
    ...AUTHORS.tanvir,
    blogDescription: `The first thing everyone asks after a trip to Srimangal is: did you try the seven-layer tea? Yes, I did, and yes, it really has seven layers, each a different colour and sweetness, stacked in a tall glass by a man with very steady hands. It is a great bit of theatre. But it is only the beginning of what this small town has to offer a hungry traveller.

## Tea, properly

Before the famous layered glass, try plain tea from the estates. In the tea stalls near the rail station, ask for 'garden tea' without milk: it is lighter, more fragrant and far better than the strong milky cups of Dhaka. If you can, visit the Bangladesh Tea Research Institute, where the staff explain how the same leaf becomes black, green or white tea, and sometimes let visitors taste the difference.

Most tea is plucked between March and November. Early in the morning you will see the pluckers in the gardens, almost all of them women, filling the baskets on their backs two leaves and a bud at a time. Greet them, ask before you take a photograph, and remember that this beautiful landscape is also a place of very hard work.

## What else to eat

Srimangal's food is a mix of Sylheti home cooking and the dishes of the communities around it. My list for a weekend:

- Fresh pineapple from the hill farms, sold by the roadside in summer, with salt and chilli.
- Hill-chicken curry with the sour citrus the Sylhetis call satkora.
- Khasia betel leaf, grown up the trunks of forest trees in the Khasia villages.
- Lemon tea at dawn at the edge of Lawachara forest, while the gibbons call.

## A gentle plan

Take the morning train from Dhaka: the journey through the green fields of Habiganj is part of the fun. Spend the afternoon walking in the tea gardens, with a local guide, since estates are private property. Keep the next morning for Lawachara and the evening for that seven-layer tea, when the stall is busiest and most cheerful.

And on the train home, do as everyone else does: buy a packet of local tea and a bag of pineapples for the family. You will be forgiven for arriving late.`,
    photo: { kind: 'tea-garden', variant: 2 },
    comments: [
      {
        commentorName: 'Mehnaz Sultana',
        commentMessage: 'The garden tea tip is so true. I never drank tea without milk until Srimangal, and now I cannot go back.',
        commentTime: '2026-06-07T08:15:00+06:00',
      },
    ],
  },
  {
    slug: 'hill-tracts-packing-checklist',
    title: "Packing for the Hill Tracts: A Trekker's Checklist",
    subTitle: 'What to carry (and what to leave at home) for Bandarban, Sajek and Khagrachari.',
    tag: 'Trekking',
    date: '2026-05-22',
    message:
      'Hill-tracts trips are short on luggage space and long on steep, muddy paths. After many seasons of leading treks to Keokradong and Nafakhum, here is the packing list I give every group, from the shoes that actually work on wet rock to the one thing everyone forgets.',
    ...AUTHORS.nusrat,
    blogDescription: `Every season somebody turns up for a Bandarban trek with a large wheeled suitcase. By the second day, after a jeep ride, a river crossing and a night in a village homestay, that suitcase has become the most hated object in the group. Pack light, pack smart, and your trip to the hills will be a lot more fun.

## The essentials

Your bag should be a backpack of thirty to forty litres that you can carry for a few hours. Into it go:

- Shoes with a real grip: rubber-soled trekking sandals or light trail shoes that can get wet.
- Two quick-dry shirts and one pair of long trousers (for leeches and for village visits).
- A light fleece or shawl: nights at Nilgiri and Sajek are cold from November to February.
- A head torch, a power bank and a small first-aid kit with oral saline.
- A rain cover for the bag, and zip-lock bags for your phone and documents.

Add a refillable water bottle, sunscreen and a hat. Bring your national ID card or passport: you will be asked for it at army and police checkpoints, and your guide needs it for registration.

## What to leave at home

Leave behind jeans, which are heavy and never dry, new shoes that you have not walked in, and anything valuable you would hate to lose in a river. Drones need permission in the hill tracts; unless your operator has arranged it, do not bring one.

## Respecting the hills

The Bawm, Marma, Mro and Tripura families who host trekkers are not a tourist attraction; they are our hosts. Dress modestly in the villages, ask before taking photographs of people, and never enter a house or a jhum field without an invitation. Buy local: honey, handwoven cloth and a meal in a village home put money directly into the community.

Finally, remember that the hills are unpredictable. Roads close in the monsoon, and some routes close at short notice for security reasons. A good operator will always have a plan B, and a good trekker will take it with a smile.`,
    photo: { kind: 'green-ridges', variant: 0 },
    comments: [],
  },
  {
    slug: 'monsoon-travel-bangladesh',
    title: 'Monsoon Travel in Bangladesh: Why the Rains Are the Best Season',
    subTitle: 'Waterfalls at full roar, flooded forests and empty hotels. Travel in the rainy season, carefully.',
    tag: 'Tips',
    date: '2026-05-08',
    message:
      "Most people pack away their travel plans when the monsoon arrives in June. That is a mistake. From the swamp forest of Ratargul to the waterfalls of Khagrachari and the clouds of Sajek, many of Bangladesh's most beautiful places are at their best in the rain. Here is how to enjoy them safely.",
    ...AUTHORS.farhana,
    blogDescription: `Ask a Bangladeshi when to travel and you will almost always hear the same answer: winter. The weather is cool, the sky is clear and the roads are dry. But ask the same person about their most memorable trip, and very often the story involves rain.

## Places that need the monsoon

Some of our favourite destinations only really come alive between June and October:

- Ratargul, the freshwater swamp forest near Sylhet, is only a flooded forest when it is flooded.
- Tanguar Haor becomes an inland sea, and houseboats can only run when the water is high.
- The waterfalls of Khagrachari, Bandarban and Mirsharai are at full roar.
- Sajek Valley is famous for its sea of clouds, which fills the valleys most reliably in the rains.

Hotels are quieter and cheaper, the countryside is an almost unbelievable green, and you will often have a viewpoint to yourself.

## Staying safe

The monsoon does bring real risks, and it is important to take them seriously. Hill roads can be closed by landslides, rivers rise quickly after heavy rain, and boats should not go out in rough weather. We check the forecast every day, keep one buffer day in longer trips and never run river crossings or waterfall treks when the water is too high.

On your side, bring a light rain jacket rather than an umbrella, shoes that can get wet, and a dry bag for electronics. Life jackets on boats are not optional.

## A perfect monsoon week

If you have a week in July, try this: two days in Srimangal as the tea gardens glow green, a day at Ratargul, a night on a houseboat on Tanguar Haor and, if the weather allows, two days in Sajek to watch the clouds. Pack patience along with your raincoat, and you may find it is the best trip you have ever taken.`,
    photo: { kind: 'green-ridges', variant: 5 },
    comments: [
      {
        commentorName: 'Imran Chowdhury',
        commentMessage: 'Ratargul in August was magical. We were the only boat in the forest for almost an hour.',
        commentTime: '2026-05-09T11:20:00+06:00',
      },
      {
        commentorName: 'Tasnim Akter',
        commentMessage: 'Are leeches a problem on the Khagrachari waterfall trips in the rains?',
        commentTime: '2026-05-10T16:48:00+06:00',
      },
      {
        commentorName: 'Farhana Rahman',
        commentMessage:
          'A little, Tasnim. Long trousers tucked into socks and a pinch of salt in your pocket solve most of it. They are harmless, just unpleasant.',
        commentTime: '2026-05-10T19:02:00+06:00',
      },
      {
        commentorName: 'Jahid Hasan',
        commentMessage: 'Great list. I would add Bichanakandi: the river over the stones is wonderful in September.',
        commentTime: '2026-05-12T21:37:00+06:00',
      },
      {
        commentorName: 'Laila Begum',
        commentMessage: 'Booked the houseboat for July after reading this. Fingers crossed for good weather!',
        commentTime: '2026-05-15T10:05:00+06:00',
      },
    ],
  },
  {
    slug: 'old-dhaka-food-walk',
    title: 'Old Dhaka on an Empty Stomach',
    subTitle: 'A morning-to-midnight food walk through the lanes of Lalbagh, Chawkbazar and Nazira Bazar.',
    tag: 'Food',
    date: '2026-04-24',
    message:
      'Old Dhaka is the food capital of Bangladesh, and the best way to see it is one bite at a time. From bakarkhani bread at dawn to kacchi biryani at noon and beef chaap late at night, here is the route I walk with our guests, with the stops that have fed my family for three generations.',
    ...AUTHORS.tanvir,
    blogDescription: `I grew up in a lane behind Lalbagh Fort, where the smell of bakarkhani from the clay ovens was our alarm clock. Thirty years later I still think there is no better way to understand Old Dhaka than to eat your way through it. Here is the route I walk with our guests. Bring an appetite and comfortable shoes.

## Morning: bread and tea

Start early, around seven, in the lanes near Lalbagh. Bakarkhani is a flaky, layered bread baked on the walls of a tandoor, eaten with sweet milky tea. Buy it straight from the oven and eat it standing up. Then walk through the old city while it is still quiet: the fort, the Armenian church, the Star Mosque with its mosaic of broken china.

## Noon: the biryani question

Every family in Old Dhaka has an opinion on where to eat kacchi biryani, and every family is right. The classic shops near Nazira Bazar and Bangshal cook mutton and rice together in sealed pots, served with a slice of potato and a boiled egg. Go before one o'clock, when the first pots are opened; the famous places sell out early.

A few other things worth trying before the afternoon heat:

- Borhani, a spicy yogurt drink that helps the biryani go down.
- Lassi in a clay cup, thick enough to eat with a spoon.
- Shahi jilapi, the giant coiled sweet sold in Chawkbazar.

## Evening: the real feast

After a rest, take a rickshaw to Sadarghat for the sunset over the Buriganga, then head back into the lanes when the grills are lit. Beef chaap with naan, chicken tikka, the kebabs of Bangshal and, to finish, falooda or a bowl of firni. During Ramadan, the iftar market at Chawkbazar is one of the great food sights of South Asia, crowded, noisy and completely wonderful.

A word of advice: drink bottled water, eat where the locals queue, and pace yourself. You do not have to finish every plate. In Old Dhaka, there is always another one coming.`,
    photo: { kind: 'city-night', variant: 0 },
    comments: [
      {
        commentorName: 'Nafisa Islam',
        commentMessage: 'I live in Dhaka and had never had bakarkhani straight from the oven until your walk. Life-changing.',
        commentTime: '2026-04-25T13:10:00+06:00',
      },
      {
        commentorName: 'Daniel Weber',
        commentMessage: 'Did this walk on my first visit to Bangladesh. The biryani queue at noon is an experience in itself. Thank you Tanvir!',
        commentTime: '2026-04-28T20:44:00+06:00',
      },
    ],
  },
  {
    slug: 'overnight-launch-barishal-guide',
    title: "The Overnight Launch to Barishal: A Beginner's Guide",
    subTitle: 'Cabins, deck class, food on board and the best seat for the sunrise.',
    tag: 'Rivers',
    date: '2026-04-10',
    message:
      'There are faster ways to reach Barishal now, but none as memorable as the overnight launch from Sadarghat. If you have never taken one, here is everything you need to know: how to book a cabin, what to eat on board, and why you should set an alarm for five in the morning.',
    ...AUTHORS.arif,
    blogDescription: `Every evening, a line of huge, brightly lit river launches leaves Sadarghat in Old Dhaka, heading south down the Buriganga and the Meghna to Barishal, Bhola, Patuakhali and beyond. For generations, this was how the people of the south travelled to the capital. Even with the Padma Bridge open, the launch remains the most beautiful way to make the trip.

## Choosing your class

Launches have three kinds of space. Deck class is an open floor where passengers spread out mats; it is cheap, crowded and full of life. Single and double cabins are small private rooms with a bed and a fan, sometimes air-conditioning. VIP cabins on the upper decks come with a private bathroom and sometimes a balcony.

For a first trip, book a double cabin on one of the newer launches. Ask for a cabin on the side facing east, so the sunrise comes to your window. During Eid, every ticket sells out weeks ahead, so avoid travelling then unless you must.

## On board

Most launches leave between eight and nine in the evening. Arrive an hour early, as Sadarghat is busy and finding your launch takes time. Things to bring:

- A light blanket or shawl: the river gets cool at night, even in spring.
- Snacks and water, although the launch canteen serves rice, dal, fish and excellent tea.
- A padlock for your cabin door, and earplugs if you are a light sleeper.

## The morning

Set an alarm for five. As the launch turns off the Meghna into the rivers of Barishal, the sky lightens over a flat green world of palm trees, small villages and fishing boats. Take your tea out on the deck. You will arrive in Barishal around six, just in time for breakfast and a boat to the floating market at Bhimruli.`,
    photo: { kind: 'river-boats', variant: 1 },
    comments: [
      {
        commentorName: 'Sajid Rahman',
        commentMessage: 'The east-facing cabin tip is gold. Watched the whole sunrise from bed with a cup of tea.',
        commentTime: '2026-04-12T07:55:00+06:00',
      },
    ],
  },
  {
    slug: 'pohela-boishakh-outside-the-city',
    title: 'Pohela Boishakh Outside the City',
    subTitle: 'Celebrating the Bengali New Year in a tea town, with fairs, music and panta-ilish.',
    tag: 'Festivals',
    date: '2026-03-27',
    message:
      "Dhaka's Pohela Boishakh is spectacular, but also very crowded. Last year we celebrated the Bengali New Year in Srimangal instead: a village fair, tea-garden dances, a procession through a small town and the gentlest festival morning I can remember.",
    ...AUTHORS.mithila,
    blogDescription: `On the fourteenth of April, all of Bangladesh wakes up early and puts on red and white. Pohela Boishakh, the first day of the Bengali year, is the one festival that belongs to everybody, whatever their religion, and it is celebrated in every town and village of the country.

In Dhaka, the day begins with songs under the banyan tree at Ramna and the colourful procession from the Faculty of Fine Arts. It is unforgettable, and also crushingly crowded. Last year, for a change, we took a small group to Srimangal.

## A new year in the tea gardens

We arrived the evening before by train. At dawn, the town was already busy: stalls selling clay toys, bamboo flutes and sweets, children with painted faces, and families heading to the fair on the edge of town. After breakfast we joined a small procession with masks and drums, a very local version of the Dhaka one, and nobody minded a few visitors joining in.

In the afternoon, the tea-garden communities held their own celebrations, with dances and songs from the many peoples who have worked these estates for more than a century. We watched, were invited to dance, and did so badly, to everyone's great amusement.

## What to eat on the day

New Year food is simple and symbolic:

- Panta bhat: rice soaked overnight in water, eaten cold.
- Fried ilish (hilsa), or in recent years often a cheaper fish, since the ilish season is later.
- Mashed vegetables and dried fish bhorta with green chilli and onion.
- Sweets from the fair: batasha, murki and sandesh.

## Tips for the day

Book well ahead, as every hotel outside Dhaka fills up for the long weekend. Wear cotton in festive colours, carry water, and expect the day to be hot. Most of all, say 'Shubho Noboborsho' to everyone you meet. It is the easiest way to make a lot of friends in one day.`,
    photo: { kind: 'rickshaw-art', variant: 0 },
    comments: [],
  },
  {
    slug: 'sajek-best-time-getting-there',
    title: 'Sajek in the Clouds: Best Time and How to Get There',
    subTitle: 'The chander gari ride, the army convoy, where to stay and when the clouds come.',
    tag: 'Hills',
    date: '2026-03-12',
    message:
      'Sajek Valley has become the most photographed place in the hill tracts, and for good reason. But the trip has its own logistics: night coaches, a jeep convoy with fixed departure times and cottages that book out months ahead. Here is how to plan it, and how to give yourself the best chance of a sea of clouds.',
    ...AUTHORS.nusrat,
    blogDescription: `The first time I saw Sajek from the helipad viewpoint, just after sunrise in August, the valleys below were completely full of cloud. The ridges of Mizoram stood up out of it like islands, and the only sound was someone's radio playing in a cottage behind me. I have been back perhaps thirty times since and it still takes my breath away.

## Getting there

Sajek is in Rangamati district, but the road goes through Khagrachari. Most travellers take a night coach from Dhaka to Khagrachari, arriving around dawn. From there, you hire a 'chander gari', an open-backed jeep with bench seats, for the ride to Sajek via Dighinala and Baghaihat.

At Baghaihat, all vehicles join an army-escorted convoy that climbs to Sajek at fixed times, usually mid-morning and mid-afternoon. If you miss the morning convoy, you wait. Build that into your plan, and bring snacks and water for the ride.

## When to go

The clouds come most reliably from June to October, especially on mornings after rain. Winter brings clear skies and long views but fewer clouds. Avoid weekends and holidays if you can: Sajek on a Friday in December feels more like a busy market than a mountain village.

Where to stay depends on your budget:

- Simple cottages in Ruilui Para, often run by local families.
- Mid-range resorts along the ridge with verandas facing the valley.
- The few higher-end places near Konglak Para, which book out months ahead.

## Be a good guest

Sajek is home to Lushai, Pangkhua and Tripura families, and the rapid growth of tourism has not always been easy for them. Keep noise down at night, do not leave plastic behind, and buy from local shops. Walk up to Konglak Para for sunrise, say good morning, and you will understand why people have lived on this ridge for so long.`,
    photo: { kind: 'green-ridges', variant: 1 },
    comments: [
      {
        commentorName: 'Rafiq Uddin',
        commentMessage: 'We missed the morning convoy by ten minutes and spent four hours in Baghaihat. Lesson learned!',
        commentTime: '2026-03-13T22:14:00+06:00',
      },
      {
        commentorName: 'Priya Barua',
        commentMessage: 'Is Sajek suitable for my parents, both in their sixties?',
        commentTime: '2026-03-15T09:30:00+06:00',
      },
      {
        commentorName: 'Nusrat Jahan',
        commentMessage: 'Yes Priya, as long as they are fine with a long, bumpy jeep ride. Book a cottage close to the road so there are no steep steps.',
        commentTime: '2026-03-15T12:47:00+06:00',
      },
      {
        commentorName: 'Kamrul Hassan',
        commentMessage: 'The helipad at sunrise in September is the most beautiful thing I have seen in Bangladesh.',
        commentTime: '2026-03-18T06:58:00+06:00',
      },
    ],
  },
  {
    slug: 'sundarbans-wildlife-spotting',
    title: 'Spotting Wildlife in the Sundarbans',
    subTitle: 'You probably will not see a tiger. Here is what you will see, and how to see more of it.',
    tag: 'Wildlife',
    date: '2026-02-26',
    message:
      "Every Sundarbans trip starts with the same hope: a tiger. Realistically, very few visitors see one. But the forest is full of other life, from spotted deer and crocodiles to kingfishers and river dolphins. A naturalist's guide to making the most of your days on the water.",
    ...AUTHORS.sabbir,
    blogDescription: `In fifteen winters of guiding in the Sundarbans, I have seen a wild tiger exactly four times. Each time was unforgettable, and each time was luck. I say this at the start of every trip, not to disappoint anyone, but because the people who stop waiting for a tiger are the ones who start seeing the forest.

## The early creek ride

The most important hour of any Sundarbans day is the first one. Just after dawn, we leave the launch in a small country boat and paddle, engine off, into the narrow creeks. The tide is often low, the mud banks are exposed, and the animals come to the water's edge.

On a good morning, in a single creek, you might see:

- Spotted deer and rhesus macaques, often together, feeding on fallen leaves.
- Estuarine crocodiles basking on the mud, and monitor lizards swimming.
- Kingfishers: the Sundarbans has several species, including the rare brown-winged kingfisher.
- Fresh tiger pugmarks in the mud, which is as close as most of us get.

## Reading the forest

The Sundarbans is shaped by the tide, which rises and falls twice a day by several metres. The guides and boatmen know exactly where animals will be at each stage of it. Ask them questions: most have grown up on these rivers, and their knowledge is the real treasure of any trip.

Listen as much as you look. The alarm call of a deer or a monkey often means a predator is near. And look down as well as up: the mudskippers and fiddler crabs on the banks are some of the most entertaining creatures in the forest.

## Respect the rules

Always land with the armed forest guard, stay together on the walking trails, and never enter the forest on your own. Keep quiet in the boats, take all rubbish back to the launch, and never feed the monkeys. The Sundarbans protects half of Bangladesh from cyclones; the least we can do is protect it in return.`,
    photo: { kind: 'mangrove', variant: 0 },
    comments: [
      {
        commentorName: 'Anika Tabassum',
        commentMessage: 'We saw pugmarks at Kochikhali and our whole group went silent for ten minutes. Amazing trip.',
        commentTime: '2026-02-27T18:25:00+06:00',
      },
      {
        commentorName: 'Mahmudul Haque',
        commentMessage: 'Which month is best for birds? I am mainly interested in kingfishers.',
        commentTime: '2026-03-02T10:12:00+06:00',
      },
    ],
  },
  {
    slug: 'travelling-bangladesh-with-children',
    title: 'Travelling Bangladesh With Children',
    subTitle: 'Which trips work for little ones, how to handle long journeys and what to pack.',
    tag: 'Family',
    date: '2026-02-12',
    message:
      "Many parents tell us they will travel again 'when the children are older'. Please don't wait. With a little planning, Bangladesh is a wonderful country to explore with kids: beaches, boats, tea gardens and deer. Here is what we have learned from hundreds of family trips.",
    ...AUTHORS.farhana,
    blogDescription: `Children are the best travel companions: they notice everything, they talk to everyone, and they find the most ordinary things extraordinary. The trick is to choose the right trips and to plan for the moments when things go wrong.

## Trips that work well for families

Some destinations are simply easier with children. Cox's Bazar has wide, gently sloping beaches, comfortable hotels and short drives. Srimangal offers tea gardens, forest walks and a famous train journey. Rangamati is all boats and island restaurants, and the hanging bridge is a favourite with every child we have taken there. Sonargaon and Old Dhaka make great short trips for older children who like history, especially if there is ice cream at the end.

Trips that involve long, rough jeep rides, steep treks or very basic lodgings, like Keokradong or Nafakhum, are best saved for teenagers.

## Surviving the journey

Long road journeys are the hardest part of any family trip. Travel by train when you can; children love it, and they can move around. Choose day coaches over night coaches with small children, and break long drives with stops. Our family trips always build in a rest afternoon.

Our packing list for families:

- Oral saline sachets, a thermometer and any regular medicine.
- Sunscreen, hats and light long-sleeved clothes.
- A small bag of favourite snacks and a water bottle for each child.
- A tablet with downloaded films for the long journey home (no judgement here).

## Food and health

Stick to freshly cooked food and bottled or filtered water, and be careful with salads and cut fruit from the street. Most hotels will happily make plain rice, dal and egg for a fussy eater. Carry a mosquito repellent suitable for children, especially in the monsoon.

Above all, slow down. Plan half as much as you would for adults, leave space for the unexpected, and let the children lead sometimes. They will remember the crab on the beach long after they have forgotten the famous viewpoint.`,
    photo: { kind: 'surf-beach', variant: 0 },
    comments: [],
  },
  {
    slug: 'kuakata-sunrise-and-sunset',
    title: 'Kuakata: The Beach Where You See Both Sunrise and Sunset',
    subTitle: 'How to plan two perfect golden hours on the same beach, on the same day.',
    tag: 'Beaches',
    date: '2026-01-29',
    message:
      "Kuakata is one of the very few beaches in South Asia where the sun both rises from and sets into the sea. Since the Padma Bridge opened, it is also an easy trip from Dhaka. A photographer's guide to the best spots, the right timing and the quieter corners of the beach.",
    ...AUTHORS.arif,
    blogDescription: `The beach at Kuakata runs for about eighteen kilometres along the southern tip of Patuakhali, facing almost due south. That simple geography gives it its famous gift: from the eastern end you can watch the sun rise out of the Bay of Bengal, and from the western end, on the same day, watch it set back into it.

## The sunrise: Gangamati

For sunrise, head east to Gangamati, where a small forest of casuarina and mangrove meets the beach. It is about half an hour from the main beach by motorbike, which you can hire the evening before. Leave at least forty minutes before sunrise, as the best colours come before the sun itself appears.

Between November and February, the sun rises almost directly over the sea. On calm mornings, the fishing boats heading out make perfect silhouettes against the light.

## The sunset: the western beach

For sunset, walk west from the main beach, past the weathered trunks of trees that the sea has claimed, towards Lembur Char. The further you go, the fewer people you will meet. The low tide leaves wide, wet sand that reflects the sky like a mirror.

My kit for a day in Kuakata:

- A wide lens for the beach and a longer one for the boats.
- A small tripod for the blue hour after sunset.
- A cloth to wipe salt spray off the lens.

## Between the golden hours

Use the middle of the day for the red crab beach at Kauar Char, the mangroves of Fatrar Char and the Rakhine villages of Misripara. And in the evening, join the crowd on the main beach for fried fish and crab, cooked while you wait. It is the perfect end to a day that began in the dark.`,
    photo: { kind: 'sea-sunrise', variant: 0 },
    comments: [
      {
        commentorName: 'Tahmid Alam',
        commentMessage: 'Gangamati at sunrise with the boats going out, exactly as you describe. Thank you for the tips!',
        commentTime: '2026-01-30T07:40:00+06:00',
      },
      {
        commentorName: 'Sharmin Nahar',
        commentMessage: 'How far is it to walk from the main beach to Lembur Char?',
        commentTime: '2026-02-01T15:22:00+06:00',
      },
      {
        commentorName: 'Arif Hossain',
        commentMessage: 'About four kilometres, Sharmin. At low tide it is a lovely walk on hard sand; otherwise take a van.',
        commentTime: '2026-02-01T17:03:00+06:00',
      },
    ],
  },
  {
    slug: 'bandarban-permits-and-guides',
    title: 'A First-Timer\u2019s Guide to Bandarban Permits and Guides',
    subTitle: 'Registration, checkpoints, licensed guides and what to do when a route closes.',
    tag: 'Tips',
    date: '2026-01-15',
    message:
      'Travel in the remoter parts of Bandarban comes with paperwork: registration with the local administration, army checkpoints and compulsory licensed guides. None of it is difficult once you understand it. Here is how it works and why it matters.',
    ...AUTHORS.nusrat,
    blogDescription: `Every few weeks someone writes to us, confused and a little annoyed, after being turned back at a checkpoint in Bandarban. Usually the problem is simple: they did not register, or they did not have a guide. The rules in the hills can seem complicated, but they exist for everyone's safety, including yours.

## How registration works

Beyond Bandarban town, most routes towards Ruma, Thanchi and the trekking areas require you to register with the local administration before you continue. You give your names, national ID or passport numbers, your route and your dates. At the army and police checkpoints along the way, your guide shows this registration.

Foreign visitors may need additional permission for some areas of the hill tracts, which takes time to arrange. If you are coming from abroad, contact your operator well ahead.

## Licensed guides

For Boga Lake, Keokradong, Nafakhum and other remote areas, a licensed local guide is compulsory. Guides are registered with the local tourism authority and know the routes, the villages and the rules. A good guide also:

- Arranges homestays and meals in the villages.
- Knows when a river is too high to cross.
- Speaks the local languages and smooths every conversation.
- Keeps the group together and the schedule realistic.

## When routes close

From time to time, the authorities close certain routes, sometimes for weeks, for security reasons. When this happens, no permit will get you through, and you should not try. Follow official announcements and your operator's advice, and keep a flexible plan. Bandarban has many beautiful places, and there is always somewhere open.

Do it properly, and the paperwork takes an hour. The hills will give you the rest of the week.`,
    photo: { kind: 'hill-village', variant: 0 },
    comments: [
      {
        commentorName: 'Mostafizur Rahman',
        commentMessage: 'Very clear explanation. Our guide at Ruma handled everything in twenty minutes.',
        commentTime: '2026-01-16T20:18:00+06:00',
      },
    ],
  },
  {
    slug: 'tanguar-haor-houseboat-what-to-expect',
    title: 'Tanguar Haor by Houseboat: What to Expect',
    subTitle: 'Cabins, food, swimming and life on the water in the great wetland of Sunamganj.',
    tag: 'Haor',
    date: '2026-01-04',
    message:
      'Houseboats have transformed travel on Tanguar Haor. Instead of a long day trip, you can now spend nights on the water, swim off the deck and watch the sun rise over the Meghalaya hills. Here is what life on board is really like, and how to choose a good boat.',
    ...AUTHORS.sabbir,
    blogDescription: `When I first went to Tanguar Haor, fifteen years ago, the only way to see it was to hire a small engine boat for the day from Tahirpur and come back exhausted in the dark. Today a fleet of wooden houseboats offers cabins, rooftop decks and cooks, and a night on the haor has become one of the great experiences of Bangladesh.

## Life on board

A typical houseboat has four to eight small cabins, shared or private bathrooms, a dining area and a rooftop deck with mats and cushions. The crew cook three meals a day, usually fish from the haor, duck curry, vegetables and rice, with endless tea.

Days are slow. You cruise across the open water, stop at the watchtower, swim off the side of the boat (life jackets on, please), and visit the villages built on raised islands. In the evening the crew often bring out a harmonium and the whole boat sings.

## Choosing a boat

Houseboats vary a lot in quality. Before you book, ask:

- Are there life jackets for every guest, and a first-aid kit on board?
- Does the boat have its own toilet waste tank, or does it empty into the haor?
- How many guests will share the boat, and how many bathrooms?
- Does the crew avoid loud music at night?

## Seasons

The houseboat season runs from June to October, when the haor is full. In winter the water drops, the haor becomes a patchwork of shallow lakes, and hundreds of thousands of migratory ducks arrive. Houseboats cannot reach many areas then, but small boats can, and the birdwatching is superb.

Whenever you go, remember that Tanguar Haor is a protected wetland and a home to the people who fish it. Leave nothing behind, and the haor will stay as wonderful as it is now.`,
    photo: { kind: 'river-boats', variant: 2 },
    comments: [
      {
        commentorName: 'Rezaul Karim',
        commentMessage: 'The evening singing on the roof was the best part of our trip. The crew were wonderful.',
        commentTime: '2026-01-05T21:33:00+06:00',
      },
      {
        commentorName: 'Fatema Khatun',
        commentMessage: 'Thank you for the question list. We asked about the waste tank and two boats could not answer!',
        commentTime: '2026-01-08T11:49:00+06:00',
      },
    ],
  },
  {
    slug: 'budget-travel-bangladesh',
    title: 'Budget Travel in Bangladesh: Making Every Taka Count',
    subTitle: 'Trains, shared rooms, off-season deals and the few things worth paying more for.',
    tag: 'Tips',
    date: '2026-01-02',
    message:
      "Bangladesh is one of the most affordable countries in the world to travel, but costs add up quickly on weekends and holidays. A planner's honest advice on saving money without losing comfort or safety, and on the few things where cheaper is never better.",
    ...AUTHORS.farhana,
    blogDescription: `Part of my job is building trips that fit a budget, and I have learned that the difference between an expensive trip and an affordable one is rarely the hotel. It is timing, transport and a few sensible choices.

## Travel off-peak

Prices in Bangladesh follow the calendar. During the two Eids, Pohela Boishakh and the December holidays, coach tickets, launch cabins and hotel rooms can cost twice as much, if you can find them at all. Travel from Sunday to Wednesday, avoid public holidays, and you will pay far less and share every viewpoint with far fewer people.

The monsoon is also low season for most destinations, with generous discounts. Sajek, Srimangal and Rangamati are at their greenest then.

## Cheaper ways to move

Intercity trains are comfortable, safe and very good value, especially in AC chair or cabin class. Book on the railway's official app as soon as tickets open. For the south, the launches from Sadarghat are cheaper than a hotel night, since you sleep on the way. In the hills, share a chander gari with another group instead of hiring one alone.

Other savings that really work:

- Travel in a group of four to six, and share jeeps, boats and rooms.
- Eat where the locals eat: a rice-and-fish meal costs a fraction of a hotel buffet.
- Carry a refillable bottle and buy large bottles of water.
- Book packages that include permits and guides, rather than paying for them one by one.

## Where not to save

Some things are worth every taka. Never choose a boat without life jackets, a driver who will not stop for rest or a trek without a licensed guide. Pay for a proper cabin on the launch if you travel with children. And always keep some money aside for the unexpected: in the hills and on the rivers, plans change.

Travel does not have to be expensive to be wonderful. Some of my best trips cost less than a week's groceries, and I would not trade them for any five-star hotel.`,
    photo: { kind: 'rickshaw-art', variant: 2 },
    comments: [
      {
        commentorName: 'Shafiqul Islam',
        commentMessage: 'Sharing the chander gari with another group saved us almost half the cost. Great tip.',
        commentTime: '2026-01-03T12:06:00+06:00',
      },
      {
        commentorName: 'Nadia Afrin',
        commentMessage: 'Monsoon discounts are real. Our Sajek cottage was forty percent cheaper in July.',
        commentTime: '2026-01-06T19:27:00+06:00',
      },
      {
        commentorName: 'Habibur Rahman',
        commentMessage: 'Agree completely about the life jackets. It is the first thing I check now.',
        commentTime: '2026-01-09T08:50:00+06:00',
      },
      {
        commentorName: 'Joya Sen',
        commentMessage: 'Would love a similar post on solo travel for women in Bangladesh!',
        commentTime: '2026-01-12T22:15:00+06:00',
      },
    ],
  },
];

/** Short alias of seedBlogs. */
export const blogs = seedBlogs;
