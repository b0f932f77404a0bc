/**
 * SSL Wireless SMS Plus, API v3: `POST {SMS_BASE_URL}/api/v3/send-sms`, JSON
 * `{api_token, sid, msisdn, sms, csms_id}` (api_token at most 50 characters, sid 20, msisdn the
 * number's digits without `+`, at most 16, sms at most 1000, csms_id at most 20 and unique within
 * a day). The answer: `{status: "SUCCESS"|"FAILED", status_code, error_message, smsinfo: [{sms_status,
 * status_message, msisdn, sms_type, sms_body, csms_id, reference_id}]}`. The codes read (its
 * guide): 200 success; 4001 invalid API token, 4002 SID not permitted, 4003 IP blacklisted, 4004
 * endpoint not found, 4005 invalid request format (settings: retried, for the operator to fix);
 * 4020 invalid CSMS ID, 4022 required parameter missing, 4025 invalid MSISDN, 4026 blocked MSISDN,
 * 4027 message too long, 4028 no SMS successful, 4030 too many MSISDNs (this message can never go:
 * failed); 4023 duplicate CSMS ID (taken before: sent); 4029 too many requests, 4031 TPS exceeded,
 * 5000 unknown error (retried with the same csms_id). An answer of another shape, or a success
 * naming another csms_id, is an unknown outcome: retried with the same id, which is safe.
 */
import { z } from 'zod';
import { msisdnOf } from '../../shared/phone.ts';
import { SmsError, type SmsGateway, type SmsSent, type SmsToSend } from './gateway.server.ts';

export interface SslWirelessSettings {
  baseUrl: string;
  apiToken: string;
  sid: string;
}

export const sslWirelessCodes = {
  success: 200,
  invalidToken: 4001,
  sidNotPermitted: 4002,
  ipBlacklisted: 4003,
  endpointNotFound: 4004,
  invalidFormat: 4005,
  invalidCsmsId: 4020,
  parameterMissing: 4022,
  duplicateCsmsId: 4023,
  invalidMsisdn: 4025,
  blockedMsisdn: 4026,
  tooLong: 4027,
  invalidMessageData: 4028,
  tooManyRequests: 4029,
  tooManyMsisdn: 4030,
  tpsExceeded: 4031,
  unknownError: 5000,
} as const;

/** Refusals of this message itself: sending it again can never work. */
const finalCodes = new Set<number>([4020, 4022, 4025, 4026, 4027, 4028, 4030]);

const answerSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number(),
  error_message: z.string().nullish(),
  smsinfo: z
    .array(
      z.looseObject({
        sms_status: z.string().optional(),
        status_message: z.string().nullish(),
        msisdn: z.string().optional(),
        csms_id: z.string().optional(),
        reference_id: z.union([z.string(), z.number()]).nullish(),
      }),
    )
    .nullish(),
});

export function createSslWireless(settings: SslWirelessSettings, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): SmsGateway {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const url = `${settings.baseUrl.replace(/\/$/, '')}/api/v3/send-sms`;
  return {
    name: 'sslwireless',
    async send(sms: SmsToSend): Promise<SmsSent> {
      let status: number;
      let text: string;
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ api_token: settings.apiToken, sid: settings.sid, msisdn: msisdnOf(sms.to), sms: sms.text, csms_id: sms.id }),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new SmsError(
          `sslwireless: ${timedOut ? 'no answer in time' : `network error (${error instanceof Error ? error.message : String(error)})`}`,
          true,
        );
      }
      if (status >= 500) throw new SmsError(`sslwireless: HTTP ${status}`, true);
      let parsed;
      try {
        parsed = answerSchema.safeParse(JSON.parse(text));
      } catch {
        throw new SmsError(`sslwireless: an answer that is not JSON (HTTP ${status})`, true);
      }
      if (!parsed.success) throw new SmsError(`sslwireless: unexpected answer (HTTP ${status})`, true);
      const answer = parsed.data;
      const code = answer.status_code;
      const why = answer.error_message || answer.smsinfo?.[0]?.status_message || answer.status;
      if (code === sslWirelessCodes.duplicateCsmsId) return { reference: null, duplicate: true };
      if (answer.status.toUpperCase() === 'SUCCESS' && code === sslWirelessCodes.success) {
        const info = answer.smsinfo?.find((i) => i.csms_id === sms.id) ?? (answer.smsinfo?.length === 1 ? answer.smsinfo[0] : undefined);
        if (!info || (info.csms_id !== undefined && info.csms_id !== sms.id)) throw new SmsError('sslwireless: a success that names another message', true);
        const smsStatus = (info.sms_status ?? 'SUCCESS').toUpperCase();
        if (smsStatus === 'SUCCESS') return { reference: info.reference_id == null ? null : String(info.reference_id), duplicate: false };
        if (/DUPLICATE/.test(smsStatus) && /CSMS/i.test(info.status_message ?? '')) return { reference: null, duplicate: true };
        throw new SmsError(`sslwireless: ${smsStatus}${info.status_message ? ` (${info.status_message})` : ''}`, false, code);
      }
      if (answer.status.toUpperCase() !== 'FAILED' && code === sslWirelessCodes.success)
        throw new SmsError(`sslwireless: unexpected status ${answer.status}`, true);
      throw new SmsError(`sslwireless ${code}: ${why}`, !finalCodes.has(code), code);
    },
  };
}
