/** /manageEvents: the add form and the table (image, place, days, people, price; Details, Remove). */
import { href, Link } from 'react-router';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTable, AdminTitle, Thumb } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { EventForm } from '../../components/admin/EventForm.tsx';
import { buttonClasses, daysNights, formatTk } from '../../components/ui/index.ts';
import { failureOf } from '../../lib/forms.ts';
import { fail, refusalReply, succeed } from '../../lib/forms.server.ts';
import type { Route } from './+types/events';
import { admin, removeFromList } from './admin.server.ts';
import { parseEventForm } from './forms.server.ts';

export function meta() {
  return [{ title: 'Upcoming Events | Travelez admin' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  return { events: await services.events.list() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  if (form.get('intent') === 'remove') {
    return removeFromList(form, {
      find: (id) => services.events.get(id),
      remove: (id) => services.events.remove(actor, id),
      missing: 'That event does not exist any more.',
      confirm: (event) => `Remove the event "${event.name}"? It disappears from Home at once.`,
      removed: (event) => `The event "${event.name}" was removed.`,
    });
  }
  const parsed = await parseEventForm(services, form);
  if (!parsed.ok) return fail(parsed.failure);
  try {
    const created = await services.events.create(actor, parsed.data);
    return succeed({ message: `The event "${created.name}" was added. It shows on Home now.` });
  } catch (error) {
    return refusalReply(error, parsed.values);
  }
}

export default function ManageEvents({ loaderData, actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  // A refused removal (bookings still live) is said at the top, not inside the form below.
  const removalRefused = !!failure && failure.intent === 'remove' && !failure.confirm;
  return (
    <>
      <AdminTitle title="Upcoming Events" lead="Events show on Home at once, and at their own page." />
      <ActionNotices reply={actionData} formError={removalRefused} />
      <div className="grid gap-8 xl:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="add-event" className="self-start rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="add-event" className="mb-4 text-lg font-semibold">
            Add an event
          </h2>
          <EventForm
            values={failureOf(actionData, 'save')?.values ?? {}}
            errors={failure?.confirm || removalRefused ? undefined : failure?.fieldErrors}
            formError={failure?.confirm || removalRefused ? undefined : failure?.formError}
            submitLabel="Add event"
            resetKey={actionData?.ok ? actionData.message : 'add'}
          />
        </section>
        <section aria-labelledby="event-list">
          <h2 id="event-list" className="mb-3 text-lg font-semibold">
            Events ({loaderData.events.length})
          </h2>
          <AdminTable
            caption="Upcoming events"
            rows={loaderData.events}
            rowKey={(e) => e._id}
            empty="No upcoming events yet: add the first with the form."
            columns={[
              { label: 'Image', cell: (e) => <Thumb src={e.displayPhoto} alt="" /> },
              { label: 'Place', cell: (e) => <span className="font-semibold">{e.name}</span> },
              { label: 'Days', cell: (e) => daysNights(e.days, e.nights) },
              { label: 'People', cell: (e) => e.peoples },
              { label: 'Price', cell: (e) => formatTk(e.presentPrice) },
              {
                label: 'Actions',
                cell: (e) => (
                  <span className="flex flex-wrap gap-2">
                    <Link to={href('/manageEventDetail/:id', { id: e._id })} className={buttonClasses('secondary', 'sm')} aria-label={`Details of ${e.name}`}>
                      Details
                    </Link>
                    <ConfirmAction
                      intent="remove"
                      id={e._id}
                      label="Remove"
                      accessibleLabel={`Remove ${e.name}`}
                      title="Remove this event?"
                      message={`"${e.name}" (${e.eventDate}) will disappear from Home and its page.`}
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
