/**
 * /payments/{provider}/received/{paymentId}: the page anyone but the booking's owner sees after a
 * provider's return (payment-return.ts): the same for everyone, whatever the payment's state,
 * naming no booking. Signing in leads back through the return, which takes the owner on to the
 * booking.
 */
import { href } from 'react-router';
import { langFrom } from '../../components/seo.tsx';
import { ButtonLink, Container, Notice, PageHeader } from '../../components/ui/index.ts';
import { useText } from '../../lib/i18n.ts';
import { paymentReturnText } from './payment-return.text.ts';
import type { Route } from './+types/payment-received';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${paymentReturnText[langFrom(matches)].title} | Travelez` }, { name: 'robots', content: 'noindex' }];
}

export default function PaymentReceived({ params }: Route.ComponentProps) {
  const t = useText(paymentReturnText);
  const back = href('/payments/:provider/return/:id', { provider: params.provider, id: params.id });
  return (
    <main>
      <PageHeader title={t.title} />
      <Container className="max-w-2xl py-10">
        <Notice tone="info">
          <p>{t.lead}</p>
          <p className="mt-2">{t.mailNote}</p>
        </Notice>
        <p className="mt-6 text-slate-700">{t.signInToSee}</p>
        <ButtonLink to={`${href('/signin')}?redirectTo=${encodeURIComponent(back)}`} className="mt-4">
          {t.signIn}
        </ButtonLink>
      </Container>
    </main>
  );
}
