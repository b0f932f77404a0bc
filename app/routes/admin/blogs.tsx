/** /manageBlogs: the blog list with View, Edit and Remove (with confirmation), and Add. */
import { Link } from 'react-router';
import { AdminTable, AdminTitle, Thumb } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction, NoJsConfirm } from '../../components/admin/ConfirmAction.tsx';
import { buttonClasses, commentCount, formatDate, Notice } from '../../components/ui/index.ts';
import type { Route } from './+types/blogs';
import { admin, fail, needsConfirmation, refusal, type FormFailure } from './admin.server.ts';

export function meta() {
  return [{ title: 'Manage Blogs | Travelez admin' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  return { blogs: await services.blogs.list(), saved: new URL(request.url).searchParams.get('saved') };
}

type ActionData = FormFailure | { ok: true; notice: string };

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') !== 'remove') return fail({ formError: 'Unknown action' });
  const blog = await services.blogs.get(id).catch(() => null);
  if (!blog) return fail({ formError: 'That blog does not exist any more.' }, 404);
  const ask = needsConfirmation(form, 'remove', id, `Remove the blog "${blog.title}" and its comments?`);
  if (ask) return ask;
  try {
    await services.blogs.remove(actor, id);
  } catch (error) {
    return refusal(error);
  }
  return { ok: true as const, notice: `The blog "${blog.title}" was removed.` };
}

export default function ManageBlogs({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  const failure = result && !result.ok ? result : undefined;
  return (
    <>
      <AdminTitle title="Manage Blogs" lead="Newest first: Home shows the first 3, /blog the rest.">
        <Link to="/manageBlogs/new" className={buttonClasses('accent', 'md')}>
          Add a blog
        </Link>
      </AdminTitle>
      <NoJsConfirm confirm={failure?.confirm} />
      {failure?.formError ? <Notice tone="error" className="mb-6">{failure.formError}</Notice> : null}
      {result?.ok ? <Notice tone="success" className="mb-6">{result.notice}</Notice> : null}
      {loaderData.saved ? <Notice tone="success" className="mb-6">The blog was saved.</Notice> : null}
      <AdminTable
        caption="Blogs"
        rows={loaderData.blogs}
        rowKey={(b) => b._id}
        empty="No blogs yet."
        columns={[
          { label: 'Image', cell: (b) => <Thumb src={b.photo} alt="" /> },
          {
            label: 'Title',
            cell: (b) => (
              <span>
                <span className="block font-semibold">{b.title}</span>
                <span className="text-ink-muted">{b.authorName}</span>
              </span>
            ),
          },
          { label: 'Date', cell: (b) => formatDate(b.date) },
          { label: 'Tag', cell: (b) => b.tag },
          { label: 'Comments', cell: (b) => commentCount(b.comments.length) },
          {
            label: 'Actions',
            cell: (b) => (
              <span className="flex flex-wrap gap-2">
                <Link to={`/singleBlog/${b._id}`} className={buttonClasses('ghost', 'sm')} aria-label={`View ${b.title}`}>
                  View
                </Link>
                <Link to={`/manageBlogs/${b._id}/edit`} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${b.title}`}>
                  Edit
                </Link>
                <ConfirmAction
                  intent="remove"
                  id={b._id}
                  label="Remove"
                  accessibleLabel={`Remove ${b.title}`}
                  title="Remove this blog?"
                  message={`"${b.title}" and its comments will be deleted.`}
                />
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
