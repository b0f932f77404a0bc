/**
 * The reviews in a tour page's structured data (schema.org): the travellers' average and count,
 * and the reviews on the page. Nothing at all while a tour has no reviews (search engines must
 * not see a rating nobody gave).
 */

export interface ReviewsForLd {
  average: number;
  count: number;
  reviews: readonly { firstName: string; rating: number; text: string; createdAt: string }[];
}

export function reviewsJsonLd(r: ReviewsForLd): Record<string, unknown> {
  if (r.count <= 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: r.average, reviewCount: r.count, bestRating: 5, worstRating: 1 },
    review: r.reviews.map((x) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: x.firstName },
      reviewRating: { '@type': 'Rating', ratingValue: x.rating, bestRating: 5, worstRating: 1 },
      reviewBody: x.text,
      datePublished: x.createdAt.slice(0, 10),
    })),
  };
}
