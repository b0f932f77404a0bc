import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Blog, BlogComment } from '../../shared/schemas/dto.ts';
import type { BlogFormInput, BlogInput, BlogTranslationInput } from '../../shared/schemas/blogs.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { blogComments, blogs, blogTranslations } from '../../db/schema.ts';
import { renderMarkdown } from '../markdown.server.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { publishingTransaction, type ChangeFeed } from './changes.server.ts';
import { notFound } from './errors.server.ts';
import { uniqueSlug } from './slug.server.ts';
import { fieldByField, isTranslated, storedText, auditWithBangla, type TranslatedLang } from './translations.server.ts';

type BlogRow = typeof blogs.$inferSelect;
type CommentRow = typeof blogComments.$inferSelect;

const toBlogComment = (c: CommentRow): BlogComment => ({
  _id: c.id,
  commentorName: c.commentorName,
  commentorPhoto: c.commentorPhoto,
  commentMessage: c.commentMessage,
  commentTime: c.commentTime.toISOString(),
});

function toBlog(r: BlogRow, comments: BlogComment[]): Blog {
  return {
    _id: r.id,
    slug: r.slug,
    title: r.title,
    subTitle: r.subTitle,
    tag: r.tag,
    photo: r.photo,
    date: r.date,
    message: r.message,
    authorName: r.authorName,
    authorMessage: r.authorMessage,
    authorPhoto: r.authorPhoto,
    blogDescription: r.blogDescription,
    comments,
  };
}

/** A blog's translation as stored: each field null until translated. */
export interface BlogTranslation {
  title: string | null;
  subTitle: string | null;
  tag: string | null;
  message: string | null;
  authorMessage: string | null;
  blogDescription: string | null;
}

const translatedFields = ['title', 'subTitle', 'tag', 'message', 'authorMessage', 'blogDescription'] as const;

const translationColumns = (bn: BlogTranslationInput): BlogTranslation => ({
  title: storedText(bn.title),
  subTitle: storedText(bn.subTitle),
  tag: storedText(bn.tag),
  message: storedText(bn.message),
  authorMessage: storedText(bn.authorMessage),
  blogDescription: storedText(bn.blogDescription),
});

/** Replaces a blog's translation into `lang` (the admin form sends every field). */
export async function writeBlogTranslation(tx: Database, blogId: string, lang: TranslatedLang, bn: BlogTranslationInput) {
  const columns = translationColumns(bn);
  await tx
    .insert(blogTranslations)
    .values({ blogId, lang, ...columns })
    .onConflictDoUpdate({ target: [blogTranslations.blogId, blogTranslations.lang], set: { ...columns, updatedAt: new Date() } });
}

/** A comment as moderation sees it: hidden ones included and flagged. */
export type ModeratedComment = BlogComment & { hidden: boolean };

const columnsOf = (input: BlogInput) => ({
  title: input.title,
  subTitle: input.subTitle,
  tag: input.tag,
  date: input.date,
  message: input.message,
  photo: input.photo,
  authorName: input.authorName,
  authorMessage: input.authorMessage,
  authorPhoto: input.authorPhoto,
  blogDescription: input.blogDescription,
});

export function createBlogService(db: Database, audit: AuditService, changes: ChangeFeed) {
  // Every write here is public: it publishes 'blogs' once committed.
  const transaction = publishingTransaction(db, changes, 'blogs');
  async function commentsFor(ids: string[]) {
    const byBlog = new Map<string, BlogComment[]>();
    if (ids.length === 0) return byBlog;
    const rows = await db
      .select()
      .from(blogComments)
      .where(and(inArray(blogComments.blogId, ids), eq(blogComments.hidden, false)))
      .orderBy(asc(blogComments.commentTime));
    for (const r of rows) {
      const list = byBlog.get(r.blogId) ?? [];
      list.push(toBlogComment(r));
      byBlog.set(r.blogId, list);
    }
    return byBlog;
  }

  async function translationsFor(ids: string[], lang: TranslatedLang) {
    if (ids.length === 0) return new Map<string, BlogTranslation>();
    const rows = await db
      .select()
      .from(blogTranslations)
      .where(and(inArray(blogTranslations.blogId, ids), eq(blogTranslations.lang, lang)));
    return new Map(
      rows.map((r): [string, BlogTranslation] => [
        r.blogId,
        { title: r.title, subTitle: r.subTitle, tag: r.tag, message: r.message, authorMessage: r.authorMessage, blogDescription: r.blogDescription },
      ]),
    );
  }

  /** The blogs of `rows` with their visible comments, in `lang` (field by field, English where untranslated). */
  async function blogsOf(rows: BlogRow[], lang: Lang): Promise<Blog[]> {
    const ids = rows.map((r) => r.id);
    const [comments, translations] = await Promise.all([commentsFor(ids), isTranslated(lang) ? translationsFor(ids, lang) : Promise.resolve(undefined)]);
    return rows.map((r) => fieldByField(toBlog(r, comments.get(r.id) ?? []), translations?.get(r.id), translatedFields));
  }

  return {
    /** Every blog in list order, each with its visible comments, in `lang` (field by field, English where untranslated). */
    async list(lang: Lang = 'en'): Promise<Blog[]> {
      const rows = await db.select().from(blogs).orderBy(asc(blogs.position), asc(blogs.createdAt));
      return blogsOf(rows, lang);
    },

    /** One blog in `lang` (field by field, English where untranslated). */
    async get(id: string, lang: Lang = 'en'): Promise<Blog> {
      if (!idPattern.test(id)) throw notFound('blogNotFound');
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
      if (!row) throw notFound('blogNotFound');
      return (await blogsOf([row], lang))[0]!;
    },

    /** A blog in `lang` with its text rendered from Markdown to sanitized HTML (server/markdown.server.ts). */
    async getRendered(id: string, lang: Lang = 'en'): Promise<{ blog: Blog; html: string }> {
      const blog = await this.get(id, lang);
      return { blog, html: renderMarkdown(blog.blogDescription) };
    },

    /** A blog's translation into `lang` as stored (the admin form's other side); null fields are not translated yet. */
    async translation(id: string, lang: TranslatedLang = 'bn'): Promise<BlogTranslation | null> {
      if (!idPattern.test(id)) throw notFound('blogNotFound');
      return (await translationsFor([id], lang)).get(id) ?? null;
    },

    /** Adds a blog at the top of the list (the newest blog shows first), with its Bangla side when the form sends one. */
    async create(actor: Actor, input: BlogFormInput): Promise<Blog> {
      const id = newId();
      return transaction(async (tx) => {
        const [{ first } = { first: 0 }] = await tx.select({ first: sql<number>`coalesce(min(${blogs.position}), 1)::int - 1` }).from(blogs);
        const [row] = await tx
          .insert(blogs)
          .values({ id, slug: uniqueSlug(input.title, id, 'blog'), position: first, ...columnsOf(input) })
          .returning();
        if (input.bn) await writeBlogTranslation(tx as Database, id, 'bn', input.bn);
        const created = toBlog(row!, []);
        await audit.record(
          actor,
          {
            action: 'create',
            entity: 'blog',
            entityId: id,
            ...auditWithBangla({ after: created }, input.bn && { stored: null, sent: translationColumns(input.bn) }),
          },
          tx as Database,
        );
        return created;
      });
    },

    /** Replaces a blog's fields, and its Bangla side when the form sends one (the JSON API does not: it stays). */
    async update(actor: Actor, id: string, input: BlogFormInput): Promise<Blog> {
      const before = await this.get(id);
      const storedBangla = input.bn ? await this.translation(id) : null;
      return transaction(async (tx) => {
        const [row] = await tx
          .update(blogs)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(eq(blogs.id, id))
          .returning();
        if (!row) throw notFound('blogNotFound');
        if (input.bn) await writeBlogTranslation(tx as Database, id, 'bn', input.bn);
        const after = toBlog(row, before.comments);
        await audit.record(
          actor,
          {
            action: 'update',
            entity: 'blog',
            entityId: id,
            ...auditWithBangla({ before, after }, input.bn && { stored: storedBangla, sent: translationColumns(input.bn) }),
          },
          tx as Database,
        );
        return after;
      });
    },

    /** Removes a blog and its comments. */
    async remove(actor: Actor, id: string): Promise<void> {
      const before = await this.get(id);
      await transaction(async (tx) => {
        const deleted = await tx.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id });
        if (deleted.length === 0) throw notFound('blogNotFound');
        await audit.record(actor, { action: 'delete', entity: 'blog', entityId: id, before }, tx as Database);
      });
    },

    /** Every comment of a blog for moderation, hidden ones included. */
    async commentsForModeration(blogId: string): Promise<ModeratedComment[]> {
      if (!idPattern.test(blogId)) throw notFound('blogNotFound');
      const rows = await db.select().from(blogComments).where(eq(blogComments.blogId, blogId)).orderBy(asc(blogComments.commentTime));
      return rows.map((r) => ({ ...toBlogComment(r), hidden: r.hidden }));
    },

    /** Hides a comment from readers, or shows it again. */
    async setCommentHidden(actor: Actor, blogId: string, commentId: string, hidden: boolean): Promise<ModeratedComment> {
      if (!idPattern.test(blogId) || !idPattern.test(commentId)) throw notFound('commentNotFound');
      return transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(blogComments)
          .where(and(eq(blogComments.id, commentId), eq(blogComments.blogId, blogId)));
        if (!current) throw notFound('commentNotFound');
        const [row] = await tx.update(blogComments).set({ hidden }).where(eq(blogComments.id, commentId)).returning();
        const before = { ...toBlogComment(current), hidden: current.hidden };
        const after = { ...toBlogComment(row!), hidden: row!.hidden };
        await audit.record(actor, { action: hidden ? 'hide' : 'show', entity: 'comment', entityId: commentId, before, after }, tx as Database);
        return after;
      });
    },

    async deleteComment(actor: Actor, blogId: string, commentId: string): Promise<void> {
      if (!idPattern.test(blogId) || !idPattern.test(commentId)) throw notFound('commentNotFound');
      await transaction(async (tx) => {
        const [row] = await tx
          .delete(blogComments)
          .where(and(eq(blogComments.id, commentId), eq(blogComments.blogId, blogId)))
          .returning();
        if (!row) throw notFound('commentNotFound');
        await audit.record(
          actor,
          { action: 'delete', entity: 'comment', entityId: commentId, before: { ...toBlogComment(row), hidden: row.hidden, blogId } },
          tx as Database,
        );
      });
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
