import { describe, expect, it } from 'vitest';
import { inLanguage, reviewsJsonLd } from './json-ld.ts';

describe('reviewsJsonLd', () => {
  it('adds nothing while there are no reviews', () => {
    expect(reviewsJsonLd({ average: 0, count: 0, reviews: [] })).toEqual({});
  });

  it('gives the average, the count and each review with author, stars, text and date', () => {
    const ld = reviewsJsonLd({
      average: 4.5,
      count: 12,
      reviews: [{ firstName: 'Nadia', rating: 5, text: 'Lovely <b>trip</b>', createdAt: '2026-03-14T08:00:00.000Z' }],
    });
    expect(ld).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Nadia' },
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
          reviewBody: 'Lovely <b>trip</b>',
          datePublished: '2026-03-14',
        },
      ],
    });
  });
});

describe('the language of the structured data', () => {
  it('says the page language on each review when given', () => {
    expect(inLanguage('bn')).toEqual({ inLanguage: 'bn' });
    const ld = reviewsJsonLd({ average: 5, count: 1, reviews: [{ firstName: 'Nadia', rating: 5, text: 'ভালো', createdAt: '2026-03-14T08:00:00.000Z' }] }, 'bn');
    expect((ld.review as { inLanguage: string }[])[0]?.inLanguage).toBe('bn');
  });
});
