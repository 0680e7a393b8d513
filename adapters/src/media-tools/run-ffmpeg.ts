import { spawn } from 'node:child_process';
import { runInBackground } from '../system/background-priority.js';

/** How an ffmpeg run ended: exit code 0 or not, with the last line of its errors. */
export interface FfmpegExit {
  ok: boolean;
  /** The last stderr line (ffmpeg's reason), for logs. */
  reason: string;
}

/**
 * Runs ffmpeg without a shell. Resolves with how it exited (a non-zero exit means the input could
 * not be read or had no such stream: the content's fault); rejects only when ffmpeg could not be
 * started or ran past `timeoutMs` (the tool's fault, worth retrying).
 */
export function runFfmpeg(args: string[], timeoutMs: number, command = 'ffmpeg'): Promise<FfmpegExit> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    runInBackground(child.pid);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4_000);
    });
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
      const lines = stderr.trim().split('\n');
      resolve({ ok: code === 0, reason: lines[lines.length - 1]?.trim() || `exit code ${code}` });
    });
  });
}
