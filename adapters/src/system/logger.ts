/** Minimal levelled logger writing one line per event to stderr/stdout. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const ORDER = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof ORDER;

/** A console logger that drops messages below `level`. Never logs request bodies or secrets. */
export function consoleLogger(level: LogLevel = 'info'): Logger {
  const on = (l: LogLevel) => ORDER[l] >= ORDER[level];
  const stamp = () => new Date().toISOString();
  return {
    debug: (m) => on('debug') && console.log(`${stamp()} debug ${m}`),
    info: (m) => on('info') && console.log(`${stamp()} info  ${m}`),
    warn: (m) => on('warn') && console.warn(`${stamp()} warn  ${m}`),
    error: (m, e) => {
      if (!on('error')) return;
      const detail = e instanceof Error ? `\n${e.stack ?? e.message}` : e ? ` ${String(e)}` : '';
      console.error(`${stamp()} error ${m}${detail}`);
    },
  } as Logger;
}

/** A logger that remembers lines, for tests and quiet CLI runs. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (l: string) => (m: string) => void lines.push(`${l} ${m}`);
  return { lines, debug: push('debug'), info: push('info'), warn: push('warn'), error: push('error') };
}
