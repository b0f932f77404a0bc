/** A tiny leveled logger. Never pass card numbers, CVCs, passwords or tokens to it. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

/**
 * One log line per message: control characters (a line break or an escape sequence in a name a
 * visitor typed) are written as escapes, so nobody can forge a log line or recolour a terminal.
 */
export function logLine(message: string): string {
  return message.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * What went wrong, in a few words for one log line: the first line of the innermost cause's
 * message ("Connection terminated unexpectedly"), not a wrapper's ("Failed query: <the SQL and its
 * parameters>"), nor a stack.
 */
export function failureSummary(error: unknown): string {
  let inner: unknown = error;
  for (let depth = 0; depth < 5 && inner instanceof Error && inner.cause !== undefined; depth++) inner = inner.cause;
  const message = inner instanceof Error ? inner.message : String(inner);
  return message.split('\n')[0]!.trim().slice(0, 300) || (inner instanceof Error ? inner.name : 'unknown failure');
}

export function createLogger(level: keyof typeof levels = 'info'): Logger {
  const min = levels[level];
  const at = (l: keyof typeof levels) => levels[l] >= min;
  return {
    debug: (m) => at('debug') && console.debug(logLine(m)),
    info: (m) => at('info') && console.info(logLine(m)),
    warn: (m) => at('warn') && console.warn(logLine(m)),
    error: (m, e) => {
      if (!at('error')) return;
      // The stack of our own error keeps its lines; its message may carry input, so it is escaped.
      const detail = e instanceof Error ? (e.stack ?? e.message).replace(e.message, logLine(e.message)) : logLine(String(e ?? ''));
      console.error(logLine(m), detail);
    },
  } as Logger;
}
