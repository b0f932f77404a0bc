import { describe, expect, it } from 'vitest';
import { createSharedPartStore } from './shared-parts.server.ts';

const bytes = (text: string) => Buffer.from(text);

describe('shared part store', () => {
  it('gives a part back only at the state of the data it was rendered from', () => {
    let version = 0;
    const store = createSharedPartStore({ version: () => version });
    const at = store.stamp();
    store.put('tour:a', at, bytes('<p>A</p>'));
    expect(store.get('tour:a', at)?.toString()).toBe('<p>A</p>');
    // A request that started before another change never takes it.
    expect(store.get('tour:a', 'older')).toBeUndefined();
    version++;
    const now = store.stamp();
    expect(now).not.toBe(at);
    expect(store.get('tour:a', now)).toBeUndefined();
    expect(store.bytes()).toBe(0);
  });

  it('keeps nothing rendered from data that changed while the page was rendered', () => {
    let version = 0;
    const store = createSharedPartStore({ version: () => version });
    const at = store.stamp();
    version++;
    store.put('tour:a', at, bytes('<p>old</p>'));
    expect(store.get('tour:a', store.stamp())).toBeUndefined();
    expect(store.bytes()).toBe(0);
  });

  it('drops everything on clear (a public change), and a part after its lifetime', () => {
    let now = 0;
    const store = createSharedPartStore({ version: () => 0, ttlMs: 1000, now: () => now });
    let at = store.stamp();
    store.put('a', at, bytes('a'));
    store.clear();
    expect(store.get('a', at)).toBeUndefined();
    at = store.stamp();
    store.put('a', at, bytes('a'));
    now = 999;
    expect(store.get('a', at)?.toString()).toBe('a');
    now = 1000;
    expect(store.get('a', at)).toBeUndefined();
  });

  it('holds at most maxBytes, the least recently used out first', () => {
    const store = createSharedPartStore({ version: () => 0, maxBytes: 40 });
    const at = store.stamp();
    store.put('a', at, bytes('a'.repeat(10)));
    store.put('b', at, bytes('b'.repeat(10)));
    store.put('c', at, bytes('c'.repeat(10)));
    store.get('a', at);
    store.put('d', at, bytes('d'.repeat(10)));
    store.put('e', at, bytes('e'.repeat(10)));
    expect(store.bytes()).toBeLessThanOrEqual(40);
    expect(store.get('b', at)).toBeUndefined();
    expect(store.get('a', at)?.toString()).toBe('a'.repeat(10));
    // One part larger than a quarter of the store is never kept.
    store.put('big', at, bytes('x'.repeat(11)));
    expect(store.get('big', at)).toBeUndefined();
  });
});
