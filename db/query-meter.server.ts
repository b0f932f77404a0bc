/**
 * Counts the database queries a piece of work runs (a request, in server/app.server.ts when
 * SERVER_TIMING=true). Drizzle reports every statement it sends to `countQuery` (its logger hook,
 * db/client.server.ts), so queries of better-auth, the services and the e-mail queue all count.
 * Outside `meterQueries` nothing is kept: the count costs nothing when it is off.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface QueryMeter {
  queries: number;
}

const current = new AsyncLocalStorage<QueryMeter>();

/** Runs `work` with a fresh meter that every query it causes (awaited or not) adds to. */
export function meterQueries<T>(meter: QueryMeter, work: () => T): T {
  return current.run(meter, work);
}

function countQuery(): void {
  const meter = current.getStore();
  if (meter) meter.queries++;
}

/** Drizzle's logger: counts, never prints. */
export const queryCountingLogger = { logQuery: countQuery };
