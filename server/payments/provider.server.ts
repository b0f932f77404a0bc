/**
 * One interface for the payment providers (SSLCommerz, bKash). The payments service
 * (server/services/payments.server.ts) speaks only this; each adapter turns it into its provider's
 * HTTP protocol over `fetch` with timeouts. Amounts are whole Taka here; an adapter formats them
 * the provider's way ("1500.00") at its edge and parses them back.
 *
 * Nothing an adapter answers from the customer's browser is proof of payment: `verify` only says
 * a notification is authentic and which payment it names; `confirm` and `query` ask the provider.
 */

export type ProviderName = 'sslcommerz' | 'bkash';
export const providerNames = ['sslcommerz', 'bkash'] as const satisfies readonly ProviderName[];

/**
 * A payment's state as the provider answers it. 'Failed' and 'Cancelled' only when the provider
 * says so explicitly; an answer that says neither yes nor no (a missing or unexpected field, an
 * amount, reference or currency that is not ours) is 'Unknown': the service never fails a payment
 * on it, asks again later and shows it to the operator.
 */
export type ProviderPaymentStatus = 'Paid' | 'Failed' | 'Cancelled' | 'Held' | 'Initiated' | 'Unknown';

export interface PaymentCustomer {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  /** SSLCommerz cus_postcode (mandatory there); the booking form does not ask for it yet. */
  postcode?: string;
  /** SSLCommerz cus_country; 'Bangladesh' when not given. */
  country?: string;
}

export interface StartInput {
  /** Our unique merchant reference (SSLCommerz tran_id, bKash merchantInvoiceNumber). */
  merchantRef: string;
  /** Whole Taka, > 0. */
  amount: number;
  purpose: 'advance' | 'balance';
  booking: {
    id: string;
    /** The tour's name. */
    tourName: string;
    /** 'YYYY-MM-DD' */
    travelDate: string;
    travellers: number;
    /** Hours from now to the departure. */
    hoursTillDeparture: number;
    /** The tour's length in days (SSLCommerz travel-vertical `length_of_stay`). */
    totalDays?: number;
    /** Where the tour goes, e.g. "Saint Martin Island" (SSLCommerz travel-vertical `hotel_city`). */
    place?: string;
  };
  customer: PaymentCustomer;
  /**
   * Where the customer comes back: the adapter appends its own parameters (bKash adds
   * `paymentID` and `status`; SSLCommerz POSTs its form to it). One URL for success, failure and
   * cancel; the adapter may add `?outcome=success|fail|cancel` where its protocol has three.
   */
  returnUrl: string;
  /** Where the provider notifies the server (SSLCommerz IPN). bKash uses the webhook set up in its portal. */
  notifyUrl: string;
}

export interface StartResult {
  /** The provider's hosted page, where the customer is sent. */
  redirectUrl: string;
  /** The provider's id of this session/payment (SSLCommerz sessionkey, bKash paymentID). */
  providerSessionId: string | null;
  raw: unknown;
}

/** What we know of a payment when asking the provider about it. */
export interface PaymentRef {
  merchantRef: string;
  /** Whole Taka we asked for. */
  amount: number;
  providerSessionId: string | null;
  /** The provider's transaction id once known (SSLCommerz val_id/bank_tran_id, bKash trxID). */
  providerPaymentId: string | null;
}

export interface PaymentState {
  status: ProviderPaymentStatus;
  /** Whole Taka the provider says was paid (null when it does not say). */
  amount: number | null;
  currency: string | null;
  /** The provider's transaction id (SSLCommerz bank_tran_id, bKash trxID). */
  providerPaymentId: string | null;
  /** Why it is Held, Failed or Cancelled (for the admin). */
  reason?: string;
  raw: unknown;
}

/** An authentic notification, as `verify` reads it. */
export interface VerifiedNotification {
  /** The provider's id of this event: a replay with the same id is a no-op. */
  eventId: string;
  /** The payment it names (our merchant reference). */
  merchantRef: string | null;
  /** The provider's session id it names (bKash paymentID), when it names no merchant reference. */
  providerSessionId: string | null;
  /** Parameters the adapter's `confirm` needs (SSLCommerz val_id). */
  params: Record<string, string>;
  raw: unknown;
}

export interface IncomingRequest {
  headers: Record<string, string | undefined>;
  /** The raw body (form-encoded for SSLCommerz, JSON for bKash's SNS). */
  body: string;
}

/**
 * A refund as the provider answers it: 'Pending' (taken, not yet carried out), 'Refunded',
 * 'Failed' (refused), 'NotFound' (asked about a refund, the provider says it has none such: it was
 * never made, so sending it is safe) or 'Unknown' (the provider cannot say: the service never sends
 * it again blind, the operator decides).
 */
export type ProviderRefundStatus = 'Pending' | 'Refunded' | 'Failed' | 'NotFound' | 'Unknown';

export interface RefundInput {
  /** Our unique refund reference. */
  refundRef: string;
  /** Whole Taka, > 0, at most what the payment took. */
  amount: number;
  reason: string;
}

export interface RefundState {
  status: ProviderRefundStatus;
  /** The provider's refund id (SSLCommerz refund_ref_id, bKash refundTrxID). */
  providerRefundId: string | null;
  reason?: string;
  raw: unknown;
}

export interface PaymentProvider {
  name: ProviderName;
  /** What the payment step shows, e.g. "Card, bKash, Nagad, Rocket or internet banking (SSLCommerz)". */
  label: string;
  /** Origins the browser is sent to (the page's CSP `form-action`). */
  origins: string[];
  start(input: StartInput): Promise<StartResult>;
  /**
   * An incoming notification (SSLCommerz IPN or its success POST; bKash's SNS webhook): null when
   * it is not authentic (bad signature, wrong certificate host, unknown store). Authentic is not
   * paid: the service then calls `confirm`.
   */
  verify(request: IncomingRequest): Promise<VerifiedNotification | null>;
  /**
   * Asks the provider whether this payment happened, from what the customer's return or a
   * notification carried (`params`: SSLCommerz val_id; bKash paymentID and status). bKash executes
   * the payment here (once; on a timeout it asks the payment's status instead). The answer is
   * checked against ours: another amount or currency is Failed (the provider says it took other
   * money); another merchant reference, a missing field or an undocumented status is an unknown
   * outcome (a ProviderError), never Failed. A customer's cancel or failure return is the
   * provider's status of the payment, not the return's word.
   */
  confirm(payment: PaymentRef, params: Record<string, string>): Promise<PaymentState>;
  /** Reconciliation: the provider's current state of this payment, without acting on it. */
  query(payment: PaymentRef): Promise<PaymentState>;
  refund(payment: PaymentRef, input: RefundInput): Promise<RefundState>;
  /**
   * Asks the provider about one refund, also one whose answer never came (no providerRefundId),
   * without making one. Refunded: the provider lists it as made. Failed: the provider says it was
   * refused or cancelled. Pending: being carried out. NotFound: the provider positively says it has
   * no such refund (it was never made: sending it now pays it once). Unknown, or a ProviderError
   * with `outcome: 'unknown'`: the provider could not say: never send it again blind.
   * `knownRefundIds`: the provider's ids of this payment's other refunds already recorded, so a
   * listed refund of the same amount is not mistaken for this one.
   */
  refundStatus(
    payment: PaymentRef,
    refund: { refundRef: string; providerRefundId: string | null; amount: number; knownRefundIds?: string[] },
  ): Promise<RefundState>;
}

/**
 * A provider call that did not give a definite answer. Every adapter method answers a definite
 * success (Paid, Held, Refunded), a definite failure the provider stated (Failed, Cancelled, a
 * refund Failed), an Unknown state, or this error, of three kinds, because each means something
 * else for money: no answer (`retryable`: a timeout, a dropped connection, a 5xx: the call may have
 * been carried out), an answer that cannot be read (`unclear`: a missing field, another shape: it
 * may have been carried out too), or a refusal (neither: the provider refused the request itself,
 * bad credentials, a session not opened: nothing happened).
 */
export class ProviderError extends Error {
  readonly provider: ProviderName;
  /** No answer came (a timeout, a dropped connection, a 5xx): asking again later may succeed. */
  readonly retryable: boolean;
  /** An answer came but says nothing we can read: whether the call was carried out is not known. */
  readonly unclear: boolean;
  readonly raw: unknown;
  constructor(message: string, provider: ProviderName, retryable: boolean, raw?: unknown, unclear = false) {
    super(message);
    this.name = 'ProviderError';
    this.provider = provider;
    this.retryable = retryable;
    this.unclear = unclear;
    this.raw = raw;
  }

  /** 'unknown': the provider may have acted (ask again, never assume failure); 'refused': it did nothing. */
  get outcome(): 'unknown' | 'refused' {
    return this.retryable || this.unclear ? 'unknown' : 'refused';
  }
}

/** True when the error leaves the provider's state unknown (see ProviderError.outcome). */
export function isUnknownOutcome(error: unknown): error is ProviderError {
  return error instanceof ProviderError && error.outcome === 'unknown';
}
