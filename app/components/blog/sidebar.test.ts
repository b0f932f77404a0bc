import { describe, expect, it } from 'vitest';
import type { Blog } from '../../../shared/schemas/dto.ts';
import { filterBlogs, sidebarData } from './sidebar.ts';

const blog = (id: string, tag: string, title: string, comments = 0, date = '2025-01-01'): Blog => ({
  _id: id,
  slug: id,
  title,
  subTitle: '',
  tag,
  photo: '',
  date,
  message: '',
  authorName: 'Nusrat',
  authorMessage: 'Writes',
  authorPhoto: '',
  blogDescription: `About ${title}`,
  comments: Array.from({ length: comments }, (_, i) => ({ _id: `${id}${i}`, commentorName: 'A', commentorPhoto: '', commentMessage: 'x', commentTime: '' })),
});

const blogs = [blog('a', 'Food', 'Fish curry in Sylhet', 1), blog('b', 'Beaches', 'Coral shores', 3), blog('c', 'Food', 'Sweets of Bogura', 0, '2025-05-01')];

describe('blog sidebar', () => {
  it('counts tags, most used first, and lists the most discussed posts', () => {
    const d = sidebarData(blogs);
    expect(d.tags).toEqual([
      { tag: 'Food', count: 2 },
      { tag: 'Beaches', count: 1 },
    ]);
    expect(d.popular.map((p) => p._id)).toEqual(['b', 'a', 'c']);
    expect(d.author?.name).toBe('Nusrat');
  });
  it('filters by words (all must match, any field, any case) and by tag', () => {
    expect(filterBlogs(blogs, 'SYLHET curry', '').map((b) => b._id)).toEqual(['a']);
    expect(filterBlogs(blogs, '', 'food').map((b) => b._id)).toEqual(['a', 'c']);
    expect(filterBlogs(blogs, 'bogura', 'Beaches')).toEqual([]);
    expect(filterBlogs(blogs, '', '')).toHaveLength(3);
  });
});
