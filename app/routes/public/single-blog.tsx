import { href } from 'react-router';
import { BlogSidebar } from '../../components/blog/BlogSidebar.tsx';
import { sidebarData } from '../../components/blog/sidebar.ts';
import { LiveForm } from '../../components/forms/LiveForm.tsx';
import { RouteError } from '../../components/RouteError.tsx';
import { skipRevalidationAfterFailure } from '../../components/forms/client-action.ts';
import { safeFormAction } from '../../components/forms/safe-form-action.ts';
import { JsonLd, describe, langFrom, seo } from '../../components/seo.tsx';
import { inLanguage } from '../../components/tour/json-ld.ts';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { pathIn } from '../../../shared/i18n/lang.ts';
import { codedMessage } from '../../../shared/i18n/coded-messages.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { singleBlogText } from './blog.text.ts';
import { commentInput } from '../../../shared/schemas/comments.ts';
import { commentRules } from '../../../shared/schemas/public-forms.ts';
import { appFrom } from '../../context.ts';
import { requireVerifiedUser } from '../../lib/guards.server.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/single-blog';
import { domainRefusalOf, fail, formText, loadOr404, succeed } from '../../lib/forms.server.ts';
import { checkPublicForm, handlePublicFormData, publicFormRefusal, publicFormText } from './forms.server.ts';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: singleBlogText[langFrom(matches)].metaFallback }];
  const b = loaderData.blog;
  return seo(matches, {
    title: b.title,
    description: describe(b.subTitle ? `${b.subTitle}. ${b.message}` : b.message),
    path: href('/singleBlog/:id', { id: b._id }),
    image: b.photo,
    type: 'article',
  });
}

/** Login required (spec section 2). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, config, lang } = appFrom(context);
  const { blog, html } = await loadOr404(() => services.blogs.getRendered(params.id, lang));
  const all = await services.blogs.list(lang);
  return {
    blog: { ...blog, blogDescription: '' },
    html,
    // The post has its own author block: the sidebar's author card would only repeat or confuse.
    sidebar: { ...sidebarData(all), author: null },
    viewerName: viewer.name,
    baseUrl: config.baseUrl,
  };
}

export const clientAction = (args: Route.ClientActionArgs) => safeFormAction(args);
export const shouldRevalidate = skipRevalidationAfterFailure;

export async function action({ context, params, request }: Route.ActionArgs) {
  const viewer = requireVerifiedUser(context, request);
  const { services, lang } = appFrom(context);
  const form = await request.formData();
  if (formText(form, ['intent']).intent !== 'comment') return handlePublicFormData(services, form);
  const values = publicFormText(form, ['name', 'comment']);
  const checked = checkPublicForm('comment', commentRules, commentInput, values);
  if (!checked.ok) return fail(checked.failure);
  try {
    await services.comments.add(viewer, params.id, checked.data);
  } catch (error) {
    // A name kept for the operator: said at the name field, what was typed kept.
    const nameIssue = domainRefusalOf(error)?.issues.find((i) => i.path === 'name');
    if (nameIssue) return fail({ intent: 'comment', fieldErrors: { name: codedMessage(nameIssue.ref) }, values }, 400);
    return publicFormRefusal('comment', error, values);
  }
  return succeed({ intent: 'comment', message: singleBlogText[lang].published });
}

export default function SingleBlog({ loaderData }: Route.ComponentProps) {
  const { blog: b, html, sidebar, viewerName, baseUrl } = loaderData;
  const t = useText(singleBlogText);
  const f = useFormat();
  const count = t.comments(b.comments.length);
  return (
    <main>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: b.title,
          alternativeHeadline: b.subTitle || undefined,
          description: b.message,
          image: b.photo ? `${baseUrl}${b.photo}` : undefined,
          datePublished: b.date,
          author: { '@type': 'Person', name: b.authorName },
          publisher: { '@type': 'Organization', name: 'Travelez', url: baseUrl },
          keywords: b.tag || undefined,
          commentCount: b.comments.length,
          mainEntityOfPage: `${baseUrl}${pathIn(f.lang, href('/singleBlog/:id', { id: b._id }))}`,
          ...inLanguage(f.lang),
        }}
      />
      <PageHeader title={b.title} subtitle={b.subTitle} image={b.photo} crumbs={[{ label: t.blogs, to: href('/blog') }, { label: b.title }]} />
      <Container className="grid gap-10 py-14 lg:grid-cols-[1fr_21rem]">
        <article className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
            <time dateTime={b.date} className="font-semibold text-ink">
              {f.date(b.date)}
            </time>
            {b.tag ? <span className="rounded-full bg-marigold-400 px-3 py-1 text-xs font-bold text-teal-950">{b.tag}</span> : null}
            <a href="#comments" className="font-semibold text-teal-800 underline-offset-4 hover:underline" data-testid="comment-count">
              {count}
            </a>
          </p>
          <ResponsiveImage
            src={b.photo}
            alt={b.title}
            width={1600}
            height={1000}
            sizes="(min-width: 1024px) 720px, 100vw"
            priority
            className="mt-6 aspect-[16/10] w-full rounded-[var(--radius-card)] shadow-[var(--shadow-lift)]"
          />
          {b.message ? <p className="mt-8 text-xl leading-relaxed text-ink">{b.message}</p> : null}
          <div className="prose-travel mt-6 text-lg" dangerouslySetInnerHTML={{ __html: html }} />

          <section aria-label={t.aboutAuthor} className="mt-12 flex flex-col gap-4 rounded-[var(--radius-card)] bg-teal-50 p-6 sm:flex-row sm:items-center">
            <ResponsiveImage src={b.authorPhoto} alt="" width={480} height={480} sizes="80px" className="size-20 shrink-0 rounded-full" />
            <div>
              <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{t.writtenBy}</p>
              <p className="font-display text-xl font-bold text-teal-950" data-user-content>
                {b.authorName}
              </p>
              {b.authorMessage ? <p className="mt-1 text-ink-muted">{b.authorMessage}</p> : null}
            </div>
          </section>

          <section id="comments" aria-labelledby="comments-title" className="mt-12">
            <h2 id="comments-title" className="text-2xl font-bold text-teal-950">
              {count}
            </h2>
            {b.comments.length > 0 ? (
              <ol className="mt-6 space-y-5" data-testid="comment-list">
                {b.comments.map((c) => (
                  <li key={c._id} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
                    {c.commentorPhoto ? (
                      <ResponsiveImage src={c.commentorPhoto} alt="" width={480} height={480} sizes="48px" className="size-12 shrink-0 rounded-full" />
                    ) : (
                      <span aria-hidden="true" data-user-content className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white">
                        {c.commentorName.slice(0, 1).toUpperCase()}
                      </span>
                    )}
                    <div className="min-w-0">
                      <p className="font-semibold text-ink" data-user-content>
                        {c.commentorName}
                      </p>
                      <p className="text-sm text-ink-muted">
                        <time dateTime={c.commentTime}>{f.date(c.commentTime)}</time>
                      </p>
                      <p className="mt-2 break-words whitespace-pre-line text-ink" data-user-content>
                        {c.commentMessage}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-4 text-ink-muted">{t.noComments}</p>
            )}
          </section>

          <section aria-labelledby="reply-title" className="mt-12 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line sm:p-8">
            <h2 id="reply-title" className="text-2xl font-bold text-teal-950">
              {t.leaveReply}
            </h2>
            <p className="mt-1 mb-6 text-sm text-ink-muted">{t.publishedAtOnce}</p>
            <LiveForm
              intent="comment"
              label={t.leaveReply}
              rules={commentRules}
              submitLabel={t.postComment}
              submitVariant="primary"
              initialValues={{ name: viewerName }}
              keepOnSuccess={['name']}
              fields={[
                { name: 'name', label: t.name, autoComplete: 'name' },
                { name: 'comment', label: t.comment, multiline: true },
              ]}
            />
          </section>
        </article>
        <aside aria-label={t.sidebar}>
          <BlogSidebar data={sidebar} />
        </aside>
      </Container>
    </main>
  );
}
