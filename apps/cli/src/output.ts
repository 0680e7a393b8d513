/**
 * How a command speaks: human text by default, one JSON document on stdout with `--json`.
 * Progress goes to stderr so scripts reading stdout are never disturbed.
 */
export interface Output {
  readonly json: boolean;
  /** Prints the command's result. */
  result(data: unknown, human: string): void;
  /** Reports progress of long work: `label done/total` with an estimate of the time left. */
  progress(label: string, done: number, total: number): void;
  /** Informational line (stderr), silent in JSON mode. */
  note(message: string): void;
}

/** Creates the output for one run; `stdout`/`stderr` are injectable for tests. */
export function createOutput(
  json: boolean,
  stdout: (s: string) => void = (s) => process.stdout.write(s),
  stderr: (s: string) => void = (s) => process.stderr.write(s),
): Output {
  const startedAt = Date.now();
  return {
    json,
    result(data, human) {
      stdout(json ? `${JSON.stringify(data, null, 2)}\n` : `${human}\n`);
    },
    progress(label, done, total) {
      const elapsed = (Date.now() - startedAt) / 1000;
      const eta = done > 0 && total > done ? ` ETA ${Math.ceil((elapsed / done) * (total - done))}s` : '';
      const pct = total > 0 ? Math.floor((done / total) * 100) : 100;
      const line = `${label} ${done}/${total} (${pct}%)${eta}`;
      if (process.stderr.isTTY && !json) stderr(`\r${line}${done >= total ? '\n' : ''}`);
      else if (!json || done >= total) stderr(`${line}\n`);
    },
    note(message) {
      if (!json) stderr(`${message}\n`);
    },
  };
}
