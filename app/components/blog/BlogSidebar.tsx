import { Form, Link, href } from 'react-router';
import { NewsletterBox } from '../NewsletterBox.tsx';
import { Button } from '../ui/Button.tsx';
import { inputClasses } from '../ui/Field.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { cn } from '../ui/cn.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { blogSidebarText } from './blog.text.ts';

export interface SidebarData {
  tags: { tag: string; count: number }[];
  popular: { _id: string; title: string; photo: string; date: string; commentCount: number }[];
  author: { name: string; message: string; photo: string } | null;
}

function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line">
      <h2 id={id} className="text-xl font-bold text-teal-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The blog sidebar: search, author, popular posts, categories, newsletter, tags. Search and tags filter /blog. */
export function BlogSidebar({ data, q = '', activeTag = '' }: { data: SidebarData; q?: string; activeTag?: string }) {
  const t = useText(blogSidebarText);
  const f = useFormat();
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t.search} id="side-search">
        <Form method="get" action={href('/blog')} role="search" className="flex gap-2">
          <label htmlFor="blog-q" className="sr-only">
            {t.searchLabel}
          </label>
          <input id="blog-q" name="q" type="search" defaultValue={q} placeholder={t.searchPlaceholder} maxLength={100} className={cn(inputClasses, 'py-2.5')} />
          <Button type="submit" variant="primary" className="shrink-0 px-4">
            {t.search}
          </Button>
        </Form>
      </Panel>
      {data.author ? (
        <Panel title={t.aboutAuthor} id="side-author">
          <div className="flex items-center gap-4">
            <ResponsiveImage src={data.author.photo} alt="" width={480} height={480} sizes="64px" className="size-16 shrink-0 rounded-full" />
            <div>
              <p className="font-semibold text-ink" data-user-content>
                {data.author.name}
              </p>
              <p className="text-sm text-ink-muted">{t.travelWriter}</p>
            </div>
          </div>
          {data.author.message ? <p className="mt-3 text-[0.95rem] text-ink-muted">{data.author.message}</p> : null}
        </Panel>
      ) : null}
      <Panel title={t.popular} id="side-popular">
        <ul className="space-y-4">
          {data.popular.map((p) => (
            <li key={p._id} className="flex gap-3">
              <ResponsiveImage src={p.photo} alt="" width={480} height={300} sizes="80px" className="h-14 w-20 shrink-0 rounded-lg" />
              <div className="min-w-0">
                <Link to={href('/singleBlog/:id', { id: p._id })} className="line-clamp-2 font-semibold text-teal-900 hover:underline">
                  {p.title}
                </Link>
                <p className="text-sm text-ink-muted">
                  {f.date(p.date)} · {t.comments(p.commentCount)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={t.categories} id="side-categories">
        <ul className="divide-y divide-line">
          {data.tags.map((entry) => (
            <li key={entry.tag}>
              <Link
                to={`${href('/blog')}?tag=${encodeURIComponent(entry.tag)}`}
                className="flex items-center justify-between py-2.5 text-ink hover:text-teal-700"
                aria-current={activeTag === entry.tag ? 'page' : undefined}
              >
                <span>{entry.tag}</span>
                <span className="rounded-full bg-sand-100 px-2.5 text-sm font-semibold text-ink">{f.number(entry.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
      <NewsletterBox headingId="side-newsletter" compact />
      <Panel title={t.tags} id="side-tags">
        <ul className="flex flex-wrap gap-2">
          {data.tags.map((entry) => (
            <li key={entry.tag}>
              <Link
                to={`${href('/blog')}?tag=${encodeURIComponent(entry.tag)}`}
                className={cn(
                  'inline-block rounded-full border px-3.5 py-1.5 text-sm font-semibold',
                  activeTag === entry.tag ? 'border-teal-700 bg-teal-700 text-white' : 'border-sand-300 text-ink hover:border-teal-700 hover:text-teal-800',
                )}
              >
                {entry.tag}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
