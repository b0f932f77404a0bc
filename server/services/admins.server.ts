import { asc, eq, sql } from 'drizzle-orm';
import type { Admin } from '../../shared/schemas/dto.ts';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { admins } from '../../db/schema.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { conflict, notFound } from './errors.server.ts';

/** The admins list: a user is an admin when their verified e-mail is in it. */
export function createAdminService(db: Database, audit: AuditService, changes: ChangeFeed) {
  // Who is an admin is part of every signed-in visitor's session view: a change drops them all.
  const transaction = publishingTransaction(db, changes, 'accounts');
  return {
    async list(): Promise<Admin[]> {
      const rows = await db.select().from(admins).orderBy(asc(admins.createdAt));
      return rows.map((r) => ({ _id: r.id, email: r.email }));
    },

    async isAdminEmail(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: admins.id })
        .from(admins)
        .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return rows.length > 0;
    },

    /** Adds an address at start-up (ADMIN_EMAIL); nothing happens when it is listed already. */
    async ensure(email: string): Promise<void> {
      await transaction(async (tx) => {
        await tx.insert(admins).values({ id: newId(), email: email.toLowerCase() }).onConflictDoNothing();
      });
    },

    async add(actor: Actor, email: string): Promise<Admin> {
      return transaction(async (tx) => {
        const inserted = await tx.insert(admins).values({ id: newId(), email: email.toLowerCase() }).onConflictDoNothing().returning();
        const row = inserted[0];
        if (!row) throw conflict('alreadyAdmin', email);
        const admin = { _id: row.id, email: row.email };
        await audit.record(actor, { action: 'create', entity: 'admin', entityId: row.id, after: admin }, tx as Database);
        return admin;
      });
    },

    /** Removes an admin; the last one stays, so the back office can never lock itself out. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!idPattern.test(id)) throw notFound('adminNotFound');
      await transaction(async (tx) => {
        // Lock the whole list so two admins removing each other at once cannot leave none.
        const all = await tx.select().from(admins).for('update');
        const target = all.find((a) => a.id === id);
        if (!target) throw notFound('adminNotFound');
        if (all.length <= 1) throw conflict('lastAdmin');
        await tx.delete(admins).where(eq(admins.id, id));
        await audit.record(actor, { action: 'delete', entity: 'admin', entityId: id, before: { _id: target.id, email: target.email } }, tx as Database);
      });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
