// Reads links from the stack's mail catcher (MailDev's HTTP API, GET /api/email).
import { mailUrl } from '../../support/config.js';
import { expect } from '../../support/fixtures.js';

type MailDevEmail = { to?: { address: string }[]; subject?: string; text?: string; html?: string; date?: string };

/** The inbox's address, published by the global setup; the mail specs skip without one. */
export function mailInboxUrl(): string | undefined {
  return mailUrl();
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Polls the inbox until a mail to `address` carries a link to `pagePath` (such as /reset-password)
 * with a token; returns that link's path and query. The newest such mail wins, so a member who
 * received several (verification, reset, email change) gets the one asked for. `seen` skips links
 * already used, for a second mail of the same kind.
 */
export async function mailLinkFor(inbox: string, address: string, pagePath: string, seen: readonly string[] = []): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${escapeForRegExp(pagePath)}\\?token=[^\\s"'<>&]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inbox}/api/email`);
        if (!response.ok) return undefined;
        const mails = (await response.json()) as MailDevEmail[];
        const links = mails
          .reverse()
          .filter((item) => item.to?.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .map((item) => pattern.exec(`${item.text ?? ''} ${item.html ?? ''}`)?.[0])
          .filter((match): match is string => match !== undefined)
          .map((match) => new URL(match).pathname + new URL(match).search)
          .filter((path) => !seen.includes(path));
        link = links[0];
        return link;
      },
      { timeout: 30_000, message: `a mail to ${address} with a ${pagePath} link` },
    )
    .toBeTruthy();
  return link as string;
}

/** Polls the inbox until a mail to `address` carries a /verify-email link; returns that link's path and query. */
export function verificationLinkFor(inbox: string, address: string): Promise<string> {
  return mailLinkFor(inbox, address, '/verify-email');
}
