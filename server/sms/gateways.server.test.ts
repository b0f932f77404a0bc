import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.server.ts';
import type { Logger } from '../logger.server.ts';
import { createSmsGateway } from './gateways.server.ts';

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

describe('SMS settings', () => {
  it('without them, SMS go to DATA_DIR/outbox/sms; Bangladesh only', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/tz-data' });
    expect(config.sms).toEqual({
      sslwireless: undefined,
      outboxDir: '/tmp/tz-data/outbox/sms',
      countries: ['BD'],
      quietHours: { from: 22, until: 8 },
      inboundSecret: undefined,
    });
    expect(createSmsGateway(config, quiet).name).toBe('outbox');
  });

  it('all three name SSL Wireless; some of them are refused', () => {
    const config = loadConfig({ SMS_BASE_URL: 'https://smsplus.sslwireless.com/', SMS_API_TOKEN: 'token', SMS_SID: 'TRAVELEZ', SMS_COUNTRIES: 'bd,in' });
    expect(config.sms.sslwireless).toEqual({ baseUrl: 'https://smsplus.sslwireless.com', apiToken: 'token', sid: 'TRAVELEZ' });
    expect(config.sms.countries).toEqual(['BD', 'IN']);
    expect(createSmsGateway(config, quiet).name).toBe('sslwireless');
    expect(() => loadConfig({ SMS_BASE_URL: 'https://smsplus.sslwireless.com' })).toThrow(/SMS: set all of SMS_BASE_URL, SMS_API_TOKEN and SMS_SID/);
    expect(() => loadConfig({ SMS_COUNTRIES: 'BD,ZZ' })).toThrow(/unknown country "ZZ"/);
    expect(loadConfig({ SMS_QUIET_HOURS: 'off' }).sms.quietHours).toBeNull();
    expect(() => loadConfig({ SMS_QUIET_HOURS: 'nights' })).toThrow(/SMS_QUIET_HOURS/);
    expect(() => loadConfig({ SMS_INBOUND_SECRET: 'short' })).toThrow();
    expect(() => loadConfig({ SMS_SID: 'x'.repeat(21) })).toThrow(/SMS_SID/);
  });
});
