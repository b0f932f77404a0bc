/** /manageAudit: every admin change, newest first: who, what, when, before and after. */
import { Form } from 'react-router';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { langFrom } from '../../components/seo.tsx';
import { Button, inputClasses } from '../../components/ui/index.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import type { Route } from './+types/audit';
import { admin } from './admin.server.ts';
import { auditText } from './audit.text.ts';
import { adminLayoutText } from './layout.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(auditText[lang].title) }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const url = new URL(request.url);
  const entity = url.searchParams.get('entity') ?? '';
  const all = await services.audit.list(500);
  const entities = [...new Set(all.map((e) => e.entity))].sort();
  const entries = (entity ? all.filter((e) => e.entity === entity) : all).map((e) => ({
    id: e._id,
    actorEmail: e.actorEmail,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    createdAt: e.createdAt,
    changes: describeChanges(e.before, e.after),
  }));
  return { entries, entities, entity };
}

type Change = { field: string; before: string; after: string };

const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** The fields that differ between before and after (all of one side for a create or delete). */
function describeChanges(before: unknown, after: unknown): Change[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => k !== '_id');
  return keys.filter((k) => show(b[k]) !== show(a[k])).map((k) => ({ field: k, before: show(b[k]).slice(0, 300), after: show(a[k]).slice(0, 300) }));
}

export default function AuditTrail({ loaderData }: Route.ComponentProps) {
  const t = useText(auditText);
  const f = useFormat();
  return (
    <>
      <AdminTitle title={t.title} lead={t.lead}>
        <Form method="get" className="flex items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t.show}
            <select name="entity" defaultValue={loaderData.entity} className={`${inputClasses} py-2`}>
              <option value="">{t.everything}</option>
              {loaderData.entities.map((e) => (
                <option key={e} value={e}>
                  {t.entity(e)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="sm" variant="secondary">
            {t.filter}
          </Button>
        </Form>
      </AdminTitle>
      {loaderData.entries.length === 0 ? <p className="rounded-xl bg-white p-6 text-ink-muted shadow-sm">{t.nothing}</p> : null}
      <ol className="flex flex-col gap-3">
        {loaderData.entries.map((e) => (
          <li key={e.id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="audit-entry">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-bold text-teal-900">{t.action(e.action)}</span>
              <span className="font-semibold">{t.entity(e.entity)}</span>
              {/* An id is a code, in no language (translate="no"): some are letters only. */}
              {e.entityId ? (
                <code translate="no" className="text-xs text-ink-muted">
                  {e.entityId}
                </code>
              ) : null}
              <span className="text-sm text-ink-muted">
                {t.by(e.actorEmail)} · <time dateTime={e.createdAt}>{f.dateTime(e.createdAt)}</time>
              </span>
            </p>
            {e.changes.length > 0 ? (
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer font-semibold text-teal-800">
                  {t.fields(e.changes.length)}: {/* The recorded fields and values are the trail's data, as stored: not the site's wording. */}
                  <span data-user-content>
                    {e.changes
                      .slice(0, 4)
                      .map((c) => c.field)
                      .join(', ')}
                    {e.changes.length > 4 ? '…' : ''}
                  </span>
                </summary>
                <table className="mt-2 w-full table-fixed text-left text-xs">
                  <thead>
                    <tr>
                      <th className="w-1/5 py-1">{t.field}</th>
                      <th className="py-1">{t.before}</th>
                      <th className="py-1">{t.after}</th>
                    </tr>
                  </thead>
                  <tbody data-user-content>
                    {e.changes.map((c) => (
                      <tr key={c.field} className="border-t border-sand-100 align-top">
                        <td className="py-1 font-semibold">{c.field}</td>
                        <td className="break-words py-1 pr-2 text-coral-700">{c.before}</td>
                        <td className="break-words py-1 text-leaf-800">{c.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
