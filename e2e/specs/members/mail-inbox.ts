// Reads the verification link from the stack's mail catcher (MailDev's HTTP API, GET /api/email).
import { mailUrl } from '../../support/config.js';
import { expect } from '../../support/fixtures.js';

type MailDevEmail = { to?: { address: string }[]; subject?: string; text?: string; html?: string; date?: string };

/** The inbox's address, published by the global setup; the registration spec skips without one. */
export function mailInboxUrl(): string | undefined {
  return mailUrl();
}

/** Polls the inbox until a mail to `address` carries a /verify-email link; returns that link's path and query. */
export async function verificationLinkFor(inbox: string, address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inbox}/api/email`);
        if (!response.ok) return undefined;
        const mails = (await response.json()) as MailDevEmail[];
        const mail = mails.reverse().find((item) => item.to?.some((to) => to.address.toLowerCase() === address.toLowerCase()));
        const body = `${mail?.text ?? ''} ${mail?.html ?? ''}`;
        const match = /https?:\/\/[^\s"'<>]*\/verify-email\?token=[^\s"'<>&]+/.exec(body);
        link = match ? new URL(match[0]).pathname + new URL(match[0]).search : undefined;
        return link;
      },
      { timeout: 30_000, message: `a verification mail to ${address}` },
    )
    .toBeTruthy();
  return link as string;
}
