/**
 * Both payment providers' peers for a site of a test file's own (tests/e2e/payments*.test.ts,
 * tests/api/payments*.test.ts): an SSLCommerz store and a bKash wallet with their own credentials,
 * and the site's settings that point at them: `useSite({ env: peers.siteEnv })`, or
 * `startApiHarness({ env: peers.env })` and then `peers.webhookTo(h.baseUrl)`.
 */
import { startBkashPeer, type BkashPeer } from './bkash-peer.ts';
import { startSslcommerzPeer, type SslcommerzPeer } from './sslcommerz-peer.ts';

export interface PaymentPeers {
  ssl: SslcommerzPeer;
  bkash: BkashPeer;
  /** The site's settings for both peers. */
  env: Record<string, string>;
  /** Points bKash's webhook at the site at `baseURL`. */
  webhookTo(baseURL: string): void;
  /** `env`, with the webhook pointed at `baseURL` first (what `useSite({ env })` takes). */
  siteEnv(baseURL: string): Record<string, string>;
  close(): Promise<void>;
}

/** `name` tells a file's store and wallet apart in the peers' logs. */
export async function startPaymentPeers(name: string): Promise<PaymentPeers> {
  const store = { id: `travelez_${name}`, password: `travelez_${name}@ssl` };
  const wallet = { appKey: `${name}-app-key`, appSecret: `${name}-app-secret`, username: `${name}-merchant`, password: `${name}-merchant-pass` };
  const ssl = await startSslcommerzPeer({ storeId: store.id, storePassword: store.password });
  const bkash = await startBkashPeer(wallet);
  const env = {
    SSLCOMMERZ_STORE_ID: store.id,
    SSLCOMMERZ_STORE_PASSWORD: store.password,
    SSLCOMMERZ_BASE_URL: ssl.baseUrl,
    BKASH_BASE_URL: bkash.baseUrl,
    BKASH_APP_KEY: wallet.appKey,
    BKASH_APP_SECRET: wallet.appSecret,
    BKASH_USERNAME: wallet.username,
    BKASH_PASSWORD: wallet.password,
    BKASH_WEBHOOK_CERT_HOSTS: new URL(bkash.baseUrl).host,
  };
  const webhookTo = (baseURL: string) => {
    bkash.webhookUrl = `${baseURL}/api/payments/bkash/webhook`;
  };
  return {
    ssl,
    bkash,
    env,
    webhookTo,
    siteEnv(baseURL) {
      webhookTo(baseURL);
      return env;
    },
    async close() {
      await ssl.close();
      await bkash.close();
    },
  };
}
