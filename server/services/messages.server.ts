import { and, desc, eq, sql } from 'drizzle-orm';
import type { Subscriber, VisitorMessage } from '../../shared/schemas/dto.ts';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { messages, subscribers } from '../../db/schema.ts';
import type { ContactMessageInput } from '../../shared/schemas/messages.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { notFound } from './errors.server.ts';

export type MessageKind = 'contactUs' | 'touchInTouch';

const toMessage = (r: typeof messages.$inferSelect): VisitorMessage => ({
  _id: r.id,
  kind: r.kind,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/** Visitors' messages (contact page and Home's 'GET IN TOUCH') and newsletter subscribers. */
export function createMessageService(db: Database, audit: AuditService) {
  return {
    async send(kind: MessageKind, input: ContactMessageInput): Promise<VisitorMessage> {
      const [row] = await db
        .insert(messages)
        .values({ id: newId(), kind, ...input })
        .returning();
      return toMessage(row!);
    },

    async list(kind: MessageKind): Promise<VisitorMessage[]> {
      const rows = await db.select().from(messages).where(eq(messages.kind, kind)).orderBy(desc(messages.createdAt));
      return rows.map(toMessage);
    },

    async get(kind: MessageKind, id: string): Promise<VisitorMessage> {
      if (!idPattern.test(id)) throw notFound('messageNotFound');
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.kind, kind)));
      if (!row) throw notFound('messageNotFound');
      return toMessage(row);
    },

    /**
     * Subscribes an address; subscribing again is a success that adds no second row.
     * `created` says whether the address is new.
     */
    async subscribe(email: string): Promise<{ subscriber: Subscriber; created: boolean }> {
      const inserted = await db.insert(subscribers).values({ id: newId(), email }).onConflictDoNothing().returning();
      const row =
        inserted[0] ??
        (
          await db
            .select()
            .from(subscribers)
            .where(sql`lower(${subscribers.email}) = ${email.toLowerCase()}`)
        )[0];
      return {
        subscriber: { _id: row!.id, email: row!.email, createdAt: row!.createdAt.toISOString() },
        created: inserted.length > 0,
      };
    },

    /** Marks a message as read (or unread again); recorded in the audit trail. */
    async markRead(actor: Actor, kind: MessageKind, id: string, read = true): Promise<VisitorMessage> {
      const before = await this.get(kind, id);
      if (before.read === read) return before;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(messages)
          .set({ readAt: read ? new Date() : null })
          .where(and(eq(messages.id, id), eq(messages.kind, kind)))
          .returning();
        if (!row) throw notFound('messageNotFound');
        const after = toMessage(row);
        await audit.record(actor, { action: read ? 'mark-read' : 'mark-unread', entity: 'message', entityId: id, before, after }, tx as Database);
        return after;
      });
    },

    async remove(actor: Actor, kind: MessageKind, id: string): Promise<void> {
      const before = await this.get(kind, id);
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(messages)
          .where(and(eq(messages.id, id), eq(messages.kind, kind)))
          .returning({ id: messages.id });
        if (deleted.length === 0) throw notFound('messageNotFound');
        await audit.record(actor, { action: 'delete', entity: 'message', entityId: id, before }, tx as Database);
      });
    },

    async subscribers(): Promise<Subscriber[]> {
      const rows = await db.select().from(subscribers).orderBy(desc(subscribers.createdAt));
      return rows.map((r) => ({ _id: r.id, email: r.email, createdAt: r.createdAt.toISOString() }));
    },
  };
}
export type MessageService = ReturnType<typeof createMessageService>;
