// Placeholder until the adapters land (wt-pay).
import type { PaymentSettings } from '../config.server.ts';
import type { PaymentProvider, ProviderName } from './provider.server.ts';

export function paymentProviders(settings: PaymentSettings): Map<ProviderName, PaymentProvider> {
  void settings;
  return new Map();
}
