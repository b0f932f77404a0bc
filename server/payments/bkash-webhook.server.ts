/**
 * bKash's webhook (bkash.server.ts's `verify`): an Amazon SNS message whose signature is checked
 * against the certificate at SigningCertURL, fetched only from an allowed host (Amazon SNS's, or
 * BKASH_WEBHOOK_CERT_HOSTS) and kept a day. A subscription is confirmed at its SubscribeURL; a
 * notification names the payment (merchantInvoiceNumber, paymentID). Anything else is a
 * `WebhookRefusal`, which the adapter logs in one line and answers as not authentic.
 */
import { X509Certificate, createVerify } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { callProvider, type ProviderHttp } from './provider-http.server.ts';
import { ProviderError, type VerifiedNotification } from './provider.server.ts';

const optStr = z.union([z.string(), z.number()]).transform(String).nullish();

const snsMessage = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1),
  Message: z.string(),
  Timestamp: z.string(),
  TopicArn: z.string(),
  Subject: z.string().nullish(),
  Token: z.string().nullish(),
  SubscribeURL: z.string().nullish(),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().min(1),
  SigningCertURL: z.string().min(1),
});
type SnsMessage = z.infer<typeof snsMessage>;

const webhookMessage = z.object({
  paymentID: optStr,
  trxID: optStr,
  merchantInvoiceNumber: optStr,
  transactionStatus: optStr,
  amount: optStr,
  currency: optStr,
});

/**
 * Amazon SNS's string to sign: the listed keys, in this order, each as "Key\nvalue\n" (Subject only
 * when the message has one). Shared with the test peer, which signs.
 */
export function snsStringToSign(message: Record<string, unknown>): string {
  const keys =
    message.Type === 'Notification'
      ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
  return keys
    .filter((key) => typeof message[key] === 'string')
    .map((key) => `${key}\n${message[key] as string}\n`)
    .join('');
}

/** Amazon SNS signs from sns.<region>.amazonaws.com (sns.<region>.amazonaws.com.cn in China). */
const defaultSnsHost = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** Why a webhook is not authentic: answered 400 and logged in one line. */
export class WebhookRefusal extends Error {}

export interface BkashWebhookOptions {
  http: ProviderHttp;
  /** The clock the certificate's validity is checked against (ms since the epoch). */
  now: () => number;
  /** The hosts a signing certificate may come from (default: Amazon SNS's). */
  certHosts?: readonly string[] | undefined;
}

/** The webhook's check: the notification it carries, or a WebhookRefusal. */
export function bkashWebhookVerifier({ http, now, certHosts }: BkashWebhookOptions): (raw: string) => Promise<VerifiedNotification> {
  const certificates = new LRUCache<string, X509Certificate>({ max: 20, ttl: 24 * 3600_000 });

  function certHostAllowed(url: URL): boolean {
    if (certHosts && certHosts.length > 0)
      return (url.protocol === 'https:' || url.protocol === 'http:') && (certHosts.includes(url.host) || certHosts.includes(url.hostname));
    return url.protocol === 'https:' && defaultSnsHost.test(url.hostname);
  }

  async function certificate(url: string): Promise<X509Certificate> {
    const cached = certificates.get(url);
    if (cached) return cached;
    let text: string;
    try {
      const response = await http.fetch(url, { redirect: 'error', signal: AbortSignal.timeout(http.timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } catch (error) {
      throw new WebhookRefusal(`the signing certificate could not be fetched (${error instanceof Error ? error.message : String(error)})`);
    }
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(text);
    } catch {
      throw new WebhookRefusal('the signing certificate is not a certificate');
    }
    certificates.set(url, cert);
    return cert;
  }

  /** Amazon SNS's verification: the certificate's host checked before anything is fetched, then the signature. */
  async function checkSignature(message: SnsMessage): Promise<void> {
    if (!URL.canParse(message.SigningCertURL)) throw new WebhookRefusal('SigningCertURL is not a URL');
    const certUrl = new URL(message.SigningCertURL);
    if (!certHostAllowed(certUrl) || !certUrl.pathname.endsWith('.pem')) throw new WebhookRefusal(`SigningCertURL host ${certUrl.host} is not allowed`);
    const cert = await certificate(certUrl.toString());
    const at = now();
    if (at < Date.parse(cert.validFrom) || at > Date.parse(cert.validTo)) throw new WebhookRefusal('the signing certificate is not valid now');
    const verifier = createVerify(message.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
    verifier.update(snsStringToSign(message), 'utf8');
    let good: boolean;
    try {
      good = verifier.verify(cert.publicKey, message.Signature, 'base64');
    } catch {
      good = false;
    }
    if (!good) throw new WebhookRefusal('bad signature');
  }

  async function verifyWebhook(raw: string): Promise<VerifiedNotification> {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new WebhookRefusal('the body is not JSON');
    }
    const parsed = snsMessage.safeParse(body);
    if (!parsed.success) throw new WebhookRefusal('not an Amazon SNS message');
    const message = parsed.data;
    await checkSignature(message);
    if (message.Type !== 'Notification') {
      // Subscribing the endpoint (set up once in bKash's portal): confirmed here, nothing for the
      // service to do but record the event.
      if (message.Type === 'SubscriptionConfirmation') {
        if (!message.SubscribeURL || !URL.canParse(message.SubscribeURL) || !certHostAllowed(new URL(message.SubscribeURL))) {
          throw new WebhookRefusal('SubscribeURL host is not allowed');
        }
        await callProvider(http, message.SubscribeURL, { method: 'GET' }).catch((error: unknown) => {
          // SNS answers the subscription in XML: any answer but a failure is a confirmation.
          const status = error instanceof ProviderError ? (error.raw as { status?: number } | undefined)?.status : undefined;
          if (status === undefined || status >= 400)
            throw new WebhookRefusal(`the subscription could not be confirmed (${error instanceof Error ? error.message : String(error)})`);
        });
      }
      return { eventId: message.MessageId, merchantRef: null, providerSessionId: null, params: { type: message.Type }, raw: message };
    }
    let inner: unknown;
    try {
      inner = JSON.parse(message.Message);
    } catch {
      throw new WebhookRefusal('its Message is not JSON');
    }
    const fields = webhookMessage.safeParse(inner);
    if (!fields.success) throw new WebhookRefusal('its Message has another shape');
    const { paymentID, merchantInvoiceNumber, trxID } = fields.data;
    return {
      eventId: message.MessageId,
      merchantRef: merchantInvoiceNumber ?? null,
      providerSessionId: paymentID ?? null,
      // source=webhook: the payment was executed already; confirm asks its status, never executes.
      params: { ...(paymentID ? { paymentID } : {}), ...(trxID ? { trxID } : {}), status: 'success', source: 'webhook' },
      raw: { ...message, Message: inner },
    };
  }

  return verifyWebhook;
}
