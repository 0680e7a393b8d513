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
      console.error(`${stamp()} error ${m}${errorDetail(e)}`);
    },
  } as Logger;
}

/**
 * What an error adds to its log line: an Error's stack, else the message and code of an
 * error-like object (pg-boss emits plain objects; `String()` printed "[object Object]"), else
 * the value as JSON (cut at 500 characters). Empty for no error.
 */
export function errorDetail(e: unknown): string {
  if (e === undefined || e === null || e === '') return '';
  if (e instanceof Error) return `\n${e.stack ?? e.message}`;
  if (typeof e === 'object') {
    const { message, code } = e as { message?: unknown; code?: unknown };
    if (typeof message === 'string')
      return ` ${message}${code !== undefined ? ` (code ${String(code)})` : ''}`;
    let json: string;
    try {
      json = JSON.stringify(e) ?? String(e);
    } catch {
      json = `(an object that cannot be printed; keys: ${Object.keys(e).join(', ')})`;
    }
    return ` ${json.length > 500 ? `${json.slice(0, 500)}…` : json}`;
  }
  return ` ${String(e)}`;
}

/** A logger that remembers lines, for tests and quiet CLI runs. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (l: string) => (m: string) => void lines.push(`${l} ${m}`);
  return { lines, debug: push('debug'), info: push('info'), warn: push('warn'), error: push('error') };
}
