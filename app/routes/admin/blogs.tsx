/** /manageBlogs: the blog list with View, Edit and Remove (with confirmation), and Add. */
import { href } from 'react-router';
import { Thumb } from '../../components/admin/AdminTable.tsx';
import { CatalogueList } from '../../components/admin/CatalogueList.tsx';
import { langFrom } from '../../components/seo.tsx';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/blogs';
import { admin, removeFromList, unknownAction } from './admin.server.ts';
import { catalogueText } from './catalogue.text.ts';
import { adminLayoutText } from './layout.text.ts';
import { Theirs } from '../../components/ui/Theirs.tsx';

export function meta({ matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(catalogueText[lang].blogsTitle) }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  return { blogs: await services.blogs.list(), saved: new URL(request.url).searchParams.get('saved') };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor, lang } = admin(context, request);
  const t = catalogueText[lang];
  const form = await request.formData();
  if (form.get('intent') !== 'remove') return unknownAction(form, lang);
  return removeFromList(form, {
    find: (id) => services.blogs.get(id),
    remove: (id) => services.blogs.remove(actor, id),
    missing: t.blogMissing,
    confirm: (blog) => t.blogConfirm(blog.title),
    removed: (blog) => t.blogRemoved(blog.title),
  });
}

export default function ManageBlogs({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(catalogueText);
  const f = useFormat();
  return (
    <CatalogueList
      title={t.blogsTitle}
      lead={t.blogsLead(3)}
      add={{ label: t.addBlog, to: href('/manageBlogs/new') }}
      reply={actionData}
      saved={loaderData.saved ? t.blogSaved : null}
      caption={t.blogsCaption}
      rows={loaderData.blogs}
      empty={t.noBlogs}
      columns={[
        { label: t.imageColumn, cell: (b) => <Thumb src={b.photo} alt="" /> },
        {
          label: t.titleColumn,
          cell: (b) => (
            <span>
              <Theirs>
                <span className="block font-semibold">{b.title}</span>
                <span className="text-ink-muted">{b.authorName}</span>
              </Theirs>
            </span>
          ),
        },
        { label: t.dateColumn, cell: (b) => f.date(b.date) },
        { label: t.tagColumn, cell: (b) => <Theirs>{b.tag}</Theirs> },
        { label: t.commentsColumn, cell: (b) => t.comments(b.comments.length) },
      ]}
      row={(b) => ({
        id: b._id,
        name: b.title,
        view: href('/singleBlog/:id', { id: b._id }),
        edit: href('/manageBlogs/:id/edit', { id: b._id }),
        removeMessage: t.blogRemoveMessage(b.title),
      })}
      removeTitle={t.blogRemoveTitle}
    />
  );
}
