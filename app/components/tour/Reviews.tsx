import { Link, useLocation } from 'react-router';
import { IconChevronLeft, IconChevronRight } from '../icons.tsx';
import { Notice } from '../ui/Notice.tsx';
import { Stars } from '../ui/Rating.tsx';
import { cn } from '../ui/cn.ts';
import { formatYearMonth } from '../../../shared/i18n/format.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { pageNumbers, reviewsPageHref } from './reviews-page.ts';
import { ratingNumber, reviewsText } from './tour.text.ts';

/** What the tour page shows of its reviews (a page of services.reviews.forPackage). */
export interface ReviewsView {
  average: number;
  count: number;
  /** Reviews with 1 … 5 stars (index 0 = 1 star). */
  breakdown: readonly number[];
  page: number;
  pages: number;
  reviews: readonly { _id: string; firstName: string; travelledMonth: string; rating: number; text: string; reply: string | null; createdAt: string }[];
}

/**
 * Verified reviews of a tour: the average and the count, the breakdown by stars (in words, the
 * bars only draw them), the reviews newest first as plain text with the operator's reply, and the
 * pages as links (`?reviews=2#reviews`, the address's other parameters kept).
 */
export function Reviews({ data, pageError }: { data: ReviewsView; pageError: string | null }) {
  const { search } = useLocation();
  const t = useText(reviewsText);
  const f = useFormat();
  const { average, count, breakdown, page, pages, reviews } = data;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-24" data-testid="reviews">
      <h2 id="reviews-title" className="text-2xl font-bold text-teal-950">
        {t.title}
      </h2>
      {pageError ? (
        <Notice tone="warning" className="mt-4">
          {pageError}
        </Notice>
      ) : null}
      {count === 0 ? (
        <p className="mt-4 text-ink-muted">{t.noReviews}</p>
      ) : (
        <>
          <div className="mt-5 grid gap-6 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:p-6">
            <div className="flex items-center gap-4 sm:flex-col sm:gap-1 sm:border-r sm:border-line sm:pr-8 sm:text-center" data-testid="reviews-summary">
              <p className="font-display text-5xl leading-none font-bold text-teal-950">
                {ratingNumber(f.lang, average)}
                <span className="sr-only">{t.outOfFive}</span>
              </p>
              <div className="flex flex-col gap-1 sm:items-center">
                <Stars value={average} className="size-5" />
                <p className="text-sm text-ink-muted">{t.from(count)}</p>
              </div>
            </div>
            <ul aria-label={t.byStars} className="space-y-1.5" data-testid="reviews-breakdown">
              {[5, 4, 3, 2, 1].map((stars) => {
                const n = breakdown[stars - 1] ?? 0;
                const percent = count ? Math.round((n / count) * 100) : 0;
                return (
                  <li key={stars} className="grid grid-cols-[4rem_minmax(0,1fr)_4.5rem] items-center gap-3 text-sm">
                    <span className="font-semibold text-ink">{t.stars(stars)}</span>
                    <span className="h-2.5 overflow-hidden rounded-full bg-sand-200" aria-hidden="true">
                      <span className="block h-full rounded-full bg-marigold-500" style={{ width: `${percent}%` }} />
                    </span>
                    <span className="text-ink-muted tabular-nums">
                      {f.number(n)}
                      <span className="sr-only">{t.reviewsWord(n)}</span> <span aria-hidden="true">({f.number(percent)}%)</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>

          <ol className="mt-6 space-y-4" data-testid="review-list" aria-label={pages > 1 ? t.listPage(page, pages) : t.list}>
            {reviews.map((r) => (
              <li key={r._id}>
                <article className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line" aria-label={t.reviewBy(r.firstName)}>
                  <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                    <div className="flex items-center gap-3">
                      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white">
                        {r.firstName.slice(0, 1).toUpperCase()}
                      </span>
                      <div>
                        <p className="font-semibold text-ink" data-user-content>
                          {r.firstName}
                        </p>
                        <p className="text-sm text-ink-muted">{t.travelled(formatYearMonth(f.lang, r.travelledMonth))}</p>
                      </div>
                    </div>
                    <p className="flex items-center gap-1.5">
                      <span className="sr-only">{t.rated(ratingNumber(f.lang, r.rating))}</span>
                      <Stars value={r.rating} />
                    </p>
                  </header>
                  {/* The traveller's own words, in the language they wrote them. */}
                  <p className="mt-3 break-words whitespace-pre-line text-ink" data-user-content>
                    {r.text}
                  </p>
                  {r.reply ? (
                    <div className="mt-4 rounded-xl border-l-4 border-teal-500 bg-teal-50 px-4 py-3">
                      <p className="text-sm font-semibold text-teal-900">{t.reply}</p>
                      {/* Written in the review's language. */}
                      <p className="mt-1 break-words whitespace-pre-line text-ink" data-user-content>
                        {r.reply}
                      </p>
                    </div>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
          {pages > 1 ? <ReviewPages page={page} pages={pages} search={search} /> : null}
        </>
      )}
    </section>
  );
}

const pageLink =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-semibold text-teal-800 ring-1 ring-line hover:bg-teal-50';

function ReviewPages({ page, pages, search }: { page: number; pages: number; search: string }) {
  const t = useText(reviewsText);
  const f = useFormat();
  return (
    <nav aria-label={t.pagesNav} className="mt-6 flex flex-wrap items-center gap-2" data-testid="review-pages">
      {page > 1 ? (
        <Link to={reviewsPageHref(search, page - 1)} className={pageLink} rel="prev">
          <IconChevronLeft className="size-4" />
          {t.newer}
          <span className="sr-only">{t.reviewsSuffix}</span>
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={cn(pageLink, 'bg-teal-700 text-white ring-teal-700 hover:bg-teal-700')}>
                  <span className="sr-only">{t.page}</span>
                  {f.number(n)}
                </span>
              ) : (
                <Link to={reviewsPageHref(search, n)} className={pageLink}>
                  <span className="sr-only">{t.page}</span>
                  {f.number(n)}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={reviewsPageHref(search, page + 1)} className={pageLink} rel="next">
          {t.older}
          <span className="sr-only">{t.reviewsSuffix}</span>
          <IconChevronRight className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
