/** The SMS gateway the settings name: SSL Wireless SMS Plus, or the outbox (DATA_DIR/outbox/sms). */
import type { AppConfig } from '../config.server.ts';
import type { Logger } from '../logger.server.ts';
import { createSmsOutbox, type SmsGateway } from './gateway.server.ts';
import { createSslWireless } from './sslwireless.server.ts';

export function createSmsGateway(config: Pick<AppConfig, 'sms' | 'env'>, logger: Logger): SmsGateway {
  if (config.sms.sslwireless) return createSslWireless(config.sms.sslwireless);
  return createSmsOutbox({ dir: config.sms.outboxDir, logger, logText: config.env === 'development' });
}
