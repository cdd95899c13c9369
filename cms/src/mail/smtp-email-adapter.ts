import type { PayloadEmailAdapter } from 'payload';

import { createSmtpTransport, type SmtpSettings } from './smtp-transport.js';

/** "Name <address>" or a bare address, as SMTP_FROM is written in .env. */
function splitFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] ?? '', address: match[2] ?? '' } : { name: '', address: from.trim() };
}

/**
 * Payload's mail (the editors' password reset) through the same SMTP server as the community
 * API's, so an operator configures mail once. The mail is handed on without waiting for the SMTP
 * server: forgot-password answers a known address as soon as an unknown one (its time and its
 * answer, also when the server fails, tell nothing); a failure is logged.
 */
export function smtpEmailAdapter(smtp: SmtpSettings): PayloadEmailAdapter {
  const from = splitFrom(smtp.from);
  return ({ payload }) => {
    const transport = createSmtpTransport(smtp);
    return {
      name: 'smtp',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: (message) => {
        transport.sendMail({ from: smtp.from, ...message }).catch((error: unknown) => {
          payload.logger.error(`cms mail not sent: ${error instanceof Error ? error.message : String(error)}`);
        });
        return Promise.resolve();
      },
    };
  };
}
