import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { admins, blogComments, blogs, users } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import { claimsOperator, operatorNameMessage } from '../../shared/operator-names.ts';
import type { BlogComment } from '../../shared/schemas/dto.ts';
import type { CommentInput } from '../../shared/schemas/comments.ts';
import { announceCommitted, type ChangeFeed } from './changes.server.ts';
import { DomainError, invalid, notFound } from './errors.server.ts';

/**
 * Blog comments ('Leave a Reply'): a signed-in user's comment, stored as plain text, under the
 * account's name (the name typed is used only by an account without one). Nobody but an admin
 * comments under a name that claims the operator (`shared/operator-names.ts`), typed or the
 * account's own.
 */
export function createCommentService(db: Database, changes: ChangeFeed) {
  async function adminNames(): Promise<string[]> {
    const rows = await db
      .select({ name: users.name })
      .from(users)
      .innerJoin(admins, sql`lower(${admins.email}) = lower(${users.email})`);
    return rows.map((r) => r.name);
  }

  return {
    async add(viewer: Viewer, blogId: string, input: CommentInput): Promise<{ comment: BlogComment; count: number }> {
      if (!idPattern.test(blogId)) throw notFound('blogNotFound');
      const typed = input.name.trim();
      const name = viewer.name.trim() || typed;
      const message = input.comment.trim();
      if (!name || !message) throw invalid('starFieldRequired');
      if (!viewer.isAdmin) {
        const reserved = await adminNames();
        if (claimsOperator(typed, reserved) || claimsOperator(name, reserved)) {
          throw new DomainError(400, operatorNameMessage).on('name');
        }
      }
      const [blog] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
      if (!blog) throw notFound('blogNotFound');
      const [row] = await db
        .insert(blogComments)
        .values({
          id: newId(),
          blogId,
          userId: viewer.userId,
          commentorName: name,
          commentorPhoto: viewer.image && /^(\/uploads\/|https:\/\/)/.test(viewer.image) ? viewer.image : '',
          commentMessage: message,
        })
        .returning();
      await announceCommitted(db, changes, 'comments');
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(blogComments)
        .where(and(eq(blogComments.blogId, blogId), eq(blogComments.hidden, false)));
      return {
        comment: {
          _id: row!.id,
          commentorName: row!.commentorName,
          commentorPhoto: row!.commentorPhoto,
          commentMessage: row!.commentMessage,
          commentTime: row!.commentTime.toISOString(),
        },
        count: Number(counted?.n ?? 0),
      };
    },
  };
}
export type CommentService = ReturnType<typeof createCommentService>;
