import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Reviews, type ReviewsView } from './Reviews.tsx';

/** The section as the server renders it, at `url`. */
function render(data: ReviewsView, url = '/singleTour/abc', pageError: string | null = null): string {
  const router = createMemoryRouter([{ path: '/singleTour/:id', element: <Reviews data={data} pageError={pageError} /> }], { initialEntries: [url] });
  return renderToString(<RouterProvider router={router} />);
}

const review = (n: number, extra: Partial<ReviewsView['reviews'][number]> = {}) => ({
  _id: `r${n}`,
  firstName: `Traveller${n}`,
  travelledMonth: '2027-01',
  rating: 4,
  text: `Review number ${n}`,
  reply: null,
  createdAt: '2027-02-01T00:00:00.000Z',
  ...extra,
});

const page = (over: Partial<ReviewsView> = {}): ReviewsView => ({
  average: 4.6,
  count: 12,
  breakdown: [0, 1, 0, 2, 9],
  page: 2,
  pages: 3,
  reviews: [review(6), review(7, { reply: 'Thank you!' })],
  ...over,
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('Reviews', () => {
  it('shows the average, the count and each line of the breakdown in words', () => {
    const out = text(render(page()));
    expect(out).toContain('4.6 out of 5');
    expect(out).toContain('from 12 reviews');
    expect(out).toContain('5 stars 9 reviews');
    expect(out).toContain('2 stars 1 review');
    expect(out).toContain('1 star 0 reviews');
  });

  it('lists the reviews with first name, month travelled, stars, text and the reply', () => {
    const out = text(render(page()));
    expect(out).toContain('Traveller6');
    expect(out).toContain('Travelled January 2027');
    expect(out).toContain('Rated 4.0 out of 5');
    expect(out).toContain('Review number 7');
    expect(out).toContain('Reply from Travelez Thank you!');
  });

  it('renders review text as text, never as markup', () => {
    const html = render(page({ reviews: [review(1, { text: '<img src=x onerror=alert(1)>' })] }));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('links the other pages as plain links, keeping the other parameters', () => {
    const html = render(page(), '/singleTour/abc?reviews=2&ref=mail');
    expect(html).toContain('href="/singleTour/abc?ref=mail#reviews"');
    expect(html).toContain('href="/singleTour/abc?reviews=3&amp;ref=mail#reviews"');
    expect(html).toMatch(/aria-current="page"[^>]*>.*?2/);
    expect(text(html)).toContain('Newer reviews');
    expect(text(html)).toContain('Older reviews');
  });

  it('has no page links for a single page, and says when there are no reviews', () => {
    expect(render(page({ page: 1, pages: 1 }))).not.toContain('Reviews pages');
    expect(text(render(page({ count: 0, average: 0, breakdown: [0, 0, 0, 0, 0], page: 1, pages: 1, reviews: [] })))).toContain('No reviews yet');
  });

  it('shows why the page asked for was not used', () => {
    expect(text(render(page(), '/singleTour/abc?reviews=x', 'The reviews page must be a whole number: here is the first page.'))).toContain(
      'The reviews page must be a whole number: here is the first page.',
    );
  });
});

describe('Reviews on a Bangla page', () => {
  it('writes its words and numbers in Bangla', () => {
    const router = createMemoryRouter([{ path: '/singleTour/:id', element: <Reviews data={page()} pageError={null} /> }], {
      initialEntries: ['/bn/singleTour/abc'],
      basename: '/bn',
    });
    const out = text(renderToString(<RouterProvider router={router} />));
    expect(out).toContain('ভ্রমণকারীদের রিভিউ');
    expect(out).toContain('৪.৬');
    expect(out).toContain('১২টি রিভিউ থেকে');
    expect(out).toContain('Travelez-এর উত্তর');
    expect(out).not.toContain('Traveller reviews');
  });
});
