import { createSmtpTransport } from '@starshelf/cms/mail';

import type { Config } from '../config.js';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** SMTP through nodemailer: the dev mail catcher locally, the provider's relay in production. */
export function createMailer(config: Pick<Config, 'smtp'>): Mailer {
  const { smtp } = config;
  const transport = createSmtpTransport(smtp);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: smtp.from, ...mail });
    },
    close: () => transport.close(),
  };
}
