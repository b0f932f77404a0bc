/**
 * Demo content: packages, blogs with comments and events, with illustrations the project draws
 * itself (SVG, shipped rendered to WebP and AVIF in db/seed/images: decision 0018). Seeded into an
 * empty database at first start and by `npm run db:seed`. Nothing is downloaded.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { imageUrl, imageWidths } from '../../shared/images.ts';
import type { Database } from '../client.server.ts';
import { newId } from '../ids.ts';
import { meetingPoints, meetingPointsBn, officeMeetingPoint, officeMeetingPointBn } from './content/meeting-points.ts';
import { demoPickupPoints, demoPriceCategories } from './content/who-travels.ts';
import {
  bookingHistory,
  bookings,
  blogComments,
  blogs,
  blogTranslations,
  departures,
  reviews,
  tourPackages,
  tourPackageTranslations,
  tourPlanDays,
  upcomingEvents,
  upcomingEventTranslations,
  users,
} from '../schema.ts';
import { priceBooking } from '../../shared/pricing.ts';
import { departureDates, planFor } from './content/departures.ts';
import { seedReviews } from './content/reviews.ts';
import { addDays, dhakaDate } from '../../shared/policy.ts';
import { renderAvatarSvg, renderSceneSvg } from './art/scenes.ts';
import { seedBlogs } from './content/blogs.ts';
import { seedEvents } from './content/events.ts';
import { seedPackages } from './content/packages.ts';
import type { SceneSpec } from './content/types.ts';
import { blogsBn } from './content/bn/blogs.ts';
import { eventsBn } from './content/bn/events.ts';
import { packagesBn } from './content/bn/packages.ts';
import { formatNumber } from '../../shared/i18n/format.ts';
import { codedMessage, msg } from '../../shared/i18n/coded-messages.ts';

/** A booking history note by key, as the services store it (shown in the reader's language). */
const seedNote = (key: 'historyBooked' | 'historyConfirmedByOffice' | 'historyTripCompleted') => codedMessage(msg(key));

/** Stored text in NFC (as the services store and search it). */
const nfc = (text: string) => text.normalize('NFC');

interface SeedOptions {
  /**
   * Puts one illustration (SVG) into the site's image files under `name` (the server's image
   * store: server/images/store.server.ts's demoImageStorer). Absent: the URLs are stored, no file
   * is made (fast API tests).
   */
  storeImage?: ((name: string, svg: string) => Promise<void>) | undefined;
  /** Repeat the catalogue up to this many packages and blogs (benchmarks). */
  scaleTo?: number;
  /** The day departures are planned from ('YYYY-MM-DD', Bangladesh); default today. */
  today?: string;
}

/** An illustration's name: its content's hash, so the same drawing is one file. */
const contentName = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 24);

/**
 * What the seed shows: each item's illustration URLs, and every drawing once by its name (the
 * catalogue repeats some, and scaleTo repeats all). Pure, so the shipped renders
 * (db/seed/images, `npm run db:seed-images`) can be checked against it without a database. A scene
 * can be a page's first-screen photo (a package's, an event's, a blog's), so its AVIF copies are
 * shipped too; an avatar never is.
 */
export function demoArt(scale = 0) {
  const drawings = new Map<string, string>();
  const scenes = new Set<string>();
  const add = (svg: string) => {
    const name = contentName(svg);
    drawings.set(name, svg);
    return name;
  };
  const scene = (spec: SceneSpec) => {
    const name = add(renderSceneSvg(spec, 1600, 1000));
    scenes.add(name);
    return imageUrl(name);
  };
  const avatar = (initials: string, hue: number) => imageUrl(add(renderAvatarSvg(initials, hue, 480)));
  return {
    packages: repeatTo(seedPackages, scale).map(({ item: p }) => ({
      cover: scene(p.cover),
      slides: [scene(p.slides[0].scene), scene(p.slides[1].scene), scene(p.slides[2].scene), scene(p.slides[3].scene)] as const,
    })),
    events: seedEvents.map((e) => scene(e.displayPhoto)),
    blogs: repeatTo(seedBlogs, scale).map(({ item: b }, i) => ({
      photo: scene(b.photo),
      authorPhoto: avatar(b.authorPhoto.initials, b.authorPhoto.hue),
      commentorPhotos: b.comments.map((c, n) => avatar(initialsOf(c.commentorName), (n * 67 + i * 31) % 360)),
    })),
    drawings,
    scenes,
  };
}

/**
 * The files db/seed/images must hold (db/seed/renders.server.ts): every drawing at each width as
 * WebP, and each scene's AVIF copies as server/images/avif.server.ts makes them.
 */
export function demoRenderFiles(): string[] {
  const { drawings, scenes } = demoArt();
  return [...drawings.keys()].flatMap((name) =>
    imageWidths.flatMap((width) => [`${name}-${width}.webp`, ...(scenes.has(name) ? [`${name}-${width}.avif`] : [])]),
  );
}

/**
 * Stores every drawing with `storeImage`, two at a time (each rendered on one thread when it has
 * to be rendered: server/images/store.server.ts's loadSharp): the two cores busy, and a first start
 * holds the pixels of two images, not more.
 */
async function storeDrawings(drawings: Map<string, string>, storeImage: SeedOptions['storeImage']) {
  if (!storeImage) return;
  const jobs = [...drawings];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const [name, svg] = jobs[next++]!;
      await storeImage(name, svg);
    }
  };
  await Promise.all([worker(), worker()]);
}

/** True when the catalogue is empty (a fresh database). */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from tour_packages) as has`);
  const rows = (result as unknown as { rows: { has: boolean }[] }).rows;
  return !rows[0]?.has;
}

export async function seedDemoContent(db: Database, options: SeedOptions): Promise<{ packages: number; blogs: number; events: number }> {
  const scale = options.scaleTo ?? 0;
  const art = demoArt(scale);
  const packageList = repeatTo(seedPackages, scale);
  const blogList = repeatTo(seedBlogs, scale);
  const slugToId = new Map<string, string>();
  /** Every seeded package (copies included) by its own slug. */
  const slugToIdAll = new Map<string, string>();
  const photos = new Map<string, string>();

  await db.transaction(async (tx) => {
    for (const [i, { item: p, copy }] of packageList.entries()) {
      const id = newId();
      if (copy === 0) slugToId.set(p.slug, id);
      slugToIdAll.set(copy ? `${p.slug}-${copy}` : p.slug, id);
      const displayPhoto = art.packages[i]!.cover;
      if (copy === 0) photos.set(p.slug, displayPhoto);
      const bn = packagesBn[p.slug];
      await tx.insert(tourPackages).values({
        id,
        slug: copy ? `${p.slug}-${copy}` : p.slug,
        name: p.name,
        packageName: p.packageName,
        region: p.region,
        displayPhoto,
        totalDays: p.totalDays,
        stayPlanDays: p.stayPlanDays,
        stayPlanNight: p.stayPlanNight,
        groupSize: p.groupSize,
        packagePresentPrice: p.packagePresentPrice,
        prePackagePrice: p.prePackagePrice,
        discount: p.discount,
        rating: p.rating,
        status: p.status,
        overview: p.overview,
        slider1: art.packages[i]!.slides[0],
        slider2: art.packages[i]!.slides[1],
        slider3: art.packages[i]!.slides[2],
        slider4: art.packages[i]!.slides[3],
        caption1: p.slides[0].caption,
        caption2: p.slides[1].caption,
        caption3: p.slides[2].caption,
        caption4: p.slides[3].caption,
        // Bangla spellings too, so 'কক্সবাজার' finds Cox's Bazar.
        searchTerms: nfc([p.name, p.region, ...p.searchTerms, ...(bn ? [bn.name, bn.region, ...bn.searchTerms] : [])].join(' ')).toLowerCase(),
        meetingPoint: meetingPoints[p.name] ?? officeMeetingPoint,
        position: i,
        priceCategories: demoPriceCategories(p.packagePresentPrice, i),
      });
      if (p.tourPlanDays.length > 0) {
        await tx.insert(tourPlanDays).values(p.tourPlanDays.map((d, position) => ({ packageId: id, position, day: d.day, describe: d.describe })));
      }
      if (bn) {
        await tx.insert(tourPackageTranslations).values({
          packageId: id,
          lang: 'bn',
          name: nfc(bn.name),
          packageName: nfc(bn.packageName),
          region: nfc(bn.region),
          overview: nfc(bn.overview),
          caption1: nfc(bn.captions[0]),
          caption2: nfc(bn.captions[1]),
          caption3: nfc(bn.captions[2]),
          caption4: nfc(bn.captions[3]),
          meetingPoint: nfc(meetingPointsBn[p.name] ?? officeMeetingPointBn),
          // Day for day with the English plan; the site's own day labels ('দিন ১').
          plan: p.tourPlanDays.map((_, i) => (bn.plan[i] ? { day: `দিন ${formatNumber('bn', i + 1)}`, describe: nfc(bn.plan[i]) } : null)),
        });
      }
    }

    await seedDepartures(tx as unknown as Database, packageList, slugToIdAll, photos, options.today ?? dhakaDate());

    for (const [i, e] of seedEvents.entries()) {
      const eventId = newId();
      await tx.insert(upcomingEvents).values({
        id: eventId,
        slug: e.slug,
        name: e.name,
        message: e.message,
        shortDescription: e.shortDescription,
        description: e.description,
        presentPrice: e.presentPrice,
        previousPrice: e.previousPrice,
        days: e.days,
        nights: e.nights,
        eventDate: e.eventDate,
        startDate: e.startDate,
        endDate: e.endDate,
        peoples: e.peoples,
        displayPhoto: art.events[i]!,
        packageId: e.packageSlug ? (slugToId.get(e.packageSlug) ?? null) : null,
        position: i,
      });
      // An event sells its `peoples` seats on its start date.
      await tx.insert(departures).values({ id: newId(), eventId, date: e.startDate, seats: e.peoples });
      const bn = eventsBn[e.slug];
      if (bn) {
        await tx.insert(upcomingEventTranslations).values({
          eventId,
          lang: 'bn',
          name: nfc(bn.name),
          message: nfc(bn.message),
          shortDescription: nfc(bn.shortDescription),
          description: nfc(bn.description),
          eventDate: nfc(bn.eventDate),
        });
      }
    }

    for (const [i, { item: b, copy }] of blogList.entries()) {
      const id = newId();
      await tx.insert(blogs).values({
        id,
        slug: copy ? `${b.slug}-${copy}` : b.slug,
        title: b.title,
        subTitle: b.subTitle,
        tag: b.tag,
        photo: art.blogs[i]!.photo,
        date: b.date,
        message: b.message,
        authorName: b.authorName,
        authorMessage: b.authorMessage,
        authorPhoto: art.blogs[i]!.authorPhoto,
        blogDescription: b.blogDescription,
        position: i,
      });
      const bn = blogsBn[b.slug];
      if (bn) {
        await tx.insert(blogTranslations).values({
          blogId: id,
          lang: 'bn',
          title: nfc(bn.title),
          subTitle: nfc(bn.subTitle),
          tag: nfc(bn.tag),
          message: nfc(bn.message),
          authorMessage: nfc(bn.authorMessage),
          blogDescription: nfc(bn.blogDescription),
        });
      }
      if (b.comments.length > 0) {
        await tx.insert(blogComments).values(
          b.comments.map((c, n) => ({
            id: newId(),
            blogId: id,
            commentorName: c.commentorName,
            commentorPhoto: art.blogs[i]!.commentorPhotos[n]!,
            commentMessage: c.commentMessage,
            commentTime: new Date(c.commentTime),
          })),
        );
      }
    }
  });
  await storeDrawings(art.drawings, options.storeImage);
  return { packages: packageList.length, blogs: blogList.length, events: seedEvents.length };
}

/** The demo travellers whose bookings fill a few departures (they cannot sign in: no password). */
const demoTravellers = [
  { name: 'Farhana Akter', email: 'farhana.demo@travelez.test', phone: '+880 1711 200301', city: 'Dhaka' },
  { name: 'Tanvir Hasan', email: 'tanvir.demo@travelez.test', phone: '+880 1819 400512', city: 'Chattogram' },
  { name: 'Nusrat Jahan', email: 'nusrat.demo@travelez.test', phone: '+880 1556 700823', city: 'Sylhet' },
  { name: 'Imran Chowdhury', email: 'imran.demo@travelez.test', phone: '+880 1912 300944', city: 'Khulna' },
];

/**
 * Departures for every package for the next six months (each package's own season and weekdays),
 * seats = its group size; then demo bookings so a newcomer sees the whole range at once: the first
 * Saint Martin departure sold out, a few first departures nearly full.
 */
async function seedDepartures(
  tx: Database,
  packageList: { item: (typeof seedPackages)[number]; copy: number }[],
  ids: Map<string, string>,
  photos: Map<string, string>,
  today: string,
) {
  const firstDeparture = new Map<string, { id: string; date: string; seats: number }>();
  for (const { item: p, copy } of packageList) {
    const slug = copy ? `${p.slug}-${copy}` : p.slug;
    const packageId = ids.get(slug)!;
    const dates = departureDates(planFor(slug), today);
    if (dates.length === 0) continue;
    const rows = dates.map((date) => ({ id: newId(), packageId, date, seats: p.groupSize, pickupPoints: demoPickupPoints[p.name] ?? [] }));
    await tx.insert(departures).values(rows);
    firstDeparture.set(slug, { id: rows[0]!.id, date: rows[0]!.date, seats: rows[0]!.seats });
  }

  const travellerIds = demoTravellers.map(() => newId());
  await tx.insert(users).values(demoTravellers.map((t, i) => ({ id: travellerIds[i]!, name: t.name, email: t.email, emailVerified: true })));

  // Sold out, nearly full, few left: seats left 0, 2 and 3.
  const fill: [slug: string, leave: number][] = [
    ['saint-martin-coral-island-escape', 0],
    ['sajek-valley-above-the-clouds', 2],
    ['coxs-bazar-longest-beach', 3],
    ['sundarbans-mangrove-launch-safari', 2],
  ];
  const now = new Date();
  for (const [slug, leave] of fill) {
    const departure = firstDeparture.get(slug);
    const pkg = seedPackages.find((p) => p.slug === slug);
    if (!departure || !pkg) continue;
    let remaining = departure.seats - leave;
    for (let n = 0; remaining > 0; n++) {
      const t = demoTravellers[n % demoTravellers.length]!;
      const travellers = Math.min(remaining, 2 + (n % 3));
      const price = priceBooking({ packagePresentPrice: pkg.packagePresentPrice, groupSize: pkg.groupSize }, travellers, departure.date, now);
      const bookingId = newId();
      await tx.insert(bookings).values({
        id: bookingId,
        status: n % 2 === 0 ? 'Confirmed' : 'Pending',
        userId: travellerIds[n % demoTravellers.length]!,
        logInEmail: t.email,
        fullName: t.name,
        email: t.email,
        phone: t.phone,
        address: `House ${12 + n}, Road ${3 + n}`,
        city: t.city,
        cardName: t.name.toUpperCase(),
        cardBrand: 'Visa',
        cardLast4: '4242',
        cardExpiry: '12/29',
        packageId: ids.get(slug)!,
        departureId: departure.id,
        name: pkg.name,
        packageName: pkg.packageName,
        displayPhoto: photos.get(slug) ?? '',
        groupSize: pkg.groupSize,
        packagePresentPrice: pkg.packagePresentPrice,
        totalDays: pkg.totalDays,
        travelDate: departure.date,
        travellers: price.travellers,
        totalPrice: price.totalPrice,
        advanceDue: price.dueNow,
      });
      await tx
        .insert(bookingHistory)
        .values([
          { id: newId(), bookingId, fromStatus: null, toStatus: 'Pending', note: seedNote('historyBooked') },
          ...(n % 2 === 0 ? [{ id: newId(), bookingId, fromStatus: 'Pending', toStatus: 'Confirmed', note: seedNote('historyConfirmedByOffice') }] : []),
        ]);
      remaining -= travellers;
    }
    await tx
      .update(departures)
      .set({ seatsTaken: departure.seats - leave })
      .where(sql`${departures.id} = ${departure.id}`);
  }

  await seedPastTrips(tx, ids, photos, travellerIds, today);
}

/**
 * Trips that already happened: past departures whose bookings are Completed, and the reviews their
 * travellers wrote (good and critical, a few answered, one hidden by the operator).
 */
async function seedPastTrips(tx: Database, ids: Map<string, string>, photos: Map<string, string>, travellerIds: string[], today: string) {
  const pastDepartures = new Map<string, { id: string; seats: number; taken: number }>();
  for (const [n, r] of seedReviews.entries()) {
    const pkg = seedPackages.find((p) => p.slug === r.slug);
    const packageId = ids.get(r.slug);
    if (!pkg || !packageId) continue;
    const date = addDays(today, -7 * r.weeksAgo);
    const key = `${r.slug}:${date}`;
    let departure = pastDepartures.get(key);
    if (!departure) {
      departure = { id: newId(), seats: pkg.groupSize, taken: 0 };
      pastDepartures.set(key, departure);
      await tx.insert(departures).values({ id: departure.id, packageId, date, seats: departure.seats });
    }
    departure.taken += r.travellers;
    const t = demoTravellers[r.by % demoTravellers.length]!;
    const bookedAt = new Date(`${addDays(date, -45)}T09:00:00+06:00`);
    const price = priceBooking({ packagePresentPrice: pkg.packagePresentPrice, groupSize: pkg.groupSize }, r.travellers, date, bookedAt);
    const bookingId = newId();
    await tx.insert(bookings).values({
      id: bookingId,
      status: 'Completed',
      userId: travellerIds[r.by % travellerIds.length]!,
      logInEmail: t.email,
      fullName: t.name,
      email: t.email,
      phone: t.phone,
      address: `House ${30 + n}, Road ${5 + (n % 9)}`,
      city: t.city,
      cardName: t.name.toUpperCase(),
      cardBrand: n % 3 === 0 ? 'Mastercard' : 'Visa',
      cardLast4: n % 3 === 0 ? '4444' : '4242',
      cardExpiry: '12/29',
      packageId,
      departureId: departure.id,
      name: pkg.name,
      packageName: pkg.packageName,
      displayPhoto: photos.get(r.slug) ?? '',
      groupSize: pkg.groupSize,
      packagePresentPrice: pkg.packagePresentPrice,
      totalDays: pkg.totalDays,
      travelDate: date,
      travellers: price.travellers,
      totalPrice: price.totalPrice,
      advanceDue: price.dueNow,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    const tripEnd = new Date(`${addDays(date, pkg.totalDays)}T10:00:00+06:00`);
    await tx.insert(bookingHistory).values([
      { id: newId(), bookingId, fromStatus: null, toStatus: 'Pending', note: seedNote('historyBooked'), changedAt: bookedAt },
      {
        id: newId(),
        bookingId,
        fromStatus: 'Pending',
        toStatus: 'Confirmed',
        note: seedNote('historyConfirmedByOffice'),
        changedAt: new Date(bookedAt.getTime() + 86_400_000),
      },
      { id: newId(), bookingId, fromStatus: 'Confirmed', toStatus: 'Completed', note: seedNote('historyTripCompleted'), changedAt: tripEnd },
    ]);
    const written = new Date(tripEnd.getTime() + (2 + (n % 4)) * 86_400_000);
    await tx.insert(reviews).values({
      id: newId(),
      bookingId,
      userId: travellerIds[r.by % travellerIds.length]!,
      packageId,
      rating: r.rating,
      text: r.text,
      authorFirstName: t.name.split(' ')[0]!,
      travelDate: date,
      hidden: !!r.hiddenReason,
      hiddenReason: r.hiddenReason ?? null,
      reply: r.reply ?? null,
      repliedAt: r.reply ? new Date(written.getTime() + 86_400_000) : null,
      createdAt: written,
      updatedAt: written,
    });
  }
  for (const d of pastDepartures.values()) {
    await tx
      .update(departures)
      .set({ seatsTaken: Math.min(d.taken, d.seats) })
      .where(sql`${departures.id} = ${d.id}`);
  }
}

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function repeatTo<T>(items: readonly T[], count: number): { item: T; copy: number }[] {
  const out = items.map((item) => ({ item, copy: 0 }));
  for (let i = items.length; i < count; i++) out.push({ item: items[i % items.length]!, copy: Math.floor(i / items.length) });
  return out;
}
