/**
 * Promo codes (issue 36): the admins create, list, edit, stop and restart them; a booking uses one in its own
 * transaction (bookings.server.ts, `usePromo`), where the uses are counted under the code's lock.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { idPattern, newId } from '../../db/ids.ts';
import { isUniqueViolation } from '../../db/pg-errors.server.ts';
import { bookings, promoCodes } from '../../db/schema.ts';
import type { PromoCodeDto, PromoCodeInput } from '../../shared/schemas/promo-codes.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { conflict, notFound } from './errors.server.ts';

type PromoRow = typeof promoCodes.$inferSelect;

function toDto(r: PromoRow, uses: number): PromoCodeDto {
  return {
    _id: r.id,
    code: r.code,
    kind: r.kind,
    value: r.value,
    validFrom: r.validFrom,
    validTo: r.validTo,
    maxUses: r.maxUses,
    perCustomer: r.perCustomer,
    packageIds: r.packageIds,
    minTravellers: r.minTravellers,
    active: r.active,
    uses,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Uses of a code: the bookings that carry it and are not cancelled. */
const usesOf = (id: typeof promoCodes.id) =>
  sql<number>`(select count(*)::int from ${bookings} where ${and(eq(bookings.promoCodeId, id), ne(bookings.status, 'Cancelled'))})`;

/** The columns an admin sets; `active` only when given (an edit without it leaves it as it is). */
const columnsOf = (input: PromoCodeInput) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  validFrom: input.validFrom ?? null,
  validTo: input.validTo ?? null,
  maxUses: input.maxUses ?? null,
  perCustomer: input.perCustomer ?? null,
  packageIds: [...new Set(input.packageIds ?? [])],
  minTravellers: input.minTravellers ?? null,
  ...(input.active === undefined ? {} : { active: input.active }),
});

/** A code taken by another row: 409 on the `code` field. */
async function uniqueCode<T>(code: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('promoCodeTaken', code).on('code');
    throw error;
  }
}

export function createPromoCodeService(db: Database, audit: AuditService) {
  async function get(id: string, tx: Database = db): Promise<PromoCodeDto> {
    if (!idPattern.test(id)) throw notFound('promoCodeNotFound');
    const [found] = await tx
      .select({ row: promoCodes, uses: usesOf(promoCodes.id) })
      .from(promoCodes)
      .where(eq(promoCodes.id, id));
    if (!found) throw notFound('promoCodeNotFound');
    return toDto(found.row, Number(found.uses));
  }

  /** Changes a code's columns in a transaction, with the audit's before and after. */
  async function change(actor: Actor, id: string, set: Partial<typeof promoCodes.$inferInsert>): Promise<PromoCodeDto> {
    return db.transaction(async (tx) => {
      const before = await get(id, tx as Database);
      await tx
        .update(promoCodes)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(promoCodes.id, id));
      const after = await get(id, tx as Database);
      await audit.record(actor, { action: 'update', entity: 'promoCode', entityId: id, before, after }, tx as Database);
      return after;
    });
  }

  return {
    async create(actor: Actor, input: PromoCodeInput): Promise<PromoCodeDto> {
      return uniqueCode(input.code, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(promoCodes)
            .values({ id: newId(), ...columnsOf(input) })
            .returning();
          const created = toDto(row!, 0);
          await audit.record(actor, { action: 'create', entity: 'promoCode', entityId: row!.id, after: created }, tx as Database);
          return created;
        }),
      );
    },

    /** One code with its uses. */
    get: (id: string) => get(id),

    /**
     * Replaces a code's fields (the uses stay: they are its bookings). A lower most-uses than
     * its uses leaves it used up; bookings made keep their discount.
     */
    async update(actor: Actor, id: string, input: PromoCodeInput): Promise<PromoCodeDto> {
      return uniqueCode(input.code, () => change(actor, id, columnsOf(input)));
    },

    /** Stops a code (bookings refuse it) or offers it again. */
    async setActive(actor: Actor, id: string, active: boolean): Promise<PromoCodeDto> {
      return change(actor, id, { active });
    },

    /** Every code with its uses, by code. */
    async list(): Promise<PromoCodeDto[]> {
      const rows = await db
        .select({ row: promoCodes, uses: usesOf(promoCodes.id) })
        .from(promoCodes)
        .orderBy(asc(promoCodes.code));
      return rows.map(({ row, uses }) => toDto(row, Number(uses)));
    },
  };
}
export type PromoCodeService = ReturnType<typeof createPromoCodeService>;
