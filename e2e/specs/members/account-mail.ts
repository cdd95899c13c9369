// Links of the account mails (reset, email change) from the stack's mail catcher (MailDev's HTTP
// API, GET /api/email). Unlike the verification helper in mail-inbox.ts, which reads the newest mail
// to an address, this searches every mail to it: an account spec's member gets several of them.
import { expect } from '../../support/fixtures.js';

type MailDevEmail = { to?: { address: string }[]; text?: string; html?: string };

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Polls the inbox until a mail to `address` carries a link to `pagePath` (such as /reset-password)
 * with a token; returns the newest such link's path and query.
 */
export async function mailLinkFor(inbox: string, address: string, pagePath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${escapeForRegExp(pagePath)}\\?token=[^\\s"'<>&]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inbox}/api/email`);
        if (!response.ok) return undefined;
        const mails = (await response.json()) as MailDevEmail[];
        const found = mails
          .reverse()
          .filter((mail) => mail.to?.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .map((mail) => pattern.exec(`${mail.text ?? ''} ${mail.html ?? ''}`)?.[0])
          .find((match) => match !== undefined);
        link = found ? new URL(found).pathname + new URL(found).search : undefined;
        return link;
      },
      { timeout: 30_000, message: `a mail to ${address} with a ${pagePath} link` },
    )
    .toBeTruthy();
  return link as string;
}
