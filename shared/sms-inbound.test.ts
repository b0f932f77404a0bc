import { describe, expect, it } from 'vitest';
import { inboundCommand } from './sms-inbound.ts';

describe('inboundCommand', () => {
  it('STOP and বন্ধ end the SMS, whatever the case and spacing', () => {
    for (const text of ['STOP', 'stop', ' Stop. ', 'stop all', 'বন্ধ', 'বন্ধ।', ' বন্ধ  করুন ', 'UNSUBSCRIBE']) expect(inboundCommand(text), text).toBe('stop');
  });
  it('START and চালু bring them back', () => {
    for (const text of ['START', 'start', 'চালু', 'চালু করুন।']) expect(inboundCommand(text), text).toBe('start');
  });
  it('anything else is not a command (a reply is not an opt-out)', () => {
    for (const text of ['', 'Please stop the bus at Comilla', 'stopp', 'ধন্যবাদ', 'STOP 2']) expect(inboundCommand(text), text).toBeNull();
  });
});
