/**
 * Blog text is Markdown written by admins; it is rendered to HTML here and sanitized, so even a
 * compromised admin account cannot put scripts, event handlers or frames into a public page.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'loading'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A heading 1 is the page's own title: demote the text's level-1 headings.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  disallowedTagsMode: 'discard',
};
sanitizeOptions.allowedAttributes = { ...sanitizeOptions.allowedAttributes, a: ['href', 'title', 'rel'] };

/** Markdown to safe HTML (scripts, event handlers, javascript: links and raw HTML blocks removed). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown ?? '') as string;
  return sanitizeHtml(html, sanitizeOptions);
}
