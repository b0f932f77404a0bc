import { href } from 'react-router';
import { LiveForm } from '../../components/forms/LiveForm.tsx';
import { useMessageFields } from '../../components/forms/message-fields.ts';
import { companyText } from '../../components/company.text.ts';
import { IconClockSolid, IconMail, IconPhone, IconPlace } from '../../components/icons.tsx';
import { RouteError } from '../../components/RouteError.tsx';
import { skipRevalidationAfterFailure } from '../../components/forms/client-action.ts';
import { safeFormAction } from '../../components/forms/safe-form-action.ts';
import { langFrom, seo } from '../../components/seo.tsx';
import { company } from '../../components/site.ts';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Container } from '../../components/ui/Section.tsx';
import { contactPageRules } from '../../../shared/schemas/public-forms.ts';
import { appFrom } from '../../context.ts';
import { useText } from '../../lib/i18n.ts';
import type { SiteHandle } from '../site-layout.tsx';
import type { Route } from './+types/contact';
import { contactText } from './contact.text.ts';
import { handlePublicForm } from './forms.server.ts';

export const handle: SiteHandle = { navOverlay: true };
export const ErrorBoundary = RouteError;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lang = langFrom(matches);
  const t = contactText[lang];
  return seo(matches, {
    title: t.title,
    description: t.metaDescription(company.phone, company.email, companyText[lang].hours),
    path: href('/contact'),
    image: loaderData?.headerImage,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = appFrom(context);
  const packages = await services.packages.list(lang);
  const p = packages.find((x) => /sylhet|srimangal/i.test(x.name)) ?? packages[0];
  return { headerImage: p ? p.slider3 || p.displayPhoto : '' };
}

export const clientAction = (args: Route.ClientActionArgs) => safeFormAction(args);
export const shouldRevalidate = skipRevalidationAfterFailure;

export async function action({ context, request }: Route.ActionArgs) {
  return handlePublicForm(appFrom(context).services, request);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useText(contactText);
  const c = useText(companyText);
  const messageFields = useMessageFields();
  const info = [
    { title: t.address, body: c.address, Icon: IconPlace },
    { title: t.phone, body: company.phone, href: company.phoneHref, Icon: IconPhone },
    { title: t.email, body: company.email, href: `mailto:${company.email}`, Icon: IconMail },
    { title: t.workingDays, body: c.hours, Icon: IconClockSolid },
  ];
  return (
    <main>
      <PageHeader title={t.title} subtitle={t.subtitle} image={loaderData.headerImage} crumbs={[{ label: t.title }]} />
      <Container className="grid gap-10 py-16 lg:grid-cols-[1.5fr_1fr]">
        <section aria-labelledby="drop-title" className="rounded-[2rem] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-line sm:p-10">
          <h2 id="drop-title" className="text-3xl font-bold text-teal-950">
            {t.dropMessage}
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">{t.dropLead}</p>
          <LiveForm
            intent="contact"
            label={t.dropMessage}
            rules={contactPageRules}
            submitLabel={t.send}
            fieldsClassName="sm:grid-cols-2"
            fields={messageFields}
          />
        </section>
        <section aria-labelledby="info-title">
          <h2 id="info-title" className="text-3xl font-bold text-teal-950">
            {t.contactInfo}
          </h2>
          <ul className="mt-6 space-y-4">
            {info.map((i) => (
              <li key={i.title} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white">
                  <i.Icon className="size-5" />
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
