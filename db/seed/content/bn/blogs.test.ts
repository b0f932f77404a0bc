import { describe, expect, it } from 'vitest';
import { seedBlogs } from '../blogs.ts';
import { blogsBn } from './blogs.ts';

describe('the Bangla demo blogs', () => {
  it('translate every English post, and nothing else', () => {
    expect(Object.keys(blogsBn).sort()).toEqual(seedBlogs.map((b) => b.slug).sort());
  });

  it('are whole: every field written, in Bengali script, NFC, with the English headings', () => {
    for (const blog of seedBlogs) {
      const bn = blogsBn[blog.slug]!;
      for (const [field, text] of Object.entries(bn)) {
        expect(text.trim(), `${blog.slug} ${field}`).not.toBe('');
        expect(text.normalize('NFC'), `${blog.slug} ${field}`).toBe(text);
        expect(/[\u0980-\u09FF]/.test(text), `${blog.slug} ${field}`).toBe(true);
      }
      // The article keeps the English one's sections.
      expect(bn.blogDescription.match(/^## /gm)?.length, blog.slug).toBe(blog.blogDescription.match(/^## /gm)?.length);
    }
  });
});
