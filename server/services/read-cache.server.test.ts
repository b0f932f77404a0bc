import { describe, expect, it } from 'vitest';
import { createChangeFeed } from './changes.server.ts';
import { createReadCache } from './read-cache.server.ts';

/** A service whose reads count how often they really ran. */
function catalogue() {
  const calls = { list: 0, get: 0, write: 0 };
  let price = 100;
  /** How a read fails: the database away (pg's own words), or a query that is wrong. */
  let failure: Error | null = null;
  return {
    calls,
    setPrice: (p: number) => (price = p),
    fail: (error: Error | null) => (failure = error),
    service: {
      async list() {
        calls.list++;
        if (failure) throw new Error('Failed query: select ...', { cause: failure });
        return [{ id: 'a', price, days: [{ day: '1' }] }];
      },
      async get(id: string) {
        calls.get++;
        if (id === 'missing') throw new Error('not found');
        return { id, price };
      },
      async write() {
        calls.write++;
        return 'written';
      },
    },
  };
}

describe('read cache', () => {
  it('answers a repeated read from memory and reads again once its topic is published', async () => {
    const changes = createChangeFeed();
    const reads = createReadCache(changes, { enabled: true });
    const c = catalogue();
    const packages = reads.wrap('packages', c.service, { list: ['packages'], get: ['packages'] });
    expect(await packages.list()).toEqual([{ id: 'a', price: 100, days: [{ day: '1' }] }]);
    await packages.list();
    expect(c.calls.list).toBe(1);
    c.setPrice(120);
    changes.publish('blogs');
    expect((await packages.list())[0]!.price).toBe(100);
    changes.publish('packages');
    expect((await packages.list())[0]!.price).toBe(120);
    expect(c.calls.list).toBe(2);
    changes.publish('all');
    await packages.list();
    expect(c.calls.list).toBe(3);
  });

  it('keeps one entry per argument list, shares a read in flight, and never keeps a failure', async () => {
    const changes = createChangeFeed();
    const reads = createReadCache(changes, { enabled: true });
    const c = catalogue();
    const packages = reads.wrap('packages', c.service, { get: ['packages'] });
    const [x, y] = await Promise.all([packages.get('x'), packages.get('x')]);
    expect(x).toEqual({ id: 'x', price: 100 });
    expect(y).toBe(x);
    await packages.get('y');
    expect(c.calls.get).toBe(2);
    await expect(packages.get('missing')).rejects.toThrow('not found');
    await expect(packages.get('missing')).rejects.toThrow('not found');
    expect(c.calls.get).toBe(4);
    // A method not named passes through every time.
    await packages.write();
    await packages.write();
    expect(c.calls.write).toBe(2);
  });

  it('answers frozen values: a caller cannot change what the next one reads', async () => {
    const reads = createReadCache(createChangeFeed(), { enabled: true });
    const packages = reads.wrap('packages', catalogue().service, { list: ['packages'] });
    const list = await packages.list();
    expect(() => list.push({ id: 'b', price: 1, days: [] })).toThrow(TypeError);
    expect(() => {
      list[0]!.days[0]!.day = 'changed';
    }).toThrow(TypeError);
    expect((await packages.list())[0]!.days[0]!.day).toBe('1');
  });

  it('reads again after its lifetime, and holds at most maxEntries, the least recently used out first', async () => {
    let now = 5000;
    const reads = createReadCache(createChangeFeed(), { enabled: true, ttlMs: 1000, maxEntries: 2, now: () => now });
    const c = catalogue();
    const packages = reads.wrap('packages', c.service, { get: ['packages'] });
    await packages.get('a');
    now = 5999;
    await packages.get('a');
    expect(c.calls.get).toBe(1);
    now = 6001;
    await packages.get('a');
    expect(c.calls.get).toBe(2);
    await packages.get('b');
    await packages.get('a');
    await packages.get('c');
    expect(reads.size()).toBe(2);
    await packages.get('a');
    expect(c.calls.get).toBe(4);
    await packages.get('b');
    expect(c.calls.get).toBe(5);
  });

  it('a read in flight when its topic is published answers its caller, and is not kept', async () => {
    const changes = createChangeFeed();
    const reads = createReadCache(changes, { enabled: true });
    const c = catalogue();
    const packages = reads.wrap('packages', c.service, { get: ['packages'] });
    const before = packages.get('x');
    changes.publish('packages');
    c.setPrice(120);
    expect(await before).toEqual({ id: 'x', price: 100 });
    expect(await packages.get('x')).toEqual({ id: 'x', price: 120 });
    expect(c.calls.get).toBe(2);
  });

  it('when off, hands back the service itself', () => {
    const reads = createReadCache(createChangeFeed(), { enabled: false });
    const c = catalogue();
    expect(reads.wrap('packages', c.service, { list: ['packages'] })).toBe(c.service);
  });

  it('answers the last read while the database is away, asking it again every retryAfterErrorMs; any other failure is thrown', async () => {
    let clock = 1_000;
    const reads = createReadCache(createChangeFeed(), { enabled: true, ttlMs: 1_000, retryAfterErrorMs: 500, staleIfErrorMs: 10_000, now: () => clock });
    const c = catalogue();
    const packages = reads.wrap('packages', c.service, { list: ['packages'] });
    await packages.list();
    c.fail(new Error('Connection terminated unexpectedly'));
    clock = 2_500;
    expect((await packages.list())[0]!.price).toBe(100);
    expect(c.calls.list).toBe(2);
    clock = 2_800;
    await packages.list();
    expect(c.calls.list).toBe(2);
    clock = 3_100;
    await packages.list();
    expect(c.calls.list).toBe(3);
    // Back: read anew.
    c.fail(null);
    c.setPrice(130);
    clock = 3_700;
    expect((await packages.list())[0]!.price).toBe(130);
    // A wrong query is not an outage: its failure is the caller's.
    c.fail(Object.assign(new Error('syntax error'), { code: '42601' }));
    clock = 5_000;
    await expect(packages.list()).rejects.toThrow('Failed query');
  });

  it('stops answering the last read once it is older than its lifetime plus staleIfErrorMs', async () => {
    let clock = 1_000;
    const reads = createReadCache(createChangeFeed(), { enabled: true, ttlMs: 1_000, staleIfErrorMs: 2_000, now: () => clock });
    const c = catalogue();
    const packages = reads.wrap('packages', c.service, { list: ['packages'] });
    await packages.list();
    c.fail(new Error('Connection terminated unexpectedly'));
    clock = 4_500;
    await expect(packages.list()).rejects.toThrow('Failed query');
  });
});
