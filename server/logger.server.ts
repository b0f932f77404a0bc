/** A tiny leveled logger. Never pass card numbers, CVCs, passwords or tokens to it. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

export function createLogger(level: keyof typeof levels = 'info'): Logger {
  const min = levels[level];
  const at = (l: keyof typeof levels) => levels[l] >= min;
  return {
    debug: (m) => at('debug') && console.debug(m),
    info: (m) => at('info') && console.info(m),
    warn: (m) => at('warn') && console.warn(m),
    error: (m, e) => {
      if (!at('error')) return;
      console.error(m, e instanceof Error ? (e.stack ?? e.message) : (e ?? ''));
    },
  } as Logger;
}
