import { describe, expect, it } from 'vitest';
import { pageNumbers, parseReviewsPage, reviewCountText, reviewsPageHref } from './reviews-page.ts';

describe('parseReviewsPage', () => {
  it('reads a whole number from 1, and page 1 when there is none', () => {
    expect(parseReviewsPage(null)).toEqual({ page: 1, error: null });
    expect(parseReviewsPage('')).toEqual({ page: 1, error: null });
    expect(parseReviewsPage('3')).toEqual({ page: 3, error: null });
    expect(parseReviewsPage(' 2 ')).toEqual({ page: 2, error: null });
  });

  it('says why a bad page was not used, and answers the first page', () => {
    expect(parseReviewsPage('abc')).toEqual({ page: 1, error: 'The reviews page must be a whole number: here is the first page.' });
    expect(parseReviewsPage('0')).toEqual({ page: 1, error: 'The reviews page must be at least 1: here is the first page.' });
    expect(parseReviewsPage('-2').page).toBe(1);
    expect(parseReviewsPage('99999999').error).toMatch(/at most/);
    expect(parseReviewsPage('1'.repeat(500)).page).toBe(1);
  });
});

describe('reviewsPageHref', () => {
  it('sets the page and keeps the other parameters, landing on the reviews', () => {
    expect(reviewsPageHref('', 2)).toBe('?reviews=2#reviews');
    expect(reviewsPageHref('?ref=mail&reviews=1', 3)).toBe('?ref=mail&reviews=3#reviews');
    expect(reviewsPageHref('?reviews=4&ref=mail', 5)).toBe('?reviews=5&ref=mail#reviews');
  });

  it('leaves the parameter out for the first page', () => {
    expect(reviewsPageHref('?reviews=3', 1)).toBe('?#reviews');
    expect(reviewsPageHref('?ref=mail&reviews=3', 1)).toBe('?ref=mail#reviews');
  });
});

describe('pageNumbers', () => {
  it('lists every page up to 7', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageNumbers(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pageNumbers(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, null, 11, 12]);
  });
});

describe('reviewCountText', () => {
  it('counts reviews in words', () => {
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(12)).toBe('12 reviews');
  });
});

describe('in Bangla', () => {
  it('counts reviews and says why a page was not used', () => {
    expect(reviewCountText(12, 'bn')).toBe('১২টি রিভিউ');
    expect(parseReviewsPage('abc', 'bn').error).toMatch(/প্রথম পৃষ্ঠা দেখানো হলো।$/);
    expect(parseReviewsPage('3', 'bn')).toEqual({ page: 3, error: null });
  });
});
