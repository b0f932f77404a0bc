import { LiveForm } from '../../components/forms/LiveForm.tsx';
import { messageFields } from '../../components/forms/message-fields.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { skipRevalidationAfterFailure } from '../../components/forms/client-action.ts';
import { safeFormAction } from '../../components/forms/safe-form-action.ts';
import { seo } from '../../components/seo.tsx';
import { company } from '../../components/site.ts';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { contactPageRules } from '../../../shared/schemas/public-forms.ts';
import { appFrom } from '../../context.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/contact';
import { handlePublicForm } from './forms.server.ts';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo(matches, {
    title: 'Contact',
    description: `Write or call Travelez in Dhaka: ${company.phone}, ${company.email}. Open ${company.hours}.`,
    path: '/contact',
    image: loaderData?.headerImage,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const packages = await appFrom(context).services.packages.list();
  const p = packages.find((x) => /sylhet|srimangal/i.test(x.name)) ?? packages[0];
  return { headerImage: p ? p.slider3 || p.displayPhoto : '' };
}

export const clientAction = (args: Route.ClientActionArgs) => safeFormAction(args);
export const shouldRevalidate = skipRevalidationAfterFailure;

export async function action({ context, request }: Route.ActionArgs) {
  return handlePublicForm(appFrom(context).services, request);
}

const info = [
  { title: 'Address', body: company.address, icon: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z' },
  { title: 'Phone', body: company.phone, href: company.phoneHref, icon: 'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z' },
  { title: 'E-mail', body: company.email, href: `mailto:${company.email}`, icon: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm9 7.2L4.4 7H4v.6l8 5.4 8-5.4V7h-.4L12 12.2Z' },
  { title: 'Working days', body: company.hours, icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 10.4 3.5 2.1-.9 1.5L11 13V6.5h2v5.9Z' },
];

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHeader title="Contact" subtitle="Questions, plans, special requests: we answer within one working day." image={loaderData.headerImage} crumbs={[{ label: 'Contact' }]} />
      <Container className="grid gap-10 py-16 lg:grid-cols-[1.5fr_1fr]">
        <section aria-labelledby="drop-title" className="rounded-[2rem] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line sm:p-10">
          <h2 id="drop-title" className="text-3xl font-bold text-teal-950">
            Drop a message
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">Tell us about the trip you have in mind, and we will plan it with you.</p>
          <LiveForm
            intent="contact"
            label="Drop a message"
            rules={contactPageRules}
            submitLabel="Send message"
            fieldsClassName="sm:grid-cols-2"
            fields={messageFields}
          />
        </section>
        <section aria-labelledby="info-title">
          <h2 id="info-title" className="text-3xl font-bold text-teal-950">
            Contact info
          </h2>
          <ul className="mt-6 space-y-4">
            {info.map((i) => (
              <li key={i.title} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white">
                  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
                    <path d={i.icon} />
                  </svg>
                </span>
                <div>
                  <h3 className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">{i.title}</h3>
                  {i.href ? (
                    <a href={i.href} className="font-semibold break-all text-teal-800 underline-offset-4 hover:underline">
                      {i.body}
                    </a>
                  ) : (
                    <p className="font-semibold text-ink">{i.body}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </main>
  );
}
