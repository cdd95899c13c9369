// Reads the verification link from the stack's mail catcher (MailDev's HTTP API, GET /api/email).
import { mailUrl } from '../../support/config.js';
import { expect } from '../../support/fixtures.js';

type MailDevEmail = { to?: { address: string }[]; subject?: string; text?: string; html?: string; date?: string };

/** The inbox's address, published by the global setup; the registration spec skips without one. */
export function mailInboxUrl(): string | undefined {
  return mailUrl();
}

/**
 * Polls the inbox until a mail to `address` carries an absolute link matching `link` (a pattern for
 * the whole URL); returns that URL from the newest such mail. Every mail to the address is searched,
 * since one member may be sent several (a verification, then a reset, then a notice).
 */
export async function linkInMailTo(inbox: string, address: string, link: RegExp, what: string): Promise<URL> {
  let found: URL | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inbox}/api/email`);
        if (!response.ok) return undefined;
        const mails = (await response.json()) as MailDevEmail[];
        const match = mails
          .reverse()
          .filter((item) => item.to?.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .map((item) => link.exec(`${item.text ?? ''} ${item.html ?? ''}`)?.[0])
          .find((url) => url !== undefined);
        found = match ? new URL(match) : undefined;
        return found;
      },
      { timeout: 30_000, message: `${what} to ${address}` },
    )
    .toBeTruthy();
  return found as URL;
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Polls the inbox until a mail to `address` links to `pagePath` with a token; returns the link's path and query. */
export async function mailLinkFor(inbox: string, address: string, pagePath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${escapeForRegExp(pagePath)}\\?token=[^\\s"'<>&]+`);
  const link = await linkInMailTo(inbox, address, pattern, `a mail with a ${pagePath} link`);
  return link.pathname + link.search;
}

/** Polls the inbox until a mail to `address` carries a /verify-email link; returns that link's path and query. */
export const verificationLinkFor = (inbox: string, address: string) => mailLinkFor(inbox, address, '/verify-email');
