/** /manageEventDetail/{id}: the event as visitors see its facts, and the edit form. */
import { href, Link, redirect } from 'react-router';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { EventForm, eventValues } from '../../components/admin/EventForm.tsx';
import { buttonClasses, daysNights, formatTk, ResponsiveImage } from '../../components/ui/index.ts';
import { failureOf } from '../../lib/forms.ts';
import { fail, loadOr404, refusalReply } from '../../lib/forms.server.ts';
import type { Route } from './+types/event-detail';
import { admin, needsConfirmation } from './admin.server.ts';
import { parseEventForm } from './forms.server.ts';

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `${data?.event.name ?? 'Event'} | Travelez admin` }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = admin(context, request);
  const event = await loadOr404(services.events.get(params.id));
  const saved = new URL(request.url).searchParams.get('saved') === '1';
  return { event, saved };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, actor } = admin(context, request);
  const form = await request.formData();
  if (form.get('intent') === 'remove') {
    const event = await loadOr404(services.events.get(params.id));
    const ask = needsConfirmation(form, 'remove', params.id, `Remove the event "${event.name}"?`);
    if (ask) return ask;
    try {
      await services.events.remove(actor, params.id);
    } catch (error) {
      return refusalReply(error, {}, 'remove');
    }
    throw redirect(href('/manageEvents'));
  }
  const parsed = await parseEventForm(services, form);
  if (!parsed.ok) return fail(parsed.failure);
  try {
    await services.events.update(actor, params.id, parsed.data);
  } catch (error) {
    return refusalReply(error, parsed.values);
  }
  throw redirect(`${href('/manageEventDetail/:id', { id: params.id })}?saved=1`);
}

export default function ManageEventDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { event, saved } = loaderData;
  const failure = failureOf(actionData);
  // A refused removal (bookings still live) is said at the top, not inside the form below.
  const removalRefused = !!failure && failure.intent === 'remove' && !failure.confirm;
  const facts: [string, string][] = [
    ['Message', event.message],
    ['Event date', event.eventDate],
    ['Days and nights', daysNights(event.days, event.nights)],
    ['People', String(event.peoples)],
    ['Starting price', formatTk(event.presentPrice)],
    ['Previous price', formatTk(event.previousPrice)],
    ['Dates', event.startDate ? `${event.startDate} to ${event.endDate ?? '?'}` : 'Not set'],
  ];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/manageEvents')} className="font-semibold text-teal-800 underline">
          ← Upcoming Events
        </Link>
      </p>
      <AdminTitle title={event.name}>
        <Link to={href('/upComingEventDetails/:id', { id: event._id })} className={buttonClasses('secondary', 'sm')}>
          View on the site
        </Link>
        <ConfirmAction
          intent="remove"
          id={event._id}
          label="Remove"
          title="Remove this event?"
          message={`"${event.name}" will disappear from Home and its page.`}
        />
      </AdminTitle>
      <ActionNotices reply={actionData} formError={removalRefused} saved={saved ? 'Saved. Home and the event page show the change now.' : null} />
      <div className="grid gap-8 xl:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="event-facts" className="self-start overflow-hidden rounded-2xl bg-white shadow-sm">
          <ResponsiveImage src={event.displayPhoto} alt={event.name} className="aspect-[16/9] w-full" sizes="(min-width: 1280px) 40vw, 100vw" />
          <div className="p-6">
            <h2 id="event-facts" className="text-lg font-semibold">
              Event detail
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {facts.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="font-semibold text-ink-muted">{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm">{event.shortDescription}</p>
            {event.description ? <p className="mt-2 whitespace-pre-line text-sm text-ink-muted">{event.description}</p> : null}
          </div>
        </section>
        <section aria-labelledby="edit-event" className="self-start rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="edit-event" className="mb-4 text-lg font-semibold">
            Edit
          </h2>
          <EventForm
            values={failureOf(actionData, 'save')?.values ?? eventValues(event)}
            errors={failure?.confirm || removalRefused ? undefined : failure?.fieldErrors}
            formError={failure?.confirm || removalRefused ? undefined : failure?.formError}
            submitLabel="Save changes"
            resetKey={event._id + (saved ? 'saved' : '')}
          />
        </section>
      </div>
    </>
  );
}
