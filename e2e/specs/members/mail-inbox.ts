// Reads the verification link from the stack's mail catcher (MailDev's HTTP API, GET /email).
import { expect } from '../../support/fixtures.js';

type MailDevEmail = { to?: { address: string }[]; subject?: string; text?: string; html?: string; date?: string };

/**
 * The inbox's address. The harness does not publish it yet (reported to the lead: the global
 * setup knows MAIL_CATCHER_WEB_PORT and could expose it through support/config.ts); until then
 * it is read here, and the registration spec is skipped without it.
 */
export function mailInboxUrl(): string | undefined {
  const url = process.env.E2E_MAIL_URL?.trim();
  return url ? url.replace(/\/$/, '') : undefined;
}

/** Polls the inbox until a mail to `address` carries a /verify-email link; returns that link's path and query. */
export async function verificationLinkFor(inbox: string, address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inbox}/email`);
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
