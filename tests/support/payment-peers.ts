/**
 * Both payment providers' peers for an e2e site of its own (tests/e2e/payments*.test.ts): an
 * SSLCommerz store and a bKash wallet with their own credentials, and the site's settings that
 * point at them (`useSite({ env: peers.siteEnv })`).
 */
import { startBkashPeer, type BkashPeer } from './bkash-peer.ts';
import { startSslcommerzPeer, type SslcommerzPeer } from './sslcommerz-peer.ts';

export interface PaymentPeers {
  ssl: SslcommerzPeer;
  bkash: BkashPeer;
  /** The site's settings for both peers (the bKash webhook is pointed at `baseURL`). */
  siteEnv(baseURL: string): Record<string, string>;
  close(): Promise<void>;
}

/** `name` tells a file's store and wallet apart in the peers' logs. */
export async function startPaymentPeers(name: string): Promise<PaymentPeers> {
  const store = { id: `travelez_${name}`, password: `travelez_${name}@ssl` };
  const wallet = { appKey: `${name}-app-key`, appSecret: `${name}-app-secret`, username: `${name}-merchant`, password: `${name}-merchant-pass` };
  const ssl = await startSslcommerzPeer({ storeId: store.id, storePassword: store.password });
  const bkash = await startBkashPeer(wallet);
  return {
    ssl,
    bkash,
    siteEnv(baseURL) {
      bkash.webhookUrl = `${baseURL}/api/payments/bkash/webhook`;
      return {
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
    },
    async close() {
      await ssl.close();
      await bkash.close();
    },
  };
}
