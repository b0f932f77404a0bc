import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { auditLog, users } from '../../db/schema.ts';

/** Who did something: the signed-in admin. */
export interface Actor {
  userId: string | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Every admin change is recorded through here: who, what, when, before and after. */
export function createAuditService(db: Database) {
  return {
    async record(actor: Actor, entry: AuditEntry, tx: Database = db) {
      // The e-mail always names the actor; the user link only when that account (still) exists.
      const account = actor.userId ? await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).limit(1) : [];
      await tx.insert(auditLog).values({
        id: newId(),
        actorUserId: account[0]?.id ?? null,
        actorEmail: actor.email,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId ?? null,
        before: (entry.before ?? null) as never,
        after: (entry.after ?? null) as never,
      });
    },
    /** The newest entries first. */
    async list(limit = 200) {
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
      return rows.map((r) => ({ ...r, _id: r.id, createdAt: r.createdAt.toISOString() }));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
