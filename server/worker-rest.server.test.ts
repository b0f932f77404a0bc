import { describe, expect, it } from 'vitest';
import { workerRest } from './worker-rest.server.ts';

describe('workerRest', () => {
  it('ends a rest at its time when nothing wakes it', async () => {
    const { rest } = workerRest();
    const started = performance.now();
    await rest(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('ends a rest at once when woken during it', async () => {
    const r = workerRest();
    const started = performance.now();
    const resting = r.rest(60_000);
    r.wake();
    await resting;
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('keeps a wake that came between rests for the next one only', async () => {
    const r = workerRest();
    r.wake();
    r.wake();
    const started = performance.now();
    await r.rest(60_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    // The kept wake was used: the next rest runs its time.
    const next = performance.now();
    await r.rest(30);
    expect(performance.now() - next).toBeGreaterThanOrEqual(25);
  });
});
