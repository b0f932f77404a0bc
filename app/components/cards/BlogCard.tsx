import { Link, href } from 'react-router';
import type { Blog } from '../../../shared/schemas/dto.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { buttonClasses } from '../ui/Button.tsx';
import { useFormat, useText } from '../../lib/i18n.ts';
import { cardsText } from './cards.text.ts';

export type BlogSummary = Pick<Blog, '_id' | 'title' | 'subTitle' | 'tag' | 'photo' | 'date' | 'message' | 'authorName'> & {
  commentCount: number;
};

export function blogSummary(b: Blog): BlogSummary {
  return {
    _id: b._id,
    title: b.title,
    subTitle: b.subTitle,
    tag: b.tag,
    photo: b.photo,
    date: b.date,
    message: b.message,
    authorName: b.authorName,
    commentCount: b.comments.length,
  };
}

/** A blog post: photo, tag, date, title, summary; opens /singleBlog/{id}. `wide` lays it out in a row. */
export function BlogCard({ blog, wide = false, headingLevel = 3 }: { blog: BlogSummary; wide?: boolean; headingLevel?: 2 | 3 }) {
  const t = useText(cardsText);
  const f = useFormat();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-line ${
        wide ? 'flex-col md:flex-row' : 'flex-col'
      }`}
    >
      <div className={`relative overflow-hidden ${wide ? 'aspect-[16/10] md:aspect-auto md:w-2/5 md:shrink-0' : 'aspect-[16/10]'}`}>
        <ResponsiveImage
          src={blog.photo}
          alt=""
          width={960}
          height={600}
          sizes={wide ? '(min-width: 768px) 300px, 100vw' : '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw'}
          className="size-full transition-transform duration-500 group-hover:scale-105"
        />
        {blog.tag ? <span className="absolute top-3 left-3 rounded-full bg-marigold-400 px-3 py-1 text-xs font-bold text-teal-950">{blog.tag}</span> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-ink-muted">
          <time dateTime={blog.date}>{f.date(blog.date)}</time>
          <span aria-hidden="true"> · </span>
          {/* A person's name, as written (data-user-content: not the site's wording). */}
          <span data-user-content>{blog.authorName}</span>
          <span aria-hidden="true"> · </span>
          {t.comments(blog.commentCount)}
        </p>
        <H className="mt-2 text-xl font-bold text-teal-950">
          <Link to={href('/singleBlog/:id', { id: blog._id })} className="hover:text-teal-700">
            {blog.title}
          </Link>
        </H>
        {blog.subTitle ? <p className="mt-1 font-semibold text-teal-800">{blog.subTitle}</p> : null}
        <p className="mt-2 line-clamp-3 text-ink-muted">{blog.message}</p>
        <div className="mt-auto pt-5">
          <Link to={href('/singleBlog/:id', { id: blog._id })} className={buttonClasses('secondary', 'sm')} aria-label={t.viewMoreOf(blog.title)}>
            {t.viewMore}
          </Link>
        </div>
      </div>
    </article>
  );
}
