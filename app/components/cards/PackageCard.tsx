import { Link, href } from 'react-router';
import type { TourPackage } from '../../../shared/schemas/dto.ts';
import { DiscountBadge, Price } from '../ui/Price.tsx';
import { Rating } from '../ui/Rating.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { daysNights } from '../ui/format.ts';
import { IconClock, IconPeople, IconPin } from '../icons.tsx';

export type PackageSummary = Pick<
  TourPackage,
  | '_id'
  | 'name'
  | 'packageName'
  | 'region'
  | 'displayPhoto'
  | 'stayPlanDays'
  | 'stayPlanNight'
  | 'packageGroupPeoples'
  | 'packagePresentPrice'
  | 'prePackagePrice'
  | 'discount'
  | 'rating'
  | 'status'
>;

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
    packageGroupPeoples: p.packageGroupPeoples,
    packagePresentPrice: p.packagePresentPrice,
    prePackagePrice: p.prePackagePrice,
    discount: p.discount,
    rating: p.rating,
    status: p.status,
  };
}

/**
 * A tour package: photo with discount badge, place, days/nights, group size, rating, present and
 * struck previous price in Tk. The whole card opens /singleTour/{id}.
 */
export function PackageCard({ pkg, headingLevel = 3, priority = false }: { pkg: PackageSummary; headingLevel?: 2 | 3; priority?: boolean }) {
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
        {pkg.status && pkg.status !== 'Available' ? (
          <span className="absolute top-3 right-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-coral-700">{pkg.status}</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-teal-700">
          <IconPin />
          {pkg.region || 'Bangladesh'}
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
            {daysNights(pkg.stayPlanDays, pkg.stayPlanNight)}
          </li>
          <li className="flex items-center gap-1.5">
            <IconPeople className="size-4 text-teal-700" />
            Up to {pkg.packageGroupPeoples} people
          </li>
        </ul>
        <div className="mt-auto pt-5">
          <div className="flex items-end justify-between gap-3 border-t border-line pt-4">
          <Price present={pkg.packagePresentPrice} previous={pkg.prePackagePrice} per="person" size="md" />
            <Rating value={pkg.rating} />
          </div>
        </div>
      </div>
    </article>
  );
}
