import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActionReply } from '../../lib/forms.ts';
import { useText } from '../../lib/i18n.ts';
import { buttonClasses } from '../ui/index.ts';
import { ActionNotices } from './ActionNotices.tsx';
import { AdminTable, AdminTitle, cellControls, type Column } from './AdminTable.tsx';
import { adminPartsText } from './adminParts.text.ts';
import { ConfirmAction } from './ConfirmAction.tsx';

/** How a row of the list is named and where its View and Edit go; what Remove asks. */
export interface CatalogueRow {
  id: string;
  name: string;
  view: string;
  edit: string;
  removeMessage: string;
  /** More links of the row, after Edit (a package's Departures). */
  more?: { label: string; to: string }[];
}

/**
 * A list screen of the catalogue (/manageBlogs, /managePackage): the title with Add, the action's
 * notices, and the table whose last column is View, Edit and Remove (with confirmation; the
 * route's action answers `intent=remove`).
 */
export function CatalogueList<T>({
  title,
  lead,
  add,
  reply,
  saved,
  caption,
  rows,
  empty,
  columns,
  row,
  removeTitle,
}: {
  title: string;
  lead: ReactNode;
  add: { label: string; to: string };
  reply: ActionReply | undefined;
  saved: string | null;
  caption: string;
  rows: T[];
  empty: ReactNode;
  columns: Column<T>[];
  row: (item: T) => CatalogueRow;
  removeTitle: string;
}) {
  const t = useText(adminPartsText);
  const actions: Column<T> = {
    label: t.actions,
    cell: (item) => {
      const r = row(item);
      return (
        <span className={cellControls}>
          <Link to={r.view} className={buttonClasses('ghost', 'sm')} aria-label={t.viewName(r.name)}>
            {t.view}
          </Link>
          <Link to={r.edit} className={buttonClasses('secondary', 'sm')} aria-label={t.editName(r.name)}>
            {t.edit}
          </Link>
          {r.more?.map((m) => (
            <Link key={m.to} to={m.to} className={buttonClasses('secondary', 'sm')} aria-label={t.moreOf(m.label, r.name)}>
              {m.label}
            </Link>
          ))}
          <ConfirmAction intent="remove" id={r.id} label={t.remove} accessibleLabel={t.removeName(r.name)} title={removeTitle} message={r.removeMessage} />
        </span>
      );
    },
  };
  return (
    <>
      <AdminTitle title={title} lead={lead}>
        <Link to={add.to} className={buttonClasses('accent', 'md')}>
          {add.label}
        </Link>
      </AdminTitle>
      <ActionNotices reply={reply} saved={saved} />
      <AdminTable caption={caption} rows={rows} rowKey={(item) => row(item).id} empty={empty} columns={[...columns, actions]} />
    </>
  );
}
