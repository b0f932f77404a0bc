/**
 * The SMS about an account (issue 37), to the account's verified phone only, in the account's
 * language: its password changed or reset, and (to the number it had) its phone replaced by another.
 * A security notice: "if this was not you", with the operator's phone. Without a queue nothing is sent.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { users } from '../../db/schema.ts';
import { company } from '../../shared/company.ts';
import { asLang, type Lang } from '../../shared/i18n/lang.ts';
import type { SmsQueue } from './queue.server.ts';

/** The operator's phone as an SMS writes it: +8801712345678. */
const operatorPhone = company.phoneHref.replace(/^tel:/, '');

export interface AccountTexts {
  /** The account's password was changed or reset: to its verified phone, if it has one. */
  passwordChanged(userId: string): Promise<void>;
  /** The account's verified phone became another number: to the number it was. */
  phoneChanged(previousPhone: string, lang: Lang): Promise<void>;
  /** The account's verified phone and language (null: none verified). */
  verifiedPhoneOf(userId: string): Promise<{ phone: string; lang: Lang } | null>;
}

export function accountTexts(db: Database, queue: SmsQueue | null | undefined): AccountTexts {
  async function verifiedPhoneOf(userId: string) {
    const [row] = await db
      .select({ phone: users.phoneNumber, verified: users.phoneNumberVerified, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return row?.phone && row.verified ? { phone: row.phone, lang: asLang(row.language) } : null;
  }
  return {
    verifiedPhoneOf,
    async passwordChanged(userId) {
      if (!queue) return;
      const to = await verifiedPhoneOf(userId);
      if (to) await queue.enqueue({ to: to.phone, lang: to.lang, message: { kind: 'passwordChanged', phone: operatorPhone } });
    },
    async phoneChanged(previousPhone, lang) {
      if (!queue) return;
      await queue.enqueue({ to: previousPhone, lang, message: { kind: 'phoneChanged', phone: operatorPhone } });
    },
  };
}
