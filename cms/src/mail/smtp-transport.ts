import nodemailer, { type Transporter } from 'nodemailer';

export type SmtpSettings = {
  host: string;
  port: number;
  user?: string | undefined;
  pass?: string | undefined;
  from: string;
  isSecure: boolean;
};

/**
 * The one SMTP transport of the product: Payload's mail and the community API's both go through it,
 * so an operator configures mail once and both time out alike.
 */
export function createSmtpTransport(smtp: SmtpSettings): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.isSecure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
}
