import { z } from 'zod';
import { emailAddress, requiredText } from './common.ts';

/** A contact-us or get-in-touch message (spec section 3). */
export const contactMessageInput = z.object({
  name: requiredText('Name', 120),
  email: emailAddress('Email'),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000, 'multiline'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const subscriberInput = z.object({ email: emailAddress('E-Mail') });
