/**
 * /manageReviews: every review, hidden ones included, newest first: stars, text, the traveller's
 * first name, the month travelled, the package, hidden (with the reason) or not, and the reply.
 * Hide one (a reason is required, kept for the audit trail) or show it again; reply publicly
 * (an empty reply removes it). Review text is plain text and shows as text, never as HTML.
 */
import { Form, href, Link, useNavigation } from 'react-router';
import { formatYearMonth } from '../../../shared/i18n/format.ts';
import { reviewHideInput, reviewReplyInput, type Review } from '../../../shared/schemas/reviews.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { valueOf } from '../../components/admin/FormParts.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, buttonClasses, cn, Field, Rating } from '../../components/ui/index.ts';
import { failureOf, type ActionFailure } from '../../lib/forms.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { fail, formText, parseForm, refusalReply, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/reviews';
import { admin, unknownAction } from './admin.server.ts';
import { adminLayoutText } from './layout.text.ts';
import { reviewsText } from './reviews.text.ts';
import { withTheirs } from '../../components/ui/Theirs.tsx';

const shows = ['all', 'visible', 'hidden'] as const;
type Show = (typeof shows)[number];

export function meta({ matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(reviewsText[lang].title) }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = admin(context, request);
  const t = reviewsText[lang];
  const param = new URL(request.url).searchParams.get('show') ?? 'all';
  const show: Show = shows.includes(param as Show) ? (param as Show) : 'all';
  const [reviews, packages] = await Promise.all([services.reviews.listAll(), services.packages.list()]);
  const names = new Map(packages.map((p) => [p._id, p.packageName]));
  const hidden = reviews.filter((r) => r.hidden).length;
  return {
    show,
    counts: { all: reviews.length, hidden, visible: reviews.length - hidden },
    reviews: reviews
      .filter((r) => show === 'all' || r.hidden === (show === 'hidden'))
      .map((r) => ({ ...r, packageName: r.packageId ? (names.get(r.packageId) ?? t.packageGone) : t.upcomingEvent })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor, lang } = admin(context, request);
  const t = reviewsText[lang];
  const form = await request.formData();
  const { intent, id, reason, reply } = formText(form, ['intent', 'id', 'reason', 'reply']);
  try {
    if (intent === 'hide' || intent === 'show') {
      const parsed = parseForm(reviewHideInput, { hidden: intent === 'hide', reason: intent === 'hide' ? reason : undefined }, { intent });
      if (!parsed.ok) return fail({ ...parsed.failure, values: { id, reason } });
      const review = await services.reviews.setHidden(actor, id, parsed.data.hidden, parsed.data.reason ?? '');
      return succeed({
        intent,
        message: review.hidden ? t.nowHidden(review.firstName) : t.nowShown(review.firstName),
      });
    }
    if (intent === 'reply') {
      const parsed = parseForm(reviewReplyInput, { reply }, { intent });
      if (!parsed.ok) return fail({ ...parsed.failure, values: { id, reply } });
      const review = await services.reviews.reply(actor, id, parsed.data.reply);
      return succeed({ intent, message: review.reply ? t.replySaved(review.firstName) : t.replyRemoved(review.firstName) });
    }
  } catch (error) {
    return refusalReply(error, { id, reason, reply }, intent);
  }
  return unknownAction(form, lang);
}

export default function ManageReviews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(reviewsText);
  const { reviews, counts, show } = loaderData;
  const failure = failureOf(actionData);
  // A failure of one review's form shows on that review.
  const failedId = failure ? valueOf(failure.values, 'id') : '';
  return (
    <>
      <AdminTitle title={t.title} lead={t.lead(counts.all, counts.visible, counts.hidden)} />
      <ActionNotices reply={actionData} formError={!failedId} />
      <nav aria-label={t.whichReviews} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {shows.map((s) => (
            <li key={s}>
              <Link
                to={s === 'all' ? href('/manageReviews') : `${href('/manageReviews')}?show=${s}`}
                aria-current={s === show ? 'page' : undefined}
                className={buttonClasses(s === show ? 'primary' : 'secondary', 'sm')}
              >
                {t.withCount(s === 'all' ? t.all : s === 'visible' ? t.shown : t.hidden, counts[s])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reviews.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-ink-muted shadow-sm">{show === 'all' ? t.noReviews : t.noneHere}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((r) => (
            <ReviewCard key={r._id} review={r} failure={failedId === r._id ? failure : undefined} />
          ))}
        </ul>
      )}
    </>
  );
}

/** A review and its moderation; the forms close again once the review changed (keyed by updatedAt). */
function ReviewCard({ review: r, failure }: { review: Review & { packageName: string }; failure?: ActionFailure }) {
  const t = useText(reviewsText);
  const f = useFormat();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData?.get('id') === r._id;
  const hideFailure = failure?.intent === 'hide' ? failure : undefined;
  const replyFailure = failure?.intent === 'reply' ? failure : undefined;
  const titleId = `review-${r._id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-testid="review"
        className={cn('rounded-2xl bg-white p-5 shadow-sm sm:p-6', r.hidden && 'border-l-4 border-marigold-500')}
      >
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-teal-950">
              {withTheirs(t.heading, r.firstName, r.packageName)}
            </h2>
            <p className="text-sm text-ink-muted">{t.travelledWritten(formatYearMonth(f.lang, r.travelledMonth), f.date(r.createdAt))}</p>
          </div>
          <Rating value={r.rating} />
        </header>
        <p className="mt-3 whitespace-pre-line break-words" data-user-content>
          {r.text}
        </p>
        {r.hidden ? (
          <p className="mt-3 rounded-lg bg-marigold-100 px-3 py-2 text-sm">
            <span className="font-semibold">{t.hiddenNote}</span> {withTheirs(t.reason, r.hiddenReason || '—')}
          </p>
        ) : null}
        {failure?.formError && !hideFailure?.fieldErrors.reason && !replyFailure?.fieldErrors.reply ? (
          <p role="alert" className="mt-3 text-sm font-medium text-coral-700">
            {f.message(failure.formError)}
          </p>
        ) : null}
        {r.reply ? (
          <div className="mt-3 rounded-lg border-l-4 border-teal-500 bg-teal-50 px-3 py-2 text-sm" data-testid="review-reply">
            <p className="font-semibold text-teal-900">{t.replyFrom}</p>
            <p className="mt-0.5 whitespace-pre-line break-words" data-user-content>
              {r.reply}
            </p>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap items-start gap-3 border-t border-sand-200 pt-4">
          {r.hidden ? (
            <Form method="post">
              <input type="hidden" name="intent" value="show" />
              <input type="hidden" name="id" value={r._id} />
              <Button type="submit" size="sm" variant="secondary" busy={busy('show')} aria-label={t.showAgainLabel(r.firstName)}>
                {t.showAgain}
              </Button>
            </Form>
          ) : (
            <details key={`hide-${r.updatedAt}`} className="group open:w-full" open={hideFailure ? true : undefined}>
              <summary className={cn(buttonClasses('secondary', 'sm'), 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
                {t.hide}
                <span className="sr-only">{withTheirs(t.hideWhose, r.firstName)}</span>
              </summary>
              <Form method="post" noValidate className="mt-3 flex flex-col gap-2 sm:max-w-xl">
                <input type="hidden" name="intent" value="hide" />
                <input type="hidden" name="id" value={r._id} />
                <Field
                  id={`reason-${r._id}`}
                  name="reason"
                  label={t.reasonLabel}
                  hint={t.reasonHint}
                  maxLength={300}
                  defaultValue={hideFailure ? valueOf(hideFailure.values, 'reason') : ''}
                  error={hideFailure?.fieldErrors.reason ? f.message(hideFailure.fieldErrors.reason) : undefined}
                  requiredMark
                />
                <div>
                  <Button type="submit" size="sm" busy={busy('hide')} aria-label={t.hideReviewBy(r.firstName)}>
                    {t.hideReview}
                  </Button>
                </div>
              </Form>
            </details>
          )}
          <details key={`reply-${r.updatedAt}`} className="group open:w-full" open={replyFailure ? true : undefined}>
            <summary className={cn(buttonClasses('secondary', 'sm'), 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
              {r.reply ? t.editReply : t.reply}
              <span className="sr-only">{withTheirs(t.replyTo, r.firstName)}</span>
            </summary>
            <Form method="post" noValidate className="mt-3 flex flex-col gap-2 sm:max-w-xl">
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name="id" value={r._id} />
              <Field
                id={`reply-${r._id}`}
                name="reply"
                label={t.replyLabel}
                hint={r.reply ? t.replyHintEdit : t.replyHintNew}
                multiline
                rows={3}
                maxLength={2000}
                defaultValue={replyFailure ? valueOf(replyFailure.values, 'reply') : (r.reply ?? '')}
                error={replyFailure?.fieldErrors.reply ? f.message(replyFailure.fieldErrors.reply) : undefined}
                inputClassName="min-h-24"
              />
              <div>
                <Button type="submit" size="sm" busy={busy('reply')} aria-label={t.saveReplyTo(r.firstName)}>
                  {t.saveReply}
                </Button>
              </div>
            </Form>
          </details>
        </div>
      </article>
    </li>
  );
}
