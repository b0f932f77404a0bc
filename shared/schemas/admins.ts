import { z } from 'zod';
import { emailAddress } from './common.ts';

export const adminInput = z.object({ email: emailAddress('Admin e-mail') });
