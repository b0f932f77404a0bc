/**
 * A local SSLCommerz (v4 hosted checkout) for tests: the session API, the hosted payment page (Pay,
 * Fail, Cancel), the signed IPN sent server to server, the browser's auto-submitted POST to
 * success_url/fail_url/cancel_url, the Order Validation API, the Transaction Query API and the
 * Refund and Refund Query APIs. With fault switches for what a real gateway can do wrong.
 *
 * It refuses what SSLCommerz's integration guide (API v4) and its official SDKs make mandatory:
 * `sessionRefusal` checks every mandatory field, the fields of the declared product_profile, the
 * shipping fields unless shipping_method is NO, the documented lengths, the amount range (10.00 to
 * 500000.00) and the URLs. A refund is paid every time it is asked for (SSLCommerz does not
 * document that it refuses a second one); `refundsMade` counts them.
 */
import { md5, sslcommerzSignature } from '../../server/payments/sslcommerz.server.ts';
import { autoPostPage, escapeHtml, listen, page, randomId, sendHtml, sendJson } from './peer-http.ts';

/** The product profiles SSLCommerz's guide lists, each with the fields it makes mandatory. */
export const sslcommerzProfiles: Record<string, readonly string[]> = {
  general: [],
  'physical-goods': [],
  'non-physical-goods': [],
  'airline-tickets': ['hours_till_departure', 'flight_type', 'pnr', 'journey_from_to', 'third_party_booking'],
  'travel-vertical': ['hotel_name', 'length_of_stay', 'check_in_time', 'hotel_city'],
  'telecom-vertical': ['product_type', 'topup_number', 'country_topup'],
};

/** Mandatory for every session (the guide's "Mandatory", the official SDKs' required arguments). */
const mandatory = [
  'store_id',
  'store_passwd',
  'total_amount',
  'currency',
  'tran_id',
  'product_category',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_postcode',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'num_of_item',
  'product_name',
  'product_profile',
] as const;

/** Mandatory when something is shipped (shipping_method other than NO). */
const shippingFields = ['ship_name', 'ship_add1', 'ship_area', 'ship_city', 'ship_sub_city', 'ship_postcode', 'ship_country'] as const;
/** Mandatory with SSLCommerz's own logistics. */
const logisticFields = ['weight_of_items', 'logistic_pickup_id', 'logistic_delivery_type'] as const;

/** The guide's maximum lengths. */
const maxLength: Record<string, number> = {
  store_id: 30,
  store_passwd: 30,
  currency: 3,
  tran_id: 30,
  success_url: 255,
  fail_url: 255,
  cancel_url: 255,
  ipn_url: 255,
  cus_name: 50,
  cus_email: 50,
  cus_add1: 50,
  cus_add2: 50,
  cus_city: 50,
  cus_state: 50,
  cus_postcode: 30,
  cus_country: 50,
  cus_phone: 20,
  cus_fax: 20,
  shipping_method: 50,
  ship_name: 50,
  ship_add1: 50,
  ship_add2: 50,
  ship_area: 50,
  ship_city: 50,
  ship_sub_city: 50,
  ship_state: 50,
  ship_postcode: 50,
  ship_country: 50,
  product_name: 255,
  product_category: 100,
  product_profile: 100,
  hours_till_departure: 30,
  flight_type: 30,
  pnr: 50,
  journey_from_to: 255,
  third_party_booking: 20,
  hotel_name: 255,
  length_of_stay: 30,
  check_in_time: 30,
  hotel_city: 50,
  product_type: 30,
  topup_number: 150,
  country_topup: 30,
  value_a: 255,
  value_b: 255,
  value_c: 255,
  value_d: 255,
};

const isWebUrl = (value: string): boolean => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * Why SSLCommerz would refuse this session request (its `failedreason`), or null when it would
 * open it. The store's credentials are checked by the caller.
 */
export function sessionRefusal(params: Record<string, string>): string | null {
  const given = (key: string) => (params[key] ?? '').trim() !== '';
  const missing: string[] = mandatory.filter((k) => !given(k));
  const profile = params.product_profile ?? '';
  const profileFields = sslcommerzProfiles[profile];
  if (given('product_profile') && !profileFields) return `Invalid product_profile: ${profile}`;
  missing.push(...(profileFields ?? []).filter((k) => !given(k)));
  const shipping = (params.shipping_method ?? '').trim().toUpperCase();
  if (given('shipping_method') && shipping !== 'NO') missing.push(...shippingFields.filter((k) => !given(k)));
  if (shipping === 'SSLCOMMERZ_LOGISTIC') missing.push(...logisticFields.filter((k) => !given(k)));
  if (missing.length > 0)
    return `Invalid Information! Mandatory field missing: ${missing.join(', ')}${profileFields?.length ? ` (product_profile ${profile})` : ''}`;
  const tooLong = Object.entries(maxLength).filter(([k, max]) => (params[k] ?? '').length > max);
  if (tooLong.length > 0) return `Invalid Information! Too long: ${tooLong.map(([k, max]) => `${k} (max ${max})`).join(', ')}`;
  const amount = params.total_amount ?? '';
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(amount) || Number(amount) < 10 || Number(amount) > 500000)
    return 'Invalid Information! total_amount must be from 10.00 BDT to 500000.00 BDT';
  if (!/^[A-Z]{3}$/.test(params.currency ?? '')) return 'Invalid Information! currency must be three letters';
  for (const k of ['success_url', 'fail_url', 'cancel_url', ...(given('ipn_url') ? ['ipn_url'] : [])]) {
    if (!isWebUrl(params[k] ?? '')) return `Invalid Information! ${k} is not a URL`;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(params.cus_email ?? '')) return 'Invalid Information! cus_email is not an e-mail address';
  if (!/^[1-9]\d*$/.test(params.num_of_item ?? '')) return 'Invalid Information! num_of_item must be a whole number';
  if (!['YES', 'NO', 'COURIER', 'SSLCOMMERZ_LOGISTIC'].includes(shipping))
    return 'Invalid Information! shipping_method must be YES, NO, Courier or SSLCOMMERZ_LOGISTIC';
  if (profile === 'airline-tickets') {
    if (!/^(oneway|return|multistop)$/i.test(params.flight_type ?? '')) return 'Invalid Information! flight_type must be Oneway, Return or Multistop';
    if (!/^(yes|no)$/i.test(params.third_party_booking ?? '')) return 'Invalid Information! third_party_booking must be Yes or No';
  }
  return null;
}

export interface SslcommerzPeerOptions {
  storeId?: string;
  storePassword?: string;
}

export interface SslcommerzPeerFaults {
  /** Pay sends no IPN. */
  loseIpn: boolean;
  /** Pay sends this many copies of the IPN (1 = normal). */
  duplicateIpn: number;
  /** IPNs (and the browser's POST) carry a wrong verify_sign. */
  forgeSignature: boolean;
  /** IPN, validation and query say this amount (e.g. "1.00") instead of the session's. */
  tamperAmount: string | null;
  /** Paid transactions carry risk_level "1". */
  riskLevel1: boolean;
  /** The validation and query APIs answer 503. */
  validationDown: boolean;
  /** The refund API answers status "failed". */
  refundFails: boolean;
  /** The refund API makes the refund, then drops the connection ('drop') or answers after `slowMs` ('slow'). */
  loseRefundAnswer: false | 'drop' | 'slow';
  /** How long 'slow' waits, in ms. */
  slowMs: number;
  /** The refund API makes the refund and answers "success" without its refund_ref_id: the refund query cannot be asked about it. */
  refundWithoutRef: boolean;
}

export type SslcommerzPeerStatus = 'PENDING' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';

export interface SslcommerzPeerPayment {
  sessionkey: string;
  tranId: string;
  /** "1500.00", as the session was opened. */
  amount: string;
  currency: string;
  status: SslcommerzPeerStatus;
  valId: string | null;
  bankTranId: string | null;
  riskLevel: '0' | '1';
  /** What the session API was sent (store_passwd left out). */
  init: Record<string, string>;
  /** The amount the gateway says was paid (tamperAmount at pay time, or the session's). */
  paidAmount: string;
  validations: number;
}

export interface SslcommerzPeerRefund {
  refundRefId: string;
  bankTranId: string;
  amount: string;
  refeId: string;
  /** The refund's refund_trans_id (mandatory since 24/02/2025). */
  refundTransId: string;
  status: 'processing' | 'refunded' | 'cancelled';
}

export interface SslcommerzReturn {
  /** success_url, fail_url or cancel_url: where the browser POSTs. */
  url: string;
  /** The form fields the browser POSTs there. */
  fields: Record<string, string>;
  /** The same fields form-encoded, as the merchant's server reads the body. */
  body: string;
}

export async function startSslcommerzPeer(opts: SslcommerzPeerOptions = {}) {
  const storeId = opts.storeId ?? 'travelez-test';
  const storePassword = opts.storePassword ?? 'travelez-test@ssl';
  const faults: SslcommerzPeerFaults = {
    loseIpn: false,
    duplicateIpn: 1,
    forgeSignature: false,
    tamperAmount: null,
    riskLevel1: false,
    validationDown: false,
    refundFails: false,
    loseRefundAnswer: false,
    slowMs: 3000,
    refundWithoutRef: false,
  };
  const counters = { refundsMade: 0 };
  const payments = new Map<string, SslcommerzPeerPayment>(); // by tran_id (the latest session)
  const sessions = new Map<string, SslcommerzPeerPayment>(); // by sessionkey
  const refunds = new Map<string, SslcommerzPeerRefund>();
  const ipnDeliveries: { url: string; status: number | null; fields: Record<string, string> }[] = [];
  const calls: { path: string; params: Record<string, string> }[] = [];

  function fieldsOf(p: SslcommerzPeerPayment, overrides: Record<string, string> = {}): Record<string, string> {
    const status = p.status === 'VALIDATED' ? 'VALID' : p.status;
    const fields: Record<string, string> = {
      tran_id: p.tranId,
      val_id: p.valId ?? '',
      amount: p.paidAmount,
      card_type: 'BKASH-BKash',
      store_amount: (Number(p.paidAmount) * 0.975).toFixed(2),
      card_no: '',
      bank_tran_id: p.bankTranId ?? '',
      status,
      tran_date: new Date().toISOString().replace('T', ' ').slice(0, 19),
      error: status === 'FAILED' ? 'Declined by the test gateway' : '',
      currency: 'BDT',
      card_issuer: 'BKash Mobile Banking',
      card_brand: 'MOBILEBANKING',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      store_id: storeId,
      currency_type: p.currency,
      currency_amount: p.paidAmount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      value_a: p.init.value_a ?? '',
      value_b: p.init.value_b ?? '',
      value_c: '',
      value_d: '',
      risk_level: p.riskLevel,
      risk_title: p.riskLevel === '1' ? 'Unsafe' : 'Safe',
      ...overrides,
    };
    if (status !== 'VALID') {
      delete fields.val_id;
      fields.bank_tran_id = '';
    }
    const verifyKey = Object.keys(fields).join(',');
    fields.verify_sign = faults.forgeSignature ? md5(`forged${Math.random()}`) : sslcommerzSignature(fields, verifyKey, storePassword);
    fields.verify_key = verifyKey;
    return fields;
  }

  async function postIpn(p: SslcommerzPeerPayment, overrides: Record<string, string> = {}): Promise<number | null> {
    const url = p.init.ipn_url;
    const fields = fieldsOf(p, overrides);
    if (!url) return null;
    let status: number | null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = null;
    }
    ipnDeliveries.push({ url, status, fields });
    return status;
  }

  /** The customer's choice on the hosted page: the gateway's state, the IPN, the browser's way back. */
  async function act(p: SslcommerzPeerPayment, action: 'pay' | 'fail' | 'cancel'): Promise<SslcommerzReturn> {
    if (p.status === 'PENDING') {
      if (action === 'pay') {
        p.status = 'VALID';
        p.valId = randomId(new Date().toISOString().slice(2, 10).replaceAll('-', ''), 14);
        p.bankTranId = randomId('BT', 14);
        p.riskLevel = faults.riskLevel1 ? '1' : '0';
        p.paidAmount = faults.tamperAmount ?? p.amount;
      } else p.status = action === 'fail' ? 'FAILED' : 'CANCELLED';
      if (p.status !== 'CANCELLED' && !faults.loseIpn) for (let i = 0; i < Math.max(1, faults.duplicateIpn); i++) await postIpn(p);
    }
    const url = p.status === 'CANCELLED' ? p.init.cancel_url : p.status === 'FAILED' ? p.init.fail_url : p.init.success_url;
    const fields = fieldsOf(p);
    return { url: url ?? '', fields, body: new URLSearchParams(fields).toString() };
  }

  function credentialsOk(params: Record<string, string>): boolean {
    return params.store_id === storeId && params.store_passwd === storePassword;
  }

  /**
   * A transaction as the validation and query APIs answer it: like the IPN, without its signature,
   * and without `currency` (the guide's answers name the session's currency `currency_type`).
   */
  function validationElement(p: SslcommerzPeerPayment): Record<string, string> {
    const { verify_sign: _s, verify_key: _k, currency: _c, ...fields } = fieldsOf(p);
    return { ...fields, status: p.status, APIConnect: 'DONE', validated_on: new Date().toISOString(), gw_version: '' };
  }

  const { baseUrl, close } = await listen(async (req, res, url, body) => {
    const params = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(body)) : Object.fromEntries(url.searchParams);
    calls.push({ path: url.pathname, params });

    if (req.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
      if (!credentialsOk(params))
        return sendJson(res, 200, { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active', sessionkey: '', GatewayPageURL: '' });
      const refusal = sessionRefusal(params);
      if (refusal) return sendJson(res, 200, { status: 'FAILED', failedreason: refusal, sessionkey: '', GatewayPageURL: '' });
      const { store_passwd: _p, ...init } = params;
      const sessionkey = randomId('', 32);
      const p: SslcommerzPeerPayment = {
        sessionkey,
        tranId: params.tran_id ?? '',
        amount: params.total_amount ?? '',
        currency: params.currency ?? '',
        status: 'PENDING',
        valId: null,
        bankTranId: null,
        riskLevel: '0',
        init,
        paidAmount: params.total_amount ?? '',
        validations: 0,
      };
      payments.set(p.tranId, p);
      sessions.set(sessionkey, p);
      return sendJson(res, 200, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey,
        gw: {},
        redirectGatewayURL: `${baseUrl}/gwprocess/v4/bankgw/indexhtml.php?SESSIONKEY=${sessionkey}`,
        GatewayPageURL: `${baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`,
        storeBanner: '',
        storeLogo: '',
        desc: [],
        is_direct_pay_enable: '0',
      });
    }

    if (url.pathname === '/gwprocess/v4/gw.php') {
      const p = sessions.get(params.SESSIONKEY ?? '');
      if (!p) return sendHtml(res, 404, page('Session not found', '<h1>Session not found</h1>'));
      if (req.method === 'GET') {
        const button = (action: string, label: string, primary = false) =>
          `<form method="post" action="/gwprocess/v4/gw.php"><input type="hidden" name="SESSIONKEY" value="${p.sessionkey}"><input type="hidden" name="action" value="${action}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
        return sendHtml(
          res,
          200,
          page(
            'SSLCommerz test gateway',
            `<h1>SSLCommerz (test)</h1><p>${escapeHtml(p.init.product_name ?? '')}</p><p>Amount: <strong>${escapeHtml(p.amount)} ${escapeHtml(p.currency)}</strong></p><p>Ref: ${escapeHtml(p.tranId)}</p>
${button('pay', 'Pay', true)}${button('fail', 'Fail')}${button('cancel', 'Cancel')}`,
          ),
        );
      }
      const action = params.action === 'pay' || params.action === 'fail' || params.action === 'cancel' ? params.action : null;
      if (!action) return sendHtml(res, 400, page('Bad request', '<h1>Bad request</h1>'));
      const back = await act(p, action);
      return sendHtml(res, 200, autoPostPage(back.url, back.fields));
    }

    if (url.pathname === '/validator/api/validationserverAPI.php') {
      if (faults.validationDown) return sendHtml(res, 503, '<h1>Service Unavailable</h1>');
      if (!credentialsOk(params)) return sendJson(res, 200, { status: 'INVALID_TRANSACTION', error: 'Store Credential Error' });
      const p = [...payments.values()].find((x) => x.valId !== null && x.valId === params.val_id);
      if (!p) return sendJson(res, 200, { status: 'INVALID_TRANSACTION' });
      p.validations += 1;
      const element = validationElement(p);
      // The first validation answers VALID, every later one VALIDATED (as SSLCommerz does).
      if (p.status === 'VALID') p.status = 'VALIDATED';
      return sendJson(res, 200, element);
    }

    if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      if (faults.validationDown) return sendHtml(res, 503, '<h1>Service Unavailable</h1>');
      if (!credentialsOk(params)) return sendJson(res, 200, { APIConnect: 'INVALID_REQUEST' });
      if (params.refund_ref_id) {
        const r = refunds.get(params.refund_ref_id);
        if (!r) return sendJson(res, 200, { APIConnect: 'INVALID_REQUEST', errorReason: 'Invalid refund_ref_id' });
        return sendJson(res, 200, {
          APIConnect: 'DONE',
          bank_tran_id: r.bankTranId,
          tran_id: [...payments.values()].find((x) => x.bankTranId === r.bankTranId)?.tranId ?? '',
          refund_ref_id: r.refundRefId,
          initiated_on: new Date().toISOString(),
          refunded_on: r.status === 'refunded' ? new Date().toISOString() : '',
          status: r.status,
          errorReason: '',
        });
      }
      if (params.bank_tran_id) {
        const p = [...payments.values()].find((x) => x.bankTranId === params.bank_tran_id);
        const fail = (errorReason: string) => sendJson(res, 200, { APIConnect: 'DONE', bank_tran_id: params.bank_tran_id, status: 'failed', errorReason });
        if (faults.refundFails) return fail('Refund refused by the test gateway');
        if (!p || (p.status !== 'VALID' && p.status !== 'VALIDATED')) return fail('Transaction not found or not refundable');
        if (!/^\d+\.\d{2}$/.test(params.refund_amount ?? '') || !params.refund_trans_id || !params.refund_remarks)
          return fail('refund_amount, refund_trans_id and refund_remarks are required');
        if (params.refund_trans_id.length > 30) return fail('refund_trans_id is longer than 30');
        // Nothing in the guide says a refund asked for twice is refused: it is paid twice.
        const already = [...refunds.values()]
          .filter((x) => x.bankTranId === p.bankTranId && x.status !== 'cancelled')
          .reduce((sum, x) => sum + Number(x.amount), 0);
        if (already + Number(params.refund_amount) > Number(p.paidAmount)) return fail('Refund amount exceeds the transaction amount');
        const r: SslcommerzPeerRefund = {
          refundRefId: randomId('RF', 12),
          bankTranId: p.bankTranId ?? '',
          amount: params.refund_amount ?? '',
          refeId: params.refe_id ?? '',
          refundTransId: params.refund_trans_id,
          status: 'processing',
        };
        refunds.set(r.refundRefId, r);
        counters.refundsMade += 1;
        if (faults.loseRefundAnswer === 'drop') return void res.destroy();
        if (faults.loseRefundAnswer === 'slow') await new Promise((resolve) => setTimeout(resolve, faults.slowMs));
        return sendJson(res, 200, {
          APIConnect: 'DONE',
          bank_tran_id: p.bankTranId,
          trans_id: p.tranId,
          ...(faults.refundWithoutRef ? {} : { refund_ref_id: r.refundRefId }),
          status: 'success',
          errorReason: '',
        });
      }
      if (params.tran_id) {
        const found = [...payments.values()].filter((x) => x.tranId === params.tran_id && x.status !== 'PENDING');
        // The transaction query's elements carry currency_type and currency_amount, and no `currency` (unlike the validation API).
        const element = found.map((p) => {
          const { currency: _currency, ...rest } = validationElement(p);
          return rest;
        });
        return sendJson(res, 200, { APIConnect: 'DONE', no_of_trans_found: found.length, element });
      }
      return sendJson(res, 200, { APIConnect: 'INVALID_REQUEST' });
    }

    return sendJson(res, 404, { error: 'not found' });
  });

  function byTranId(tranId: string): SslcommerzPeerPayment {
    const p = payments.get(tranId) ?? sessions.get(tranId);
    if (!p) throw new Error(`SSLCommerz peer: no session for ${tranId}`);
    return p;
  }

  return {
    baseUrl,
    storeId,
    storePassword,
    /** Settings for createSslcommerz / PaymentSettings.sslcommerz. */
    settings: { storeId, storePassword, baseUrl },
    faults,
    /** Sessions by tran_id (the latest one per tran_id). */
    payments,
    refunds,
    /** refundsMade: refunds the Refund API made (a refund asked for twice is made twice). */
    counters,
    /** Every IPN sent: where, its HTTP answer (null: no answer), its fields. */
    ipnDeliveries,
    /** Every API call received (path and parameters). */
    calls,
    close,
    /** The customer pays on the hosted page (by tran_id or sessionkey): the IPN goes out, the browser's POST back is returned. */
    pay: (tranId: string) => act(byTranId(tranId), 'pay'),
    fail: (tranId: string) => act(byTranId(tranId), 'fail'),
    cancel: (tranId: string) => act(byTranId(tranId), 'cancel'),
    /** Sends (again) the IPN of a transaction, fields overridden before signing; answers the merchant's HTTP status. */
    sendIpn: (tranId: string, overrides?: Record<string, string>) => postIpn(byTranId(tranId), overrides),
    /** The signed fields an IPN of this transaction would carry (for tests that post it themselves). */
    ipnFields: (tranId: string, overrides?: Record<string, string>) => fieldsOf(byTranId(tranId), overrides),
    /** SSLCommerz carries a refund out later: this settles it. */
    settleRefund: (refundRefId: string, status: 'refunded' | 'cancelled' = 'refunded') => {
      const r = refunds.get(refundRefId);
      if (!r) throw new Error(`SSLCommerz peer: no refund ${refundRefId}`);
      r.status = status;
    },
  };
}

export type SslcommerzPeer = Awaited<ReturnType<typeof startSslcommerzPeer>>;
