/** /manageBlogs: the blog list with View, Edit and Remove (with confirmation), and Add. */
import { href } from 'react-router';
import { Thumb } from '../../components/admin/AdminTable.tsx';
import { CatalogueList } from '../../components/admin/CatalogueList.tsx';
import { commentCount, formatDate } from '../../components/ui/index.ts';
import type { Route } from './+types/blogs';
import { admin, removeFromList, unknownAction } from './admin.server.ts';

export function meta() {
  return [{ title: 'Manage Blogs | Travelez admin' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  return { blogs: await services.blogs.list(), saved: new URL(request.url).searchParams.get('saved') };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  if (form.get('intent') !== 'remove') return unknownAction(form);
  return removeFromList(form, {
    find: (id) => services.blogs.get(id),
    remove: (id) => services.blogs.remove(actor, id),
    missing: 'That blog does not exist any more.',
    confirm: (blog) => `Remove the blog "${blog.title}" and its comments?`,
    removed: (blog) => `The blog "${blog.title}" was removed.`,
  });
}

export default function ManageBlogs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogueList
      title="Manage Blogs"
      lead="Newest first: Home shows the first 3, /blog the rest."
      add={{ label: 'Add a blog', to: href('/manageBlogs/new') }}
      reply={actionData}
      saved={loaderData.saved ? 'The blog was saved.' : null}
      caption="Blogs"
      rows={loaderData.blogs}
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
      ]}
      row={(b) => ({
        id: b._id,
        name: b.title,
        view: href('/singleBlog/:id', { id: b._id }),
        edit: href('/manageBlogs/:id/edit', { id: b._id }),
        removeMessage: `"${b.title}" and its comments will be deleted.`,
      })}
      removeTitle="Remove this blog?"
    />
  );
}
