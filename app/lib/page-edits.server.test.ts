import { describe, expect, it } from 'vitest';
import { applyEdits } from './page-edits.server.ts';

describe('applyEdits', () => {
  const page = Buffer.from('<head>A</head><body>B C</body>');

  it('makes every edit, in whatever order they come, and leaves the rest as it was', () => {
    const at = (text: string) => page.indexOf(text);
    const out = applyEdits(page, [
      { start: at('C'), end: at('C') + 1, with: Buffer.from('Cox’s Bazar') },
      { start: at('A'), end: at('A') + 1, with: Buffer.alloc(0) },
      { start: at('B'), end: at('B'), with: Buffer.from('<main>') },
    ]);
    expect(out.toString()).toBe('<head></head><body><main>B Cox’s Bazar</body>');
  });

  it('answers the page itself when there is nothing to do', () => {
    expect(applyEdits(page, [])).toBe(page);
  });

  it('refuses edits that overlap', () => {
    expect(() => applyEdits(page, [
      { start: 2, end: 8, with: Buffer.alloc(0) },
      { start: 5, end: 9, with: Buffer.alloc(0) },
    ])).toThrow(/overlap/);
  });
});
