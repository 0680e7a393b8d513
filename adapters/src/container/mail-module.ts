import type { Mailer } from '@sauti/core/ports/mailer';
import type { Config } from '../config/config.js';
import { createMailer } from '../mail/create-mailer.js';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { token } from './tokens.js';

export const MAIL = { Mailer: token<Mailer>('Mailer') };

/** SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
export function mailModule(config: Config): PortModule {
  const { mailer, description } = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
  });
  return {
    module: bindings(({ value }) => value(MAIL.Mailer, mailer)),
    ports: [{ port: 'mail', adapter: description }],
    close: async () => {
      if ('close' in mailer && typeof mailer.close === 'function') await mailer.close();
    },
  };
}
