import type { Blog } from '../../../shared/schemas/dto.ts';
import type { SidebarData } from './BlogSidebar.tsx';

/** The sidebar's lists from every blog: tags with counts, most-discussed posts, the lead author. */
export function sidebarData(blogs: Blog[]): SidebarData {
  const counts = new Map<string, number>();
  for (const b of blogs) if (b.tag) counts.set(b.tag, (counts.get(b.tag) ?? 0) + 1);
  const tags = [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  const popular = [...blogs]
    .sort((a, b) => b.comments.length - a.comments.length || b.date.localeCompare(a.date))
    .slice(0, 4)
    .map((b) => ({ _id: b._id, title: b.title, photo: b.photo, date: b.date, commentCount: b.comments.length }));
  const lead = blogs[0];
  return { tags, popular, author: lead ? { name: lead.authorName, message: lead.authorMessage, photo: lead.authorPhoto } : null };
}

/** Blogs matching a search text (title, subtitle, summary, tag, author, text) and/or a tag. */
export function filterBlogs(blogs: Blog[], q: string, tag: string): Blog[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return blogs.filter((b) => {
    if (tag && b.tag.toLowerCase() !== tag.toLowerCase()) return false;
    const text = `${b.title} ${b.subTitle} ${b.message} ${b.tag} ${b.authorName} ${b.blogDescription}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
