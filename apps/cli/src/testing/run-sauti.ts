import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The real `sauti` binary, as an operator runs it. */
export const SAUTI_BIN = fileURLToPath(new URL('../../bin/sauti.js', import.meta.url));

/** What one run of the binary printed, and how it exited. */
export interface SautiRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `sauti args…` in a child process with `env` added to this process's environment, and
 * `input` on its standard input when given. Asynchronous on purpose: a test process often hosts
 * the embedded database the command connects to, and a blocking spawn would stall it.
 */
export function runSauti(
  args: readonly string[],
  env: Record<string, string> = {},
  input?: string,
): Promise<SautiRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SAUTI_BIN, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input);
  });
}
