import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Reads the reset link mailed to `to` from the outbox folder, waiting for the mail to be written. */
export async function readResetLink(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      const eml = await readFile(join(outbox, file), 'utf8');
      if (!eml.includes(`To: ${to}`)) continue;
      const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]{64}/.exec(unfolded);
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail for ${to} in ${outbox}`);
}
