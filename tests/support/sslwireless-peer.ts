/**
 * A local peer of SSL Wireless's SMS Plus API v3 (`POST /api/v3/send-sms`), refusing what its guide
 * says the real service refuses, with its codes: a body that is not JSON or not sent as JSON
 * (4005), a field missing or empty (4022), a wrong api_token (4001), a sid not permitted (4002),
 * an msisdn that is not a Bangladeshi mobile's 13 digits `8801[3-9]XXXXXXXX` or longer than 16
 * (4025), a blocked msisdn (4026), an sms over 1000 characters (4027), a csms_id over 20 characters
 * or not alphanumeric (4020), a csms_id already used that day (4023, the message is not sent
 * again), another path (4004). A success carries `smsinfo` with `sms_type` EN or BN (Unicode).
 * Fault switches: `down` (503), `slow` (answers after `slowMs`), `refusing` (a code of the guide for
 * every message: 4029, 4031, 5000, ...), `loseAnswer` (sends, then drops the connection).
 */
import { listen, randomId, sendJson } from './peer-http.ts';

export interface SslWirelessPeerMessage {
  msisdn: string;
  sms: string;
  csmsId: string;
  smsType: 'EN' | 'BN';
  referenceId: string;
  at: Date;
}

export interface SslWirelessPeerFaults {
  down: boolean;
  /** Answers after `slowMs` (the message is taken first). */
  slow: boolean;
  slowMs: number;
  /** Refuses every message with this status code (the message is not taken). */
  refusing: number | null;
  /** Takes the message, then drops the connection without an answer. */
  loseAnswer: boolean;
}

const maxLength = { api_token: 50, sid: 20, sms: 1000, csms_id: 20 } as const;

export async function startSslWirelessPeer(opts: { apiToken?: string; sid?: string; blocked?: string[] } = {}) {
  const apiToken = opts.apiToken ?? `peer-${randomId('', 24)}`;
  const sid = opts.sid ?? 'TRAVELEZ';
  const blocked = new Set(opts.blocked ?? []);
  const faults: SslWirelessPeerFaults = { down: false, slow: false, slowMs: 3000, refusing: null, loseAnswer: false };
  const messages: SslWirelessPeerMessage[] = [];
  /** Every request that reached the peer (refused ones too). */
  let requests = 0;
  const dayOf = (d: Date) => new Date(d.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

  const { close, baseUrl } = await listen(async (req, res, url, body) => {
    requests++;
    const fail = (code: number, error: string, http = 200) => sendJson(res, http, { status: 'FAILED', status_code: code, error_message: error, smsinfo: [] });
    if (faults.down) return sendJson(res, 503, { message: 'Service Unavailable' });
    if (url.pathname !== '/api/v3/send-sms' || req.method !== 'POST') return fail(4004, 'Endpoint Not Found', 404);
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return fail(4005, 'Invalid request format');
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return fail(4005, 'Invalid request format');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return fail(4005, 'Invalid request format');
    const fields = json as Record<string, unknown>;
    for (const name of ['api_token', 'sid', 'msisdn', 'sms', 'csms_id'] as const) {
      if (typeof fields[name] !== 'string' || (fields[name] as string).trim() === '') return fail(4022, `Required Parameter Missing: ${name}`);
    }
    const f = fields as Record<'api_token' | 'sid' | 'msisdn' | 'sms' | 'csms_id', string>;
    if (f.api_token.length > maxLength.api_token || f.api_token !== apiToken) return fail(4001, 'Unauthorized');
    if (f.sid.length > maxLength.sid || f.sid !== sid) return fail(4002, 'SID/Stakeholder is not permitted to send SMS');
    if (faults.refusing !== null) return fail(faults.refusing, 'Refused by the test gateway');
    if (f.csms_id.length > maxLength.csms_id || !/^[A-Za-z0-9]+$/.test(f.csms_id)) return fail(4020, 'Invalid CSMS ID');
    if (f.msisdn.length > 16 || !/^8801[3-9]\d{8}$/.test(f.msisdn)) return fail(4025, 'Invalid MSISDN');
    if (blocked.has(f.msisdn)) return fail(4026, 'Blocked MSISDN');
    if ([...f.sms].length > maxLength.sms) return fail(4027, 'Message length exceeded');
    const now = new Date();
    if (messages.some((m) => m.csmsId === f.csms_id && dayOf(m.at) === dayOf(now))) return fail(4023, 'Duplicate CSMS ID');
    const message: SslWirelessPeerMessage = {
      msisdn: f.msisdn,
      sms: f.sms,
      csmsId: f.csms_id,
      // GSM-7 and ASCII are sent as EN, anything else as Unicode.
      smsType: /^[\x00-\x7F£¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà€]*$/.test(f.sms) ? 'EN' : 'BN',
      referenceId: randomId('', 19).toLowerCase(),
      at: now,
    };
    messages.push(message);
    if (faults.loseAnswer) return void res.destroy();
    if (faults.slow) await new Promise((resolve) => setTimeout(resolve, faults.slowMs));
    sendJson(res, 200, {
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [
        {
          sms_status: 'SUCCESS',
          status_message: 'Success',
          msisdn: message.msisdn,
          sms_type: message.smsType,
          sms_body: message.sms,
          csms_id: message.csmsId,
          reference_id: message.referenceId,
        },
      ],
    });
  });

  return {
    baseUrl,
    settings: { baseUrl, apiToken, sid },
    faults,
    messages,
    get requests() {
      return requests;
    },
    /** The messages to one number (E.164 or msisdn), oldest first. */
    to(phone: string) {
      const msisdn = phone.replace(/^\+/, '');
      return messages.filter((m) => m.msisdn === msisdn);
    },
    reset() {
      Object.assign(faults, { down: false, slow: false, slowMs: 3000, refusing: null, loseAnswer: false });
      messages.length = 0;
      requests = 0;
    },
    close,
  };
}

export type SslWirelessPeer = Awaited<ReturnType<typeof startSslWirelessPeer>>;
