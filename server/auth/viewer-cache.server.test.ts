import { describe, expect, it } from 'vitest';
import { cookieValue, createViewerCache } from './viewer-cache.server.ts';

function sessions() {
  const store = new Map<string, { userId: string }>([['t1', { userId: 'u1' }]]);
  let loads = 0;
  return {
    store,
    loads: () => loads,
    load: async (token: string) => {
      loads++;
      return store.get(token) ?? null;
    },
  };
}

describe('viewer cache', () => {
  it('reads a session once, and again after clear() (a sign-out anywhere)', async () => {
    const s = sessions();
    const cache = createViewerCache({ enabled: true, load: s.load });
    expect(await cache.get('t1')).toEqual({ userId: 'u1' });
    expect(await cache.get('t1')).toEqual({ userId: 'u1' });
    expect(s.loads()).toBe(1);
    s.store.delete('t1');
    cache.clear();
    expect(await cache.get('t1')).toBeNull();
    expect(s.loads()).toBe(2);
  });

  it('does not keep an answer read while a clear() happened', async () => {
    const s = sessions();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const cache = createViewerCache({
      enabled: true,
      // The database answered before the sign-out; the answer arrives after it.
      load: async (token) => {
        const answer = await s.load(token);
        await gate;
        return answer;
      },
    });
    const first = cache.get('t1');
    cache.clear();
    s.store.delete('t1');
    release();
    expect(await first).toEqual({ userId: 'u1' });
    expect(await cache.get('t1')).toBeNull();
  });

  it('forgets after its lifetime and bounds its size', async () => {
    let now = 100_000;
    const s = sessions();
    const cache = createViewerCache({ enabled: true, ttlMs: 30_000, maxEntries: 1, now: () => now, load: s.load });
    await cache.get('t1');
    now = 129_999;
    await cache.get('t1');
    expect(s.loads()).toBe(1);
    now = 130_001;
    await cache.get('t1');
    expect(s.loads()).toBe(2);
    await cache.get('t2');
    await cache.get('t1');
    expect(s.loads()).toBe(4);
  });

  it('reads the named cookie only', () => {
    const name = '__Secure-better-auth.session_token';
    expect(cookieValue(`a=1; ${name}=abc.def; b=2`, name)).toBe('abc.def');
    expect(cookieValue(`better-auth.session_token=evil; ${name}=mine`, name)).toBe('mine');
    expect(cookieValue('better-auth.session_token=evil', name)).toBe('');
    expect(cookieValue('', name)).toBe('');
  });
});
