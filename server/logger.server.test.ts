import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, failureSummary, logLine } from './logger.server.ts';

afterEach(() => vi.restoreAllMocks());

describe('logger', () => {
  it('writes one line per message: line breaks and escape sequences become visible escapes', () => {
    expect(logLine('signed up: Eve\n[auth] created the admin account eve@example.com')).toBe(
      'signed up: Eve\\n[auth] created the admin account eve@example.com',
    );
    expect(logLine('a\rb\u001b[31mred\u0000')).toBe('a\\rb\\u001b[31mred\\u0000');
    expect(logLine('Nadia — ঢাকা')).toBe('Nadia — ঢাকা');
  });
  it('applies it to every level, error messages included', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = createLogger('debug');
    log.info('[mail] to Eve\nforged line');
    log.error('[http] failed', new Error('bad name "x\ny"'));
    expect(info.mock.calls[0]![0]).toBe('[mail] to Eve\\nforged line');
    expect(String(error.mock.calls[0]![1])).toContain('bad name "x\\ny"');
  });
});

describe('failureSummary', () => {
  it("names the innermost cause's first line, not the wrapper's query and parameters", () => {
    const lost = new Error('Connection terminated unexpectedly');
    const wrapped = new Error('Failed query: select * from bookings where email = $1\nparams: someone@example.com', { cause: lost });
    expect(failureSummary(wrapped)).toBe('Connection terminated unexpectedly');
    expect(failureSummary(new Error('first line\nsecond line'))).toBe('first line');
    expect(failureSummary('plain text')).toBe('plain text');
  });
});
