/** /manageEvents: the add form and the table (image, place, days, people, price; Details, Remove). */
import { href, Link } from 'react-router';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle, cellControls, Thumb } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { EventForm } from '../../components/admin/EventForm.tsx';
import { langFrom } from '../../components/seo.tsx';
import { buttonClasses } from '../../components/ui/index.ts';
import { failureOf } from '../../lib/forms.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { fail, refusalReply, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/events';
import { admin, removeFromList } from './admin.server.ts';
import { catalogueText } from './catalogue.text.ts';
import { parseEventForm } from './forms.server.ts';
import { parseEventBangla, withBangla } from './translations.server.ts';
import { adminLayoutText } from './layout.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  return [{ title: adminLayoutText[lang].title(catalogueText[lang].eventsTitle) }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  return { events: await services.events.list() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor, lang } = admin(context, request);
  const t = catalogueText[lang];
  const form = await request.formData();
  if (form.get('intent') === 'remove') {
    return removeFromList(form, {
      find: (id) => services.events.get(id),
      remove: (id) => services.events.remove(actor, id),
      missing: t.eventMissing,
      confirm: (event) => t.eventConfirm(event.name),
      removed: (event) => t.eventRemoved(event.name),
    });
  }
  const parsed = withBangla(await parseEventForm(services, form), parseEventBangla(form));
  if (!parsed.ok) return fail(parsed.failure);
  try {
    const created = await services.events.create(actor, parsed.data);
    return succeed({ message: t.eventAdded(created.name) });
  } catch (error) {
    return refusalReply(error, parsed.values);
  }
}

export default function ManageEvents({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(catalogueText);
  const f = useFormat();
  const failure = failureOf(actionData);
  // A refused removal (bookings still live) is said at the top, not inside the form below.
  const removalRefused = !!failure && failure.intent === 'remove' && !failure.confirm;
  return (
    <>
      <AdminTitle title={t.eventsTitle} lead={t.eventsLead} />
      <ActionNotices reply={actionData} formError={removalRefused} />
      <div className="grid gap-8 xl:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="add-event" className="self-start rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="add-event" className="mb-4 text-lg font-semibold">
            {t.addEventHeading}
          </h2>
          <EventForm
            values={failureOf(actionData, 'save')?.values ?? {}}
            errors={failure?.confirm || removalRefused ? undefined : failure?.fieldErrors}
            formError={failure?.confirm || removalRefused ? undefined : failure?.formError}
            submitLabel={t.addEvent}
            resetKey={actionData?.ok ? actionData.message : 'add'}
            bilingual
          />
        </section>
        <section aria-labelledby="event-list">
          <h2 id="event-list" className="mb-3 text-lg font-semibold">
            {t.eventsHeading(loaderData.events.length)}
          </h2>
          <AdminTable
            caption={t.eventsCaption}
            rows={loaderData.events}
            rowKey={(e) => e._id}
            empty={t.noEvents}
            columns={[
              { label: t.imageColumn, cell: (e) => <Thumb src={e.displayPhoto} alt="" /> },
              {
                label: t.placeColumn,
                cell: (e) => (
                  <span className="font-semibold" data-user-content>
                    {e.name}
                  </span>
                ),
              },
              { label: t.daysColumn, cell: (e) => f.daysNights(e.days, e.nights) },
              { label: t.peopleColumn, cell: (e) => f.number(e.peoples) },
              { label: t.priceColumn, cell: (e) => f.money(e.presentPrice) },
              {
                label: t.actionsColumn,
                cell: (e) => (
                  <span className={cellControls}>
                    <Link to={href('/manageEventDetail/:id', { id: e._id })} className={buttonClasses('secondary', 'sm')} aria-label={t.detailsOf(e.name)}>
                      {t.details}
                    </Link>
                    <ConfirmAction
                      intent="remove"
                      id={e._id}
                      label={t.remove}
                      accessibleLabel={t.removeName(e.name)}
                      title={t.eventRemoveTitle}
                      message={t.eventRemoveMessage(e.name, e.eventDate)}
                    />
                  </span>
                ),
              },
            ]}
          />
        </section>
      </div>
    </>
  );
}
