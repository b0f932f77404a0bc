/**
 * /manageEventDetail/{id}: the event as visitors see its facts (in the page's language), and the
 * edit form, its texts in English and Bangla side by side (decision 0013).
 */
import { href, Link, redirect } from 'react-router';
import { eventTranslationFields } from '../../../shared/schemas/events.ts';
import { ActionNotices } from '../../components/admin/ActionNotices.tsx';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { ConfirmAction } from '../../components/admin/ConfirmAction.tsx';
import { EventForm, eventValues } from '../../components/admin/EventForm.tsx';
import { langFrom } from '../../components/seo.tsx';
import { buttonClasses, ResponsiveImage } from '../../components/ui/index.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { failureOf } from '../../lib/forms.ts';
import { fail, loadOr404, refusalReply } from '../../lib/forms.server.ts';
import type { Route } from './+types/event-detail';
import { adminLayoutText } from './layout.text.ts';
import { admin, needsConfirmation } from './admin.server.ts';
import { eventDetailText } from './event-detail.text.ts';
import { parseEventForm } from './forms.server.ts';
import { banglaValues, parseEventBangla, withBangla } from './translations.server.ts';
import { Theirs } from '../../components/ui/Theirs.tsx';

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const lang = langFrom(matches);
  const t = eventDetailText[lang];
  return [{ title: adminLayoutText[lang].title(data?.event.name ?? t.event) }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, lang } = admin(context, request);
  const [event, shown, translation] = await loadOr404(
    Promise.all([services.events.get(params.id), services.events.get(params.id, lang), services.events.translation(params.id)]),
  );
  const saved = new URL(request.url).searchParams.get('saved') === '1';
  // The form's values: English as saved, each Bangla field beside it ('' while not translated yet).
  return { event: shown, values: { ...eventValues(event), ...banglaValues(translation, eventTranslationFields) }, saved };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, actor, lang } = admin(context, request);
  const form = await request.formData();
  if (form.get('intent') === 'remove') {
    const event = await loadOr404(services.events.get(params.id, lang));
    const ask = needsConfirmation(form, 'remove', params.id, eventDetailText[lang].confirmRemove(event.name));
    if (ask) return ask;
    try {
      await services.events.remove(actor, params.id);
    } catch (error) {
      return refusalReply(error, {}, 'remove');
    }
    throw redirect(href('/manageEvents'));
  }
  const parsed = withBangla(await parseEventForm(services, form), parseEventBangla(form));
  if (!parsed.ok) return fail(parsed.failure);
  try {
    await services.events.update(actor, params.id, parsed.data);
  } catch (error) {
    return refusalReply(error, parsed.values);
  }
  throw redirect(`${href('/manageEventDetail/:id', { id: params.id })}?saved=1`);
}

export default function ManageEventDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { event, values, saved } = loaderData;
  const t = useText(eventDetailText);
  const f = useFormat();
  const failure = failureOf(actionData);
  // A refused removal (bookings still live) is said at the top, not inside the form below.
  const removalRefused = !!failure && failure.intent === 'remove' && !failure.confirm;
  const facts: [string, string][] = [
    [t.message, event.message],
    [t.eventDate, event.eventDate],
    [t.daysAndNights, f.daysNights(event.days, event.nights)],
    [t.people, f.number(event.peoples)],
    [t.startingPrice, f.money(event.presentPrice)],
    [t.previousPrice, f.money(event.previousPrice)],
    [t.dates, event.startDate ? t.fromTo(f.shortDate(event.startDate), event.endDate ? f.shortDate(event.endDate) : '?') : t.notSet],
  ];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href('/manageEvents')} className="font-semibold text-teal-800 underline">
          {t.back}
        </Link>
      </p>
      <AdminTitle title={<Theirs>{event.name}</Theirs>}>
        <Link to={href('/upComingEventDetails/:id', { id: event._id })} className={buttonClasses('secondary', 'sm')}>
          {t.viewOnSite}
        </Link>
        <ConfirmAction intent="remove" id={event._id} label={t.remove} title={t.removeTitle} message={t.removeMessage(event.name)} />
      </AdminTitle>
      <ActionNotices reply={actionData} formError={removalRefused} saved={saved ? t.saved : null} />
      <div className="grid gap-8 xl:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="event-facts" className="self-start overflow-hidden rounded-2xl bg-white shadow-sm">
          <ResponsiveImage src={event.displayPhoto} alt={event.name} className="aspect-[16/9] w-full" sizes="(min-width: 1280px) 40vw, 100vw" />
          <div className="p-6">
            <h2 id="event-facts" className="text-lg font-semibold">
              {t.eventDetail}
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
            {t.edit}
          </h2>
          <EventForm
            values={failureOf(actionData, 'save')?.values ?? values}
            errors={failure?.confirm || removalRefused ? undefined : failure?.fieldErrors}
            formError={failure?.confirm || removalRefused ? undefined : failure?.formError}
            submitLabel={t.save}
            resetKey={event._id + (saved ? 'saved' : '')}
            bilingual
          />
        </section>
      </div>
    </>
  );
}
