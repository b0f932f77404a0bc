import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { blogComments, blogs } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import type { BlogComment } from '../../shared/schemas/dto.ts';
import type { CommentInput } from '../../shared/schemas/comments.ts';
import { announceCommitted, type ChangeFeed } from './changes.server.ts';
import { invalid, notFound } from './errors.server.ts';

/** Blog comments ('Leave a Reply'): a signed-in user's comment, stored as plain text. */
export function createCommentService(db: Database, changes: ChangeFeed) {
  return {
    async add(viewer: Viewer, blogId: string, input: CommentInput): Promise<{ comment: BlogComment; count: number }> {
      if (!idPattern.test(blogId)) throw notFound('Blog not found');
      const name = input.name.trim();
      const message = input.comment.trim();
      if (!name || !message) throw invalid('*This field is required');
      const [blog] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
      if (!blog) throw notFound('Blog not found');
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
