/** The payment providers whose settings are present, by name. */
import type { PaymentSettings } from '../config.server.ts';
import { createBkash } from './bkash.server.ts';
import type { PaymentProvider, ProviderName } from './provider.server.ts';
import { createSslcommerz } from './sslcommerz.server.ts';

export function paymentProviders(settings: PaymentSettings): Map<ProviderName, PaymentProvider> {
  const providers = new Map<ProviderName, PaymentProvider>();
  if (settings.sslcommerz) providers.set('sslcommerz', createSslcommerz(settings.sslcommerz));
  if (settings.bkash) providers.set('bkash', createBkash(settings.bkash));
  return providers;
}
