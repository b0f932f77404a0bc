import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSharedPartStore } from '../../server/shared-parts.server.ts';
import { Shared, SharedPartsContext } from '../components/Shared.tsx';
import { pagePartsFor, type PageParts } from './shared-parts.server.ts';

let renders = 0;

function Labelled({ label }: { label: string }) {
  renders++;
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

function Page({ visitor, title }: { visitor: string; title: string }) {
  return (
    <main>
      <h1>Hello {visitor}</h1>
      <Shared id="body">
        <section>
          <Labelled label={title} />
          <Shared id="inner">
            <Labelled label="nested" />
          </Shared>
        </section>
      </Shared>
      <Labelled label="after" />
    </main>
  );
}

function render(parts: PageParts | null, visitor: string, title = 'Tour', keep = true) {
  const html = renderToString(
    <SharedPartsContext value={parts}>
      <Page visitor={visitor} title={title} />
    </SharedPartsContext>,
  );
  return parts ? parts.splice(Buffer.from(html), keep).toString() : html;
}

describe('shared parts in a render', () => {
  it('a page that reuses a part is the page rendered in full, with no marker left', () => {
    const store = createSharedPartStore({ version: () => 0 });
    const plain = render(null, 'Asha');
    renders = 0;
    const first = render(pagePartsFor(store, store.stamp(), 'GET'), 'Asha');
    expect(renders).toBe(3);
    renders = 0;
    const second = render(pagePartsFor(store, store.stamp(), 'GET'), 'Asha');
    // Only the part outside the shared one rendered; the useId values inside stayed the same.
    expect(renders).toBe(1);
    expect(first).toBe(plain);
    expect(second).toBe(plain);
    expect(second).not.toContain('data-part');
    // Another visitor: their own greeting around the same part.
    expect(render(pagePartsFor(store, store.stamp(), 'GET'), 'Rafi')).toBe(render(null, 'Rafi'));
  });

  it('renders everything again after a change, for an action, and after a failed render', () => {
    let version = 0;
    const store = createSharedPartStore({ version: () => version });
    render(pagePartsFor(store, store.stamp(), 'GET'), 'Asha', 'Old');
    version++;
    expect(render(pagePartsFor(store, store.stamp(), 'GET'), 'Asha', 'New')).toContain('New');
    // A POST renders in full and keeps nothing.
    expect(pagePartsFor(store, store.stamp(), 'POST')).toBeNull();
    // A render that failed keeps nothing.
    version++;
    render(pagePartsFor(store, store.stamp(), 'GET'), 'Asha', 'Broken', false);
    expect(store.bytes()).toBe(0);
  });

  it('an inline script inside a part carries the nonce of each page it is spliced into', () => {
    const store = createSharedPartStore({ version: () => 0 });
    const page = (nonce: string) => (
      <main>
        <Shared id="data">
          <section>
            <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: '{"a":1}' }} />
          </section>
        </Shared>
        <script nonce={nonce} />
      </main>
    );
    const renderWith = (nonce: string) => {
      const parts = pagePartsFor(store, store.stamp(), 'GET', nonce)!;
      return parts.splice(Buffer.from(renderToString(<SharedPartsContext value={parts}>{page(nonce)}</SharedPartsContext>)), true).toString();
    };
    expect(renderWith('first-nonce')).toBe(renderToString(page('first-nonce')));
    const reused = renderWith('second-nonce');
    expect(reused).toBe(renderToString(page('second-nonce')));
    expect(reused).not.toContain('first-nonce');
    expect(reused).not.toContain(store.token);
  });

  it('the markers cannot be forged by the text of a page', () => {
    const store = createSharedPartStore({ version: () => 0 });
    const parts = pagePartsFor(store, store.stamp(), 'GET')!;
    const html = renderToString(
      <SharedPartsContext value={parts}>
        <p>{'<template data-part="x+body"></template>'}</p>
      </SharedPartsContext>,
    );
    expect(parts.splice(Buffer.from(html), true).toString()).toBe(html);
  });
});
