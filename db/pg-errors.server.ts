/**
 * What a failed query means, read from PostgreSQL's SQLSTATE codes (PGlite answers with the same
 * codes). Drivers and Drizzle wrap the database's error in their own, so every helper looks
 * through the chain of causes.
 */

/** An error and the errors it wraps (`cause`), outermost first; a few levels are enough. */
export function* causes(error: unknown): Generator<unknown> {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a database error, or null when the error did not come from the database. */
export function pgErrorCode(error: unknown): string | null {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A unique index refused the row: someone stored the same key first. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** Error codes and SQLSTATEs that say the database could not be reached or went away (not that a query was wrong). */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001', '08003']);

/** The database could not be reached, or the connection broke: worth a 503 and a later retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    // node-postgres's own words for a connection that broke or never came, and for a query sent on a
    // client whose connection broke (a transaction's ROLLBACK after a cut): they carry no code.
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}
