import { Link, href } from 'react-router';
import { RouteError } from '../../components/RouteError.tsx';
import { skipRevalidationAfterFailure } from '../../components/forms/client-action.ts';
import { safeFormAction } from '../../components/forms/safe-form-action.ts';
import { BlogCard, blogSummary } from '../../components/cards/BlogCard.tsx';
import { BlogSidebar } from '../../components/blog/BlogSidebar.tsx';
import { filterBlogs, sidebarData } from '../../components/blog/sidebar.ts';
import { langFrom, seo } from '../../components/seo.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Container, EmptyState } from '../../components/ui/Section.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { appFrom } from '../../context.ts';
import { useText } from '../../lib/i18n.ts';
import { blogText } from './blog.text.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/blog';
import { handlePublicForm } from './forms.server.ts';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

/** Spec: /blog lists the blogs from the fourth on, up to 100 (slice(3, 100)). */
export const blogSlice = [3, 100] as const;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = blogText[langFrom(matches)];
  return seo(matches, {
    title: t.metaTitle,
    description: t.metaDescription,
    path: href('/blog'),
    image: loaderData?.headerImage,
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = appFrom(context);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const tag = (url.searchParams.get('tag') ?? '').trim().slice(0, 60);
  const all = await services.blogs.list(lang);
  const filtering = q !== '' || tag !== '';
  const list = filtering ? filterBlogs(all, q, tag).slice(0, 100) : all.slice(...blogSlice);
  return {
    blogs: list.map(blogSummary),
    q,
    tag,
    filtering,
    sidebar: sidebarData(all),
    headerImage: all[4]?.photo || all[0]?.photo || '',
  };
}

export const clientAction = (args: Route.ClientActionArgs) => safeFormAction(args);
export const shouldRevalidate = skipRevalidationAfterFailure;

export async function action({ context, request }: Route.ActionArgs) {
  return handlePublicForm(appFrom(context).services, request);
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { blogs, q, tag, filtering, sidebar, headerImage } = loaderData;
  const t = useText(blogText);
  return (
    <main>
      <PageHeader title={t.title} subtitle={t.subtitle} image={headerImage} crumbs={[{ label: t.title }]} />
      <Container className="grid gap-10 py-16 lg:grid-cols-[1fr_21rem]">
        <section aria-label={t.posts} className="min-w-0">
          {filtering ? (
            <div className="mb-6 flex flex-wrap items-center gap-3">
              <Notice tone="info" className="flex-1">
                {t.found(blogs.length, q, tag)}
              </Notice>
              <Link to={href('/blog')} className={buttonClasses('secondary', 'sm')}>
                {t.showAll}
              </Link>
            </div>
          ) : null}
          {blogs.length > 0 ? (
            <ul className="grid gap-6" data-testid="blog-list">
              {blogs.map((b) => (
                <li key={b._id}>
                  <BlogCard blog={b} wide headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title={t.noPosts}
              action={
                <Link to={href('/blog')} className={buttonClasses('primary')}>
                  {t.showAll}
                </Link>
              }
            >
              {t.tryAnother}
            </EmptyState>
          )}
        </section>
        <aside aria-label={t.sidebar}>
          <BlogSidebar data={sidebar} q={q} activeTag={tag} />
        </aside>
      </Container>
    </main>
  );
}
