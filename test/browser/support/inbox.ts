import { expect, type APIRequestContext } from '@playwright/test';

/** The web side of the stack's mail inbox (MailDev's REST API). */
const INBOX = `http://localhost:${process.env.BROWSER_TEST_INBOX_PORT ?? '1180'}`;

export interface InboxMail {
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
}

/** Waits for the newest email to this address that `matches` accepts. */
export async function mailTo(request: APIRequestContext, address: string, matches: (mail: InboxMail) => boolean = () => true): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${INBOX}/api/email`)).json()) as InboxMail[];
        found = mails.reverse().find((mail) => mail.to.some((to) => to.address === address) && matches(mail));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The link to a storefront page (`confirm-email`, `reset-password`) with its token, from the newest email that has one. */
export async function tokenLinkTo(request: APIRequestContext, address: string, page: 'confirm-email' | 'reset-password' | 'newsletter/confirm' | 'confirm-email-change' | 'report-email-change'): Promise<URL> {
  const pattern = new RegExp(`https?://\\S+/${page}\\?token=[\\w.-]+`);
  const mail = await mailTo(request, address, (candidate) => pattern.test(candidate.text ?? ''));
  return new URL(pattern.exec(mail.text ?? '')![0]);
}

/** Subscribes to the newsletter and confirms through the emailed link (double opt-in), as its owner would. */
export async function confirmedSubscriber(request: APIRequestContext, email: string, language: string): Promise<void> {
  expect((await request.post('/api/newsletter/subscriptions', { data: { email, language } })).ok()).toBe(true);
  const link = await tokenLinkTo(request, email, 'newsletter/confirm');
  expect((await request.post('/api/newsletter/confirmations', { data: { token: link.searchParams.get('token') } })).ok()).toBe(true);
}
