import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.server.ts';

describe('renderMarkdown', () => {
  it('renders Markdown to HTML', () => {
    const html = renderMarkdown('## Day one\n\nWe took a **boat** to [the island](https://example.com).\n\n- tea\n- rice');
    expect(html).toContain('<h2>Day one</h2>');
    expect(html).toContain('<strong>boat</strong>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">the island</a>');
    expect(html).toContain('<li>tea</li>');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="https://x.test/a.png" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<iframe src="https://evil.test"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(html).toContain('<img src="https://x.test/a.png" loading="lazy" />');
  });

  it('demotes level-1 headings', () => {
    expect(renderMarkdown('# Title').trim()).toBe('<h2>Title</h2>');
  });
});
