/**
 * Promo codes (issue 36): the admins create and list them; a booking uses one in its own
 * transaction (bookings.server.ts, `usePromo`), where the uses are counted under the code's lock.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { isUniqueViolation } from '../../db/pg-errors.server.ts';
import { bookings, promoCodes } from '../../db/schema.ts';
import type { PromoCodeDto, PromoCodeInput } from '../../shared/schemas/promo-codes.ts';
import type { Actor, AuditService } from './audit.server.ts';
import { conflict } from './errors.server.ts';

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
    uses,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Uses of a code: the bookings that carry it and are not cancelled. */
const usesOf = (id: typeof promoCodes.id) =>
  sql<number>`(select count(*)::int from ${bookings} where ${and(eq(bookings.promoCodeId, id), ne(bookings.status, 'Cancelled'))})`;

export function createPromoCodeService(db: Database, audit: AuditService) {
  return {
    async create(actor: Actor, input: PromoCodeInput): Promise<PromoCodeDto> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(promoCodes)
            .values({
              id: newId(),
              code: input.code,
              kind: input.kind,
              value: input.value,
              validFrom: input.validFrom ?? null,
              validTo: input.validTo ?? null,
              maxUses: input.maxUses ?? null,
              perCustomer: input.perCustomer ?? null,
              packageIds: [...new Set(input.packageIds ?? [])],
              minTravellers: input.minTravellers ?? null,
            })
            .returning();
          const created = toDto(row!, 0);
          await audit.record(actor, { action: 'create', entity: 'promoCode', entityId: row!.id, after: created }, tx as Database);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('promoCodeTaken', input.code).on('code');
        throw error;
      }
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
