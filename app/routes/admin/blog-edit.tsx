/**
 * /manageBlogs/new and /manageBlogs/{id}/edit: every field of a blog (the text is Markdown,
 * previewed sanitized), and on edit the comment moderation (hide, show, delete).
 */
import { Form, href, Link, redirect, useNavigation } from 'react-router';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { FormField, valueOf, type Values } from '../../components/admin/FormParts.tsx';
import { ImageField } from '../../components/admin/ImageField.tsx';
import { Button, formatDate, Notice } from '../../components/ui/index.ts';
import { failureOf, type ActionFailure } from '../../lib/forms.ts';
import { fail, loadOr404, refusalReply, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/blog-edit';
import { admin, needsConfirmation } from './admin.server.ts';
import { parseBlogForm } from './forms.server.ts';

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data?.blog ? `Edit ${data.blog.title}` : 'Add a blog'} | Travelez admin` }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  if (!params.id) return { blog: null, comments: [], previewHtml: '', saved: false };
  const { blog, html } = await loadOr404(services.blogs.getRendered(params.id));
  const comments = await services.blogs.commentsForModeration(params.id);
  const saved = new URL(request.url).searchParams.get('saved') === '1';
  return { blog, comments, previewHtml: html, saved };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  if (params.id && (intent === 'hide' || intent === 'show' || intent === 'delete-comment')) {
    const commentId = String(form.get('id') ?? '');
    try {
      if (intent === 'delete-comment') {
        const ask = needsConfirmation(form, intent, commentId, 'Delete this comment for good?');
        if (ask) return ask;
        await services.blogs.deleteComment(actor, params.id, commentId);
        return succeed({ message: 'The comment was deleted.' });
      }
      await services.blogs.setCommentHidden(actor, params.id, commentId, intent === 'hide');
      return succeed({ message: intent === 'hide' ? 'The comment is hidden from readers.' : 'The comment shows again.' });
    } catch (error) {
      return refusalReply(error, {}, intent);
    }
  }
  const parsed = await parseBlogForm(services, form);
  if (!parsed.ok) return fail(parsed.failure);
  try {
    if (params.id) await services.blogs.update(actor, params.id, parsed.data);
    else await services.blogs.create(actor, parsed.data);
  } catch (error) {
    return refusalReply(error, parsed.values);
  }
  throw redirect(params.id ? `${href('/manageBlogs/:id/edit', { id: params.id })}?saved=1` : `${href('/manageBlogs')}?saved=1`);
}

/**
 * The blog's fields. `failure` is the action's refusal, if any: its message shows above the
 * fields (a comment's refusal too), its field messages under the fields (the save form's own).
 */
function BlogForm({ values, failure, submitLabel }: { values: Values; failure?: ActionFailure; submitLabel: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const errors = failure?.confirm ? undefined : failure?.fieldErrors;
  const f = { values, errors };
  const hasErrors = errors && Object.keys(errors).length > 0;
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-8">
      <input type="hidden" name="intent" value="save" />
      {failure?.formError && !failure.confirm ? (
        <Notice tone="error">{failure.formError}</Notice>
      ) : hasErrors ? (
        <Notice tone="error">Please correct the fields marked below.</Notice>
      ) : null}
      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">The blog</legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <FormField {...f} name="title" label="Title" requiredMark className="sm:col-span-2" />
          <FormField {...f} name="subTitle" label="Subtitle" className="sm:col-span-2" />
          <FormField {...f} name="tag" label="Tag" />
          <FormField {...f} name="date" label="Date" type="date" requiredMark />
          <FormField {...f} name="message" label="Summary" multiline hint="The short text on the blog cards." className="sm:col-span-2" />
          <FormField
            {...f}
            name="blogDescription"
            label="Text"
            multiline
            requiredMark
            hint="Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…). Scripts and raw HTML are removed when shown."
            className="sm:col-span-2 [&_textarea]:min-h-72 [&_textarea]:font-mono [&_textarea]:text-sm"
          />
          <div className="sm:col-span-2">
            <ImageField name="photo" label="Photo" defaultValue={valueOf(values, 'photo')} error={errors?.photo} />
          </div>
        </div>
      </fieldset>
      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">Author block</legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <FormField {...f} name="authorName" label="Author name" requiredMark />
          <FormField {...f} name="authorMessage" label="About the author" multiline />
          <div className="sm:col-span-2">
            <ImageField name="authorPhoto" label="Author photo" defaultValue={valueOf(values, 'authorPhoto')} error={errors?.authorPhoto} />
          </div>
        </div>
      </fieldset>
      <div>
        <Button type="submit" busy={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

export default function EditBlog({ loaderData, actionData }: Route.ComponentProps) {
  const { blog, comments, previewHtml, saved } = loaderData;
  const today = new Date().toISOString().slice(0, 10);
  const initial: Values = blog ? { ...blog } : { date: today };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/manageBlogs')} className="font-semibold text-teal-800 underline">
          ← Manage Blogs
        </Link>
      </p>
      <AdminTitle title={blog ? `Edit ${blog.title}` : 'Add a blog'} />
      <ActionNotices reply={actionData} formError={false} saved={saved ? 'Saved. The blog page shows the change now.' : null} />
      <BlogForm values={failureOf(actionData, 'save')?.values ?? initial} failure={failureOf(actionData)} submitLabel={blog ? 'Save changes' : 'Add blog'} />
      {blog ? (
        <>
          <section aria-labelledby="preview" className="mt-10 rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="preview" className="mb-3 text-lg font-semibold">
              Saved text as readers see it
            </h2>
            <div
              className="prose-travelez max-w-none space-y-3 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: previewHtml }}
            />
          </section>
          <section aria-labelledby="comments" className="mt-10">
            <h2 id="comments" className="mb-3 text-lg font-semibold">
              Comments ({comments.length})
            </h2>
            {comments.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-ink-muted shadow-sm">No comments yet.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {comments.map((c) => (
                  <li key={c._id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="moderated-comment">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="font-semibold">
                        {c.commentorName}
                        {c.hidden ? <span className="ml-2 rounded-full bg-marigold-100 px-2 py-0.5 text-xs font-semibold">Hidden</span> : null}
                      </p>
                      <p className="text-sm text-ink-muted">{formatDate(c.commentTime)}</p>
                    </div>
                    <p className="mt-1 whitespace-pre-line text-sm">{c.commentMessage}</p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value={c.hidden ? 'show' : 'hide'} />
                        <input type="hidden" name="id" value={c._id} />
                        <Button type="submit" size="sm" variant="secondary">
                          {c.hidden ? 'Show' : 'Hide'}
                        </Button>
                      </Form>
                      <ConfirmAction
                        intent="delete-comment"
                        id={c._id}
                        label="Delete"
                        accessibleLabel={`Delete the comment by ${c.commentorName}`}
                        title="Delete this comment?"
                        message={`The comment by ${c.commentorName} will be deleted for good. Hiding it keeps it for the records.`}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </>
  );
}
