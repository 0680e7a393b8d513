import { spawn } from 'node:child_process';
import { runInBackground } from '../system/background-priority.js';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** What a finished command printed. */
export interface ToolOutput {
  stdout: string;
  stderr: string;
}

/**
 * Runs a command-line tool without a shell (arguments are never interpreted), kills it after
 * `timeoutMs`, and rejects with the tool's last stderr line when it exits non-zero.
 */
export function runTool(command: string, args: string[], timeoutMs: number): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    runInBackground(child.pid);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${command} could not be started: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${command} exited with ${code}: ${lastLine(stderr)}`));
    });
  });
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return lines[lines.length - 1]?.trim() || 'no output';
}

/** True when `command` is an executable file on the PATH (checked once at start-up by the factories). */
export function commandExists(command: string, path = process.env.PATH ?? ''): boolean {
  return path
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(join(dir, command), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}
