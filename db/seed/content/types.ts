/**
 * Shapes of the demo content shipped with Travelez (packages, blogs, upcoming events)
 * and of the specs from which the seed illustrations are drawn (see db/seed/art/scenes.ts).
 */

export type SceneKind =
  | 'coral-beach'
  | 'surf-beach'
  | 'mangrove'
  | 'green-ridges'
  | 'tea-garden'
  | 'lake-hills'
  | 'sea-sunrise'
  | 'river-boats'
  | 'rickshaw-art'
  | 'waterfall'
  | 'hill-village'
  | 'heritage'
  | 'city-night';

/** A generated illustration: `variant` (0..5) changes time of day, palette and composition. */
export interface SceneSpec {
  kind: SceneKind;
  variant: number;
}

export interface SlideSpec {
  scene: SceneSpec;
  /** Short sentence shown under the carousel slide. */
  caption: string;
}

type PackageStatus = 'Available' | 'Few seats left' | 'Sold out';

export interface SeedPackage {
  /** Stable unique key, kebab-case. */
  slug: string;
  /** The place, e.g. "Saint Martin Island". */
  name: string;
  /** e.g. "Coral Island Escape". */
  packageName: string;
  /** Days, >= 1. */
  totalDays: number;
  /** Equal to totalDays. */
  stayPlanDays: number;
  /** Nights. */
  stayPlanNight: number;
  /** Maximum group size, 2..40. */
  groupSize: number;
  /** Tk per person, integer. */
  packagePresentPrice: number;
  /** Previous price, greater than the present price. */
  prePackagePrice: number;
  /** Percent, round((pre - present) / pre * 100). */
  discount: number;
  /** 3.5..5, one decimal. */
  rating: number;
  status: PackageStatus;
  /** 2-3 paragraphs separated by a blank line. */
  overview: string;
  /** One entry per day: day is "Day 1", "Day 2", ... */
  tourPlanDays: { day: string; describe: string }[];
  /** Display photo. */
  cover: SceneSpec;
  /** The four carousel slides. */
  slides: [SlideSpec, SlideSpec, SlideSpec, SlideSpec];
  /** Division, e.g. "Chattogram". */
  region: string;
  /** Lowercase words a visitor may type in 'Where'. */
  searchTerms: string[];
}

export interface SeedComment {
  commentorName: string;
  commentMessage: string;
  /** ISO date-time. */
  commentTime: string;
}

export interface SeedBlog {
  slug: string;
  title: string;
  subTitle: string;
  /** One word or short phrase, e.g. "Beaches", "Food", "Trekking", "Tips". */
  tag: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** One-paragraph teaser for cards. */
  message: string;
  authorName: string;
  /** Author bio, 1-2 sentences. */
  authorMessage: string;
  /** The article in Markdown. */
  blogDescription: string;
  photo: SceneSpec;
  authorPhoto: { initials: string; hue: number };
  comments: SeedComment[];
}

export interface SeedEvent {
  slug: string;
  /** Place or event name. */
  name: string;
  /** One-line hook. */
  message: string;
  /** 2-3 sentences. */
  shortDescription: string;
  /** 2-3 paragraphs separated by a blank line. */
  description: string;
  /** Tk per person. */
  presentPrice: number;
  previousPrice: number;
  days: number;
  nights: number;
  /** ISO YYYY-MM-DD; endDate - startDate = days - 1. */
  startDate: string;
  endDate: string;
  /** Free text such as '20 May to 23 May', consistent with the dates. */
  eventDate: string;
  /** Seats, 10..60. */
  peoples: number;
  displayPhoto: SceneSpec;
  /** Related package slug, if any. */
  packageSlug?: string;
}
