import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEml } from '@sauti/adapters/mail/testing/parse-eml';

/** One mail of the outbox folder, decoded: its recipient, subject and plain text. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Every mail in `{dataDir}/outbox`, oldest first (file names sort by time). */
export async function outboxMails(dataDir: string): Promise<OutboxMail[]> {
  const folder = join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = parseEml(await readFile(join(folder, file), 'utf8'));
      const text = mail.parts.find((p) => p.contentType === 'text/plain')?.body ?? '';
      return { file, to: mail.headers.get('to') ?? '', subject: mail.headers.get('subject') ?? '', text };
    }),
  );
}

/**
 * The newest link to `path` (e.g. '/verify-email') mailed to `to`, waiting up to `timeoutMs` for it
 * to be written (some routes answer before their mail is). Throws when none comes.
 */
export async function mailedLink(
  dataDir: string,
  to: string,
  path: string,
  timeoutMs = 10_000,
): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/.]/g, '\\$&')}\\?[^\\s"<>]+`);
  for (;;) {
    const mails = (await outboxMails(dataDir)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
    for (const mail of mails.reverse()) {
      const link = pattern.exec(mail.text)?.[0];
      if (link) return new URL(link);
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${path} link in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
