import { setPriority } from 'node:os';

/**
 * The niceness of the tools the queue workers run (ffmpeg, pocketsphinx). A candidate's upload
 * waits on the HTTP path; a transcription waits on nobody. On a 2-core machine, decoding at
 * normal priority took the cores the server needed to acknowledge uploads; at 10 the kernel gives
 * the server first claim and the tools every cycle it leaves (docs/performance.md).
 */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers a spawned tool's priority to {@link BACKGROUND_NICENESS}. Where that is not permitted
 * (a sandbox without setpriority) the tool runs at normal priority: slower uploads, not an error.
 */
export function runInBackground(pid: number | undefined): void {
  if (!pid) return;
  try {
    setPriority(pid, BACKGROUND_NICENESS);
  } catch {
    // not permitted here: see above
  }
}
