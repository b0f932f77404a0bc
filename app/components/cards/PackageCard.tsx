import { Link, href } from 'react-router';
import type { TourPackage } from '../../../shared/domain.ts';
import type { Availability } from '../../../shared/seats.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { DiscountBadge, Price } from '../ui/Price.tsx';
import { Rating } from '../ui/Rating.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { IconCalendar, IconClock, IconPeople, IconPin } from '../icons.tsx';
import { cardsText } from './cards.text.ts';

export type PackageSummary = Pick<
  TourPackage,
  | '_id'
  | 'name'
  | 'packageName'
  | 'region'
  | 'displayPhoto'
  | 'stayPlanDays'
  | 'stayPlanNight'
  | 'groupSize'
  | 'packagePresentPrice'
  | 'prePackagePrice'
  | 'discount'
  | 'rating'
  | 'reviewCount'
>;

/** A departure as a card shows it: its date and what is left (from the seats, never the typed-in status). */
export interface CardDeparture {
  date: string;
  availability: Availability;
}

/** Only what a card shows (keeps page data small). */
export function packageSummary(p: TourPackage): PackageSummary {
  return {
    _id: p._id,
    name: p.name,
    packageName: p.packageName,
    region: p.region,
    displayPhoto: p.displayPhoto,
    stayPlanDays: p.stayPlanDays,
    stayPlanNight: p.stayPlanNight,
    groupSize: p.groupSize,
    packagePresentPrice: p.packagePresentPrice,
    prePackagePrice: p.prePackagePrice,
    discount: p.discount,
    rating: p.rating,
    reviewCount: p.reviewCount,
  };
}

/** A card's data with the package's next departure (null: no open date), as the lists load it. */
export type PackageCardData = PackageSummary & { next: CardDeparture | null };

/** The card data of a package, with its entry of the next departures (search service: one query for all). */
export function packageCardData(p: TourPackage, next: CardDeparture | null | undefined): PackageCardData {
  return { ...packageSummary(p), next: next ? { date: next.date, availability: next.availability } : null };
}

/**
 * A tour package: photo with discount badge, place, days/nights, group size, rating, present and
 * struck previous price in Tk. The whole card opens /singleTour/{id}.
 *
 * `departure`: the package's next departure (or, in search results, the first that fits), marked
 * 'Few seats left' or 'Sold out' from its seats; null says no date is open; left out, the card says
 * nothing about dates.
 */
export function PackageCard({
  pkg,
  headingLevel = 3,
  priority = false,
  departure,
  departureLabel,
}: {
  pkg: PackageSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
  departure?: CardDeparture | null;
  /** 'Next date' unless told otherwise. */
  departureLabel?: string;
}) {
  const t = useText(cardsText);
  const f = useFormat();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-line transition-shadow duration-300 hover:shadow-[var(--shadow-lift)]">
      <div className="relative aspect-[16/10] overflow-hidden">
        <ResponsiveImage
          src={pkg.displayPhoto}
          alt={`${pkg.name}: ${pkg.packageName}`}
          width={960}
          height={600}
          sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="size-full transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute top-3 left-3 flex gap-2">
          <DiscountBadge percent={pkg.discount} />
        </div>
        {departure && departure.availability !== 'available' ? (
          <span className="absolute top-3 right-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-coral-700" data-testid="card-availability">
            {departure.availability === 'few' ? t.few : t.soldOut}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-teal-700">
          <IconPin />
          {pkg.region || t.bangladesh}
        </p>
        <H className="mt-1.5 text-xl font-bold text-teal-950">
          <Link to={href('/singleTour/:id', { id: pkg._id })} className="after:absolute after:inset-0">
            {pkg.name}
          </Link>
        </H>
        <p className="mt-0.5 text-[0.95rem] text-ink-muted">{pkg.packageName}</p>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink">
          <li className="flex items-center gap-1.5">
            <IconClock className="size-4 text-teal-700" />
            {f.daysNights(pkg.stayPlanDays, pkg.stayPlanNight)}
          </li>
          <li className="flex items-center gap-1.5">
            <IconPeople className="size-4 text-teal-700" />
            {t.upToPeople(pkg.groupSize)}
          </li>
          {departure !== undefined ? (
            <li className="flex basis-full items-center gap-1.5" data-testid="card-departure">
              <IconCalendar className="size-4 text-teal-700" />
              {departure ? (
                <span>
                  {departureLabel ?? t.nextDate}: <time dateTime={departure.date}>{f.date(departure.date)}</time>
                </span>
              ) : (
                <span className="text-ink-muted">{t.noDates}</span>
              )}
            </li>
          ) : null}
        </ul>
        <div className="mt-auto pt-5">
          <div className="flex items-end justify-between gap-3 border-t border-line pt-4">
            <Price present={pkg.packagePresentPrice} previous={pkg.prePackagePrice} per="person" size="md" />
            <Rating value={pkg.rating} count={pkg.reviewCount > 0 ? pkg.reviewCount : undefined} compact className="shrink-0" />
          </div>
        </div>
      </div>
    </article>
  );
}
