/**
 * The reviews in a tour page's structured data (schema.org): the travellers' average and count,
 * and the reviews on the page. Nothing at all while a tour has no reviews (search engines must
 * not see a rating nobody gave).
 */
import { htmlLang, type Lang } from '../../../shared/i18n/lang.ts';

export interface ReviewsForLd {
  average: number;
  count: number;
  reviews: readonly { firstName: string; rating: number; text: string; createdAt: string }[];
}

/** The `inLanguage` of a page's structured data: 'en' or 'bn'. */
export function inLanguage(lang: Lang): { inLanguage: string } {
  return { inLanguage: htmlLang[lang] };
}

/** The reviews' structured data; with `lang`, each review says the page's language (`inLanguage`). */
export function reviewsJsonLd(r: ReviewsForLd, lang?: Lang): Record<string, unknown> {
  if (r.count <= 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: r.average, reviewCount: r.count, bestRating: 5, worstRating: 1 },
    review: r.reviews.map((x) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: x.firstName },
      reviewRating: { '@type': 'Rating', ratingValue: x.rating, bestRating: 5, worstRating: 1 },
      reviewBody: x.text,
      datePublished: x.createdAt.slice(0, 10),
      ...(lang ? inLanguage(lang) : {}),
    })),
  };
}
