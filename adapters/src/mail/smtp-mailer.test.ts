import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer.js';
import { describeSmtpUrl, SmtpMailer } from './smtp-mailer.js';
import { parseEml } from './testing/parse-eml.js';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

describe('SmtpMailer against a real SMTP server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'sauti' && auth.password === 's3cret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a message with text and HTML parts, authenticated from the URL', async () => {
    const mailer = new SmtpMailer({
      smtpUrl: `smtp://sauti:s3cret@127.0.0.1:${port}`,
      from: 'Sauti <hr@sauti.example>',
    });
    const sent = await mailer.send({
      to: 'amina@acme.co.ke',
      subject: 'Reset your Sauti password',
      text: 'Open https://sauti.example/reset-password?token=abc',
      html: '<a href="https://sauti.example/reset-password?token=abc">Reset</a>',
    });
    mailer.close();
    const mail = received.at(-1)!;
    expect(mail).toMatchObject({ from: 'hr@sauti.example', to: ['amina@acme.co.ke'], user: 'sauti' });
    const parsed = parseEml(mail.raw);
    expect(parsed.headers.get('message-id')).toBe(sent.id);
    expect(parsed.headers.get('subject')).toBe('Reset your Sauti password');
    expect(parsed.parts).toEqual([
      { contentType: 'text/plain', body: expect.stringContaining('reset-password?token=abc') },
      {
        contentType: 'text/html',
        body: expect.stringContaining('href="https://sauti.example/reset-password?token=abc"'),
      },
    ]);
  });

  it('fails the send when the server refuses the credentials', async () => {
    const mailer = new SmtpMailer({
      smtpUrl: `smtp://sauti:wrong@127.0.0.1:${port}`,
      from: 'hr@sauti.example',
    });
    await expect(
      mailer.send({ to: 'a@acme.co.ke', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    mailer.close();
  });

  it('is chosen by createMailer when SMTP_URL is set, with the password masked in its description', () => {
    const chosen = createMailer({ smtpUrl: `smtp://sauti:s3cret@127.0.0.1:${port}`, dataDir: '/tmp/x' });
    expect(chosen.mailer).toBeInstanceOf(SmtpMailer);
    expect(chosen.description).not.toContain('s3cret');
    expect(describeSmtpUrl('smtp://u:p@mail.example:587')).toBe('SMTP smtp://u:***@mail.example:587');
    expect(createMailer({ dataDir: '/tmp/x' }).description).toBe('outbox folder /tmp/x/outbox');
  });
});
