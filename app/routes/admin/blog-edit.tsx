/**
 * /manageBlogs/new and /manageBlogs/{id}/edit: every field of a blog (the text is Markdown,
 * previewed sanitized), the translatable ones in English and Bangla side by side (decision 0013),
 * and on edit the comment moderation (hide, show, delete).
 */
import { Form, href, Link, redirect, useNavigation } from 'react-router';
import { blogTranslationFields } from '../../../shared/schemas/blogs.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { BilingualField, UntranslatedCount, untranslatedOf, useTranslatedErrors } from '../../components/admin/Bilingual.tsx';
import { FormField, valueOf, type Values } from '../../components/admin/FormParts.tsx';
import { ImageField } from '../../components/admin/ImageField.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, Notice } from '../../components/ui/index.ts';
import { useFormat, useText, useTranslateMessage } from '../../lib/i18n.ts';
import { failureOf, type ActionFailure } from '../../lib/forms.ts';
import { fail, loadOr404, refusalReply, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/blog-edit';
import { adminLayoutText } from './layout.text.ts';
import { admin, needsConfirmation } from './admin.server.ts';
import { blogEditText } from './blog-edit.text.ts';
import { parseBlogForm } from './forms.server.ts';
import { banglaValues, parseBlogBangla, withBangla } from './translations.server.ts';
import { Theirs, withTheirs } from '../../components/ui/Theirs.tsx';

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  const t = blogEditText[lang];
  return [{ title: adminLayoutText[lang].title(data?.blog ? t.edit(data.blog.title) : t.add) }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  if (!params.id) return { blog: null, values: null, comments: [], previewHtml: '', previewHtmlBn: null, saved: false };
  const [{ blog, html }, translation] = await loadOr404(Promise.all([services.blogs.getRendered(params.id), services.blogs.translation(params.id)]));
  const comments = await services.blogs.commentsForModeration(params.id);
  // The Bangla text as Bangla readers see it, once it is translated.
  const previewHtmlBn = translation?.blogDescription ? (await services.blogs.getRendered(params.id, 'bn')).html : null;
  const saved = new URL(request.url).searchParams.get('saved') === '1';
  // The form's values: English as saved, each Bangla field beside it ('' while not translated yet).
  const values: Values = { ...blog, ...banglaValues(translation, blogTranslationFields) };
  return { blog, values, comments, previewHtml: html, previewHtmlBn, saved };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, actor, lang } = admin(context, request);
  const t = blogEditText[lang];
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  if (params.id && (intent === 'hide' || intent === 'show' || intent === 'delete-comment')) {
    const commentId = String(form.get('id') ?? '');
    try {
      if (intent === 'delete-comment') {
        const ask = needsConfirmation(form, intent, commentId, t.confirmDeleteComment);
        if (ask) return ask;
        await services.blogs.deleteComment(actor, params.id, commentId);
        return succeed({ message: t.commentDeleted });
      }
      await services.blogs.setCommentHidden(actor, params.id, commentId, intent === 'hide');
      return succeed({ message: intent === 'hide' ? t.commentHidden : t.commentShown });
    } catch (error) {
      return refusalReply(error, {}, intent);
    }
  }
  const parsed = withBangla(await parseBlogForm(services, form), parseBlogBangla(form));
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
  const t = useText(blogEditText);
  const tb = blogEditText.bn;
  const translate = useTranslateMessage();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const errors = useTranslatedErrors(failure?.confirm ? undefined : failure?.fieldErrors);
  const f = { values, errors };
  const hasErrors = errors && Object.keys(errors).length > 0;
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-8">
      <input type="hidden" name="intent" value="save" />
      {failure?.formError && !failure.confirm ? (
        <Notice tone="error">{translate(failure.formError)}</Notice>
      ) : hasErrors ? (
        <Notice tone="error">{t.correctFields}</Notice>
      ) : null}
      <UntranslatedCount count={untranslatedOf(values, blogTranslationFields)} />
      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">{t.theBlog}</legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <BilingualField {...f} name="title" label={t.title} banglaLabel={tb.title} requiredMark className="sm:col-span-2" />
          <BilingualField {...f} name="subTitle" label={t.subTitle} banglaLabel={tb.subTitle} className="sm:col-span-2" />
          <BilingualField {...f} name="tag" label={t.tag} banglaLabel={tb.tag} className="sm:col-span-2" />
          <FormField {...f} name="date" label={t.date} type="date" requiredMark />
          <BilingualField {...f} name="message" label={t.message} banglaLabel={tb.message} multiline hint={t.messageHint} className="sm:col-span-2" />
          <BilingualField
            {...f}
            name="blogDescription"
            label={t.blogDescription}
            banglaLabel={tb.blogDescription}
            multiline
            requiredMark
            hint={t.blogDescriptionHint}
            className="sm:col-span-2 [&_textarea]:min-h-72 [&_textarea]:font-mono [&_textarea]:text-sm"
          />
          <div className="sm:col-span-2">
            <ImageField name="photo" label={t.photo} defaultValue={valueOf(values, 'photo')} error={errors?.photo} />
          </div>
        </div>
      </fieldset>
      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="float-left mb-4 w-full text-lg font-semibold">{t.authorBlock}</legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <FormField {...f} name="authorName" label={t.authorName} requiredMark className="sm:col-span-2" />
          <BilingualField {...f} name="authorMessage" label={t.authorMessage} banglaLabel={tb.authorMessage} multiline className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <ImageField name="authorPhoto" label={t.authorPhoto} defaultValue={valueOf(values, 'authorPhoto')} error={errors?.authorPhoto} />
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
  const { blog, values, comments, previewHtml, previewHtmlBn, saved } = loaderData;
  const t = useText(blogEditText);
  const f = useFormat();
  const today = new Date().toISOString().slice(0, 10);
  const initial: Values = values ?? { date: today };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/manageBlogs')} className="font-semibold text-teal-800 underline">
          {t.back}
        </Link>
      </p>
      <AdminTitle title={blog ? withTheirs(t.edit, blog.title) : t.add} />
      <ActionNotices reply={actionData} formError={false} saved={saved ? t.saved : null} />
      <BlogForm values={failureOf(actionData, 'save')?.values ?? initial} failure={failureOf(actionData)} submitLabel={blog ? t.save : t.addBlog} />
      {blog ? (
        <>
          <section aria-labelledby="preview" className="mt-10 rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="preview" className="mb-3 text-lg font-semibold">
              {t.preview}
            </h2>
            <div
              data-user-content
              className="prose-travelez max-w-none space-y-3 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: previewHtml }}
            />
          </section>
          {previewHtmlBn ? (
            <section aria-labelledby="preview-bn" className="mt-10 rounded-2xl bg-white p-6 shadow-sm">
              <h2 id="preview-bn" className="mb-3 text-lg font-semibold">
                {t.previewBangla}
              </h2>
              <div
                lang="bn"
                data-user-content
                className="prose-travelez max-w-none space-y-3 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:pl-6"
                dangerouslySetInnerHTML={{ __html: previewHtmlBn }}
              />
            </section>
          ) : null}
          <section aria-labelledby="comments" className="mt-10">
            <h2 id="comments" className="mb-3 text-lg font-semibold">
              {t.comments(comments.length)}
            </h2>
            {comments.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-ink-muted shadow-sm">{t.noComments}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {comments.map((c) => (
                  <li key={c._id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="moderated-comment">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="font-semibold">
                        <Theirs>{c.commentorName}</Theirs>
                        {c.hidden ? <span className="ml-2 rounded-full bg-marigold-100 px-2 py-0.5 text-xs font-semibold">{t.hidden}</span> : null}
                      </p>
                      <p className="text-sm text-ink-muted">{f.date(c.commentTime)}</p>
                    </div>
                    <p className="mt-1 whitespace-pre-line text-sm" data-user-content>
                      {c.commentMessage}
                    </p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value={c.hidden ? 'show' : 'hide'} />
                        <input type="hidden" name="id" value={c._id} />
                        <Button type="submit" size="sm" variant="secondary">
                          {c.hidden ? t.show : t.hide}
                        </Button>
                      </Form>
                      <ConfirmAction
                        intent="delete-comment"
                        id={c._id}
                        label={t.delete}
                        accessibleLabel={t.deleteCommentBy(c.commentorName)}
                        title={t.deleteCommentTitle}
                        message={t.deleteCommentMessage(c.commentorName)}
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
