import { describe, expect, it } from 'vitest';
import type { ActionReply } from '../../lib/forms.ts';
import { unknownAction } from './admin.server.ts';
import { applyDayOp } from './forms.server.ts';
import { adminLayoutText } from './layout.text.ts';

describe('what the admin actions answer, in the page language', () => {
  it('an unknown action', () => {
    const form = new FormData();
    form.set('intent', 'explode');
    expect((unknownAction(form) as unknown as { data: ActionReply }).data).toMatchObject({ intent: 'explode', formError: 'Unknown action' });
    expect((unknownAction(form, 'bn') as unknown as { data: ActionReply }).data).toMatchObject({ formError: adminLayoutText.bn.unknownAction });
  });

  it('a day added to the itinerary without JavaScript', () => {
    expect(applyDayOp([{ day: 'Day 1', describe: '' }], 'add')?.[1]?.day).toBe('Day 2');
    expect(applyDayOp([{ day: 'দিন ১', describe: '' }], 'add', 'bn')?.[1]?.day).toBe('দিন ২');
  });

  it('page titles', () => {
    expect(adminLayoutText.en.title('Reviews')).toBe('Reviews | Travelez admin');
    expect(adminLayoutText.bn.title('রিভিউ')).toBe('রিভিউ | Travelez অ্যাডমিন');
  });
});
