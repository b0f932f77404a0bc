/**
 * The review section of a booking's page (#review, the link of the 'trip completed' e-mail): the
 * form for a Completed booking whose trip has ended, the review written (with 'Edit' while it may
 * be changed), or why not yet. 'Edit' is a link (`?edit#review`) and the form posts to the page
 * without it: both work before the page's script has loaded.
 */
import { Form, useLocation, useNavigation } from 'react-router';
import type { Review } from '../../../shared/schemas/reviews.ts';
import { Button, ButtonLink, cn, Field, FieldError, Notice, Rating, RequiredMark } from '../ui/index.ts';
import { failureOf, typedValues, type ActionReply } from '../../lib/forms.ts';
import { useFormat, useText, useTranslateMessage } from '../../lib/i18n.ts';
import { bookingText } from './booking.text.ts';

/** The query parameter that opens a saved review's form. */
export const reviewEditParam = 'edit';

/** The fewest characters a review has (shared/schemas/reviews.ts). */
const reviewMinLength = 10;

/** '1 star', '3 stars' in the page's language. */
function useStarLabel() {
  const t = useText(bookingText);
  const f = useFormat();
  return (n: number) => f.count(n, { one: t.star, other: t.stars });
}

/**
 * Stars (1-5, radio buttons named '1 star' … '5 stars') and text, posted to the page action with
 * intent 'review' (a plain form: it works before the page's code has loaded). A new review, or
 * the change of `review` while it may be changed. It posts to the page without `?edit`, so a saved
 * change shows the review again.
 */
function ReviewForm({ review, reply, busy }: { review: Review | null; reply: ActionReply | undefined; busy: boolean }) {
  const { pathname } = useLocation();
  const t = useText(bookingText);
  const tr = useTranslateMessage();
  const starLabel = useStarLabel();
  const failure = failureOf(reply, 'review');
  const typed = typedValues(failure);
  const rating = typed.rating ?? (review ? String(review.rating) : '');
  const text = typed.text ?? review?.text ?? '';
  const ratingError = failure?.fieldErrors.rating;
  // After a refusal the form is drawn again with what was sent (the key changes with each answer).
  return (
    <Form
      method="post"
      action={`${pathname}#review`}
      preventScrollReset
      className="flex flex-col gap-5"
      key={failure ? JSON.stringify(failure.values) : (review?.updatedAt ?? 'new')}
    >
      <input type="hidden" name="intent" value="review" />
      {review ? <input type="hidden" name="reviewId" value={review._id} /> : null}
      {failure?.formError ? (
        <Notice tone="error" title={t.reviewNotSaved}>
          {tr(failure.formError)}
        </Notice>
      ) : null}
      <fieldset aria-describedby={ratingError ? 'rating-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">
          {t.yourRating} <RequiredMark />
        </legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-sand-200 bg-white px-3 py-2 text-sm font-semibold',
                'has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700',
              )}
            >
              <input type="radio" name="rating" value={n} defaultChecked={rating === String(n)} className="size-4 accent-teal-700" />
              {starLabel(n)}
            </label>
          ))}
        </div>
        <FieldError id="rating-error" message={tr(ratingError)} />
      </fieldset>
      <Field
        name="text"
        label={t.yourReview}
        multiline
        rows={5}
        maxLength={3000}
        hint={t.reviewHint(reviewMinLength)}
        defaultValue={text}
        error={tr(failure?.fieldErrors.text)}
        requiredMark
      />
      <div>
        <Button type="submit" variant="accent" busy={busy} disabled={busy}>
          {review ? t.saveChanges : t.publishReview}
        </Button>
      </div>
    </Form>
  );
}

/** #review: the form, the review written (with 'Edit' while it may be changed), or why not yet. */
export function ReviewSection({
  review,
  refusal,
  editable,
  reply,
}: {
  review: Review | null;
  refusal: string | null;
  editable: boolean;
  reply: ActionReply | undefined;
}) {
  const navigation = useNavigation();
  const t = useText(bookingText);
  const f = useFormat();
  const tr = useTranslateMessage();
  const starLabel = useStarLabel();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'review';
  const failure = failureOf(reply, 'review');
  const saved = reply?.ok && reply.intent === 'review' ? (reply.message ?? null) : null;
  // Editing: opened by 'Edit' (`?edit`), or still open after a refused change.
  const { search } = useLocation();
  const editing = new URLSearchParams(search).has(reviewEditParam);
  const showForm = !review ? !refusal : editable && (editing || Boolean(failure));
  return (
    <section id="review" aria-labelledby="review-title" className="mt-8 scroll-mt-24 rounded-[var(--radius-card)] bg-white p-5 shadow-sm sm:p-6">
      <h3 id="review-title" className="mb-3 font-display text-xl font-bold text-teal-950">
        {review ? t.yourReview : t.reviewThisTrip}
      </h3>
      {saved && !failure ? (
        <Notice tone="success" className="mb-4">
          {tr(saved)}
        </Notice>
      ) : null}
      {review && !showForm ? (
        <div className="flex flex-col gap-3">
          <Rating value={review.rating} />
          <p className="sr-only">{starLabel(review.rating)}</p>
          <p className="whitespace-pre-line">{review.text}</p>
          <p className="text-sm text-ink-muted">
            {t.written(f.date(review.createdAt))}
            {editable ? t.changeUntil(f.date(review.editableUntil)) : ''}
          </p>
          {editable ? (
            <div>
              <ButtonLink to={`?${reviewEditParam}#review`} preventScrollReset variant="secondary" size="sm">
                {t.edit}
                <span className="sr-only">{t.editSr}</span>
              </ButtonLink>
            </div>
          ) : null}
        </div>
      ) : null}
      {showForm ? <ReviewForm review={review} reply={reply} busy={busy} /> : null}
      {!review && refusal ? (
        failure ? (
          <Notice tone="error" title={t.reviewNotSaved}>
            {tr(failure.formError)}
          </Notice>
        ) : (
          <p className="text-ink-muted">{tr(refusal)}</p>
        )
      ) : null}
    </section>
  );
}
