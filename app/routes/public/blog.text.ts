import { count, formatNumber } from '../../../shared/i18n/format.ts';
import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The /blog page. */
export const blogText = defineMessages({
  en: {
    metaTitle: 'Blogs',
    metaDescription: 'Travel tips, stories and guides from across Bangladesh, written by the Travelez team and our travellers.',
    title: 'Blogs',
    subtitle: 'Stories, tips and guides from the road.',
    posts: 'Blog posts',
    found: (n: number, q: string, tag: string) =>
      `${count('en', n, { one: 'post', other: 'posts' })}${q ? ` matching '${q}'` : ''}${tag ? ` tagged '${tag}'` : ''}.`,
    showAll: 'Show all posts',
    noPosts: 'No posts found',
    tryAnother: 'Try another word or tag.',
    sidebar: 'Blog sidebar',
  },
  bn: {
    metaTitle: 'ব্লগ',
    metaDescription: 'সারা বাংলাদেশের ভ্রমণ টিপস, গল্প আর গাইড, লিখেছেন Travelez টিম ও আমাদের ভ্রমণকারীরা।',
    title: 'ব্লগ',
    subtitle: 'পথের গল্প, টিপস আর গাইড।',
    posts: 'ব্লগের লেখা',
    found: (n, q, tag) => {
      const what = [q ? `'${q}' শব্দে` : '', tag ? `'${tag}' ট্যাগে` : ''].filter(Boolean).join(' ও ');
      return `${what ? `${what} ` : ''}${formatNumber('bn', n)}টি লেখা পাওয়া গেছে।`;
    },
    showAll: 'সব লেখা দেখুন',
    noPosts: 'কোনো লেখা পাওয়া যায়নি',
    tryAnother: 'অন্য কোনো শব্দ বা ট্যাগ দিয়ে চেষ্টা করুন।',
    sidebar: 'ব্লগের পাশের অংশ',
  },
});

/** A blog post (/singleBlog/:id) and its comments. */
export const singleBlogText = defineMessages({
  en: {
    metaFallback: 'Blog | Travelez',
    blogs: 'Blogs',
    comments: (n: number) => count('en', n, { one: 'Comment', other: 'Comments' }),
    aboutAuthor: 'About the author',
    writtenBy: 'Written by',
    noComments: 'No comments yet. Be the first to share your thoughts.',
    leaveReply: 'Leave a Reply',
    publishedAtOnce: 'Your comment is published at once under your name.',
    postComment: 'Post Comment',
    name: 'Name',
    comment: 'Comment',
    published: 'Thank you! Your comment is published.',
    sidebar: 'Blog sidebar',
  },
  bn: {
    metaFallback: 'ব্লগ | Travelez',
    blogs: 'ব্লগ',
    comments: (n) => `${formatNumber('bn', n)}টি মন্তব্য`,
    aboutAuthor: 'লেখক পরিচিতি',
    writtenBy: 'লিখেছেন',
    noComments: 'এখনো কোনো মন্তব্য নেই। আপনার ভাবনা প্রথম আপনিই জানান।',
    leaveReply: 'মন্তব্য লিখুন',
    publishedAtOnce: 'আপনার মন্তব্য সঙ্গে সঙ্গেই আপনার নামে প্রকাশিত হবে।',
    postComment: 'মন্তব্য প্রকাশ করুন',
    name: 'নাম',
    comment: 'মন্তব্য',
    published: 'ধন্যবাদ! আপনার মন্তব্য প্রকাশিত হয়েছে।',
    sidebar: 'ব্লগের পাশের অংশ',
  },
});
