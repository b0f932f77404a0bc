import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { rateLimits } from '../../db/schema.ts';

/**
 * Fixed-window counters in the `rate_limits` table: one atomic upsert per hit, so every server
 * process sharing the database counts together and a restart does not reset an attacker's window.
 */
export function createRateLimitService(db: Database) {
  return {
    /** Counts one hit on `key`; answers how many hits the current window holds and when it ends. */
    async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
      const now = Date.now();
      const rows = await db
        .insert(rateLimits)
        .values({ id: newId(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.lastRequest} <= ${now - windowMs} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${rateLimits.lastRequest} <= ${now - windowMs} then ${now} else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
      const row = rows[0]!;
      return { count: row.count, resetAt: Number(row.lastRequest) + windowMs };
    },
  };
}
export type RateLimitService = ReturnType<typeof createRateLimitService>;
