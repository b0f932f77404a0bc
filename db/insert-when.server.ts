/**
 * `insert into <table> (...) select ... where <when>`: rows stored only when a condition holds,
 * written to be one part (a data-modifying WITH) of a larger statement. A change that must store
 * several rows together (a booking, its history and its e-mails) is then one statement: atomic
 * without BEGIN and COMMIT, and one round trip to the database instead of one per row and table
 * (on PGlite each statement is six calls into WebAssembly; on PostgreSQL one network round trip).
 *
 * Values go through each column's own mapping (as Drizzle's insert does: dates, JSON) and carry
 * the column's type as a cast, since PostgreSQL infers no types for the values of a SELECT.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export function insertWhen<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][], when: SQL): SQL {
  const first = rows[0];
  if (!first) throw new Error('insertWhen: no rows');
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => (first as Record<string, unknown>)[key] !== undefined);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertWhen: no column ${key}`);
    return column;
  });
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        names.map((column, i) => {
          const value = (row as Record<string, unknown>)[keys[i]!] ?? null;
          // A null is not handed to the column's mapping (JSON would turn it into 'null').
          return sql`${value === null ? sql`null` : sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
        }),
        sql`, `,
      )})`,
  );
  return sql`insert into ${table} (${sql.join(
    names.map((column) => sql.identifier(column.name)),
    sql`, `,
  )}) select * from (values ${sql.join(values, sql`, `)}) as v where ${when}`;
}
