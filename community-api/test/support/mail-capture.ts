import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string; text: string };
export type MailCapture = {
  port: number;
  messages: CapturedMail[];
  /** Resolves with the first mail to `to` not yet taken, or fails after `timeoutMs`. */
  next: (to: string, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

/** Undoes quoted-printable soft breaks and escapes, enough to read links and words from a mail. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** An in-process SMTP server that keeps every message, so tests read real mail without a network. */
export async function startMailCapture(): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const next = async (to: string, timeoutMs = 5_000): Promise<CapturedMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((message) => !taken.has(message) && message.to.includes(to));
      if (found) {
        taken.add(found);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return { port, messages, next, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The token of the verification link in a captured mail. */
export function tokenFrom(mail: CapturedMail): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no verification link in mail');
  return match[1];
}

/** The token of a link to `path` (e.g. `/reset-password`) in a captured mail. */
export function linkTokenFrom(mail: CapturedMail, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return match[1];
}
