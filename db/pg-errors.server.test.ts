import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './pg-errors.server.ts';

/**
 * A "database" that lets a client sign in (AuthenticationOk, ReadyForQuery: PostgreSQL's wire
 * protocol) and then resets the connection when `cut()` is called: a blip, as the driver sees it.
 */
let database: net.Server;
let port: number;
const open = new Set<net.Socket>();
const cut = () => {
  for (const socket of open) socket.resetAndDestroy();
};
beforeAll(async () => {
  database = net.createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.once('data', () => {
      const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authenticationOk, readyForQuery]));
    });
  });
  await new Promise<void>((resolve) => database.listen(0, '127.0.0.1', resolve));
  port = (database.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => database.close(() => resolve())));

/**
 * What a transaction cut short throws: the connection breaks (the driver's 'error' event), then
 * its ROLLBACK is sent on the client it broke, and Drizzle wraps the driver's answer.
 */
async function rollbackAfterACut(): Promise<{ broke: Error; rollback: DrizzleQueryError }> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  // The driver reports the break more than once (the socket's error, then its end): each is heard.
  const broke = new Promise<Error>((resolve) => client.on('error', resolve));
  cut();
  const error = await broke;
  const rollback = await client.query('rollback').then(
    () => new Error('the ROLLBACK was answered'),
    (e: unknown) => e as Error,
  );
  return { broke: error, rollback: new DrizzleQueryError('rollback', [], rollback) };
}

describe('isDatabaseUnavailable', () => {
  it('a broken connection, and a query on the client it broke (the ROLLBACK of a transaction cut short)', async () => {
    const { broke, rollback } = await rollbackAfterACut();
    expect(isDatabaseUnavailable(broke)).toBe(true);
    expect((rollback.cause as Error).message).toBe('Client has encountered a connection error and is not queryable');
    expect(isDatabaseUnavailable(rollback)).toBe(true);
  });

  it('not a query the database refused', () => {
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const wrapped = new DrizzleQueryError('insert into users', [], duplicate);
    expect(isDatabaseUnavailable(wrapped)).toBe(false);
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
