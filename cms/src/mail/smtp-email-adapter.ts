import type { PayloadEmailAdapter } from 'payload';

import { createSmtpTransport, type SmtpSettings } from './smtp-transport.js';

/** "Name <address>" or a bare address, as SMTP_FROM is written in .env. */
function splitFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] ?? '', address: match[2] ?? '' } : { name: '', address: from.trim() };
}

/**
 * Payload's mail (the editors' password reset) through the same SMTP server as the community
 * API's, so an operator configures mail once.
 */
export function smtpEmailAdapter(smtp: SmtpSettings): PayloadEmailAdapter {
  const from = splitFrom(smtp.from);
  return () => {
    const transport = createSmtpTransport(smtp);
    return {
      name: 'smtp',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => transport.sendMail({ from: smtp.from, ...message }),
    };
  };
}
