/**
 * Texts sent to the operator's number (issue 37): STOP (or বন্ধ) opts the sender out of every SMS
 * but sign-in codes, as the dashboard's switch does; START (or চালু) opts it back in. SSL Wireless
 * documents no public inbound or delivery callback for SMS Plus, so the operator points whatever
 * forwards replies (the gateway's keyword forwarding, when SSL Wireless sets one up, or a script) at
 * `POST /api/sms/inbound`, authenticated by the shared secret `SMS_INBOUND_SECRET`
 * (`Authorization: Bearer <secret>`, or `?secret=` for forwarders that only take a URL).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { normalisePhone, type SmsCountry } from '../../shared/phone.ts';
import { inboundCommand } from '../../shared/sms-inbound.ts';
import type { SmsQueue } from './queue.server.ts';

export type InboundOutcome = 'optedOut' | 'optedIn' | 'ignored';

export interface SmsInbound {
  /** Whether the endpoint is on (SMS_INBOUND_SECRET set). */
  enabled: boolean;
  /** Whether `given` is the shared secret (compared in constant time). */
  authorised(given: string | null | undefined): boolean;
  /** One text from `from` (any written form of the number): what it did. */
  receive(from: string, text: string): Promise<InboundOutcome>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function createSmsInbound(deps: { queue: SmsQueue | null; countries: readonly SmsCountry[]; secret: string | undefined }): SmsInbound {
  const expected = deps.secret ? digest(deps.secret) : null;
  return {
    enabled: expected !== null,
    authorised(given) {
      return expected !== null && typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), expected);
    },
    async receive(from, text) {
      const phone = normalisePhone(from, deps.countries);
      const command = inboundCommand(text);
      if (!phone || !command || !deps.queue) return 'ignored';
      if (command === 'stop') {
        await deps.queue.optOut(phone, 'stop');
        return 'optedOut';
      }
      await deps.queue.optIn(phone);
      return 'optedIn';
    },
  };
}
