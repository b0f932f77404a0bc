/**
 * The wizard's confirmation asks the server what the booking will cost (POST /api/quote, priced by
 * the bookings service with the rule the booking uses): the breakdown, the promo code's discount
 * and the total. Until it answers, the step shows the price it worked out itself without the code.
 */
import { useEffect, useState } from 'react';
import { isMessageKey, msg, type MessageRef } from '../../../../shared/i18n/coded-messages.ts';
import type { Party } from '../../../../shared/party.ts';
import type { QuoteDto } from '../../../../shared/schemas/booking-dto.ts';

export interface QuoteAsk {
  packageId?: string;
  eventId?: string;
  departureId?: string;
  travelDate?: string;
  travellers: number;
  party: Party;
  promoCode?: string;
}

export type QuoteState = { state: 'asking' } | { state: 'priced'; quote: QuoteDto } | { state: 'refused'; reason: MessageRef } | { state: 'unavailable' };

/** The server's quote for `ask`, asked again whenever it changes (null: nothing to price yet). */
export function useQuote(ask: QuoteAsk | null): QuoteState {
  const key = ask ? JSON.stringify(ask) : '';
  const [answer, setAnswer] = useState<{ key: string; state: QuoteState }>({ key: '', state: { state: 'asking' } });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetch('/api/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: key,
      signal: controller.signal,
    })
      .then(async (res) => {
        const body = (await res.json()) as QuoteDto | { code?: string; params?: unknown[] };
        if (res.ok) return setAnswer({ key, state: { state: 'priced', quote: body as QuoteDto } });
        const { code, params } = body as { code?: string; params?: unknown[] };
        const reason = isMessageKey(code) ? ({ key: code, params: params ?? [] } as unknown as MessageRef) : msg('checkForm');
        setAnswer({ key, state: { state: 'refused', reason } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, state: { state: 'unavailable' } });
      });
    return () => controller.abort();
  }, [key]);
  return answer.key === key ? answer.state : { state: 'asking' };
}
