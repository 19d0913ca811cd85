import { unixNow, type EmulatorContext } from '../core/context.js';
import type { AccountLinkRecord } from '../core/state.js';
import { finishOnboarding } from '../resources/accounts.js';
import { html, page, type PageResponse, type PageRoute } from './html.js';

function onboardingPage(context: EmulatorContext, link: AccountLinkRecord, action: string): PageResponse {
  const account = context.state.accounts.get(link.accountId);
  return page(
    'Account onboarding',
    html`<h1>Account onboarding</h1>
<p>Stripe would now ask the seller for their identity, address and bank account. In the emulator, choose the outcome.</p>
<dl>
<dt>Account</dt><dd>${link.accountId}</dd>
<dt>Email</dt><dd>${account?.email ?? '—'}</dd>
<dt>Country</dt><dd>${account?.country ?? '—'}</dd>
</dl>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="complete"><button type="submit">Complete</button></form>
<p class="hint">Complete: details verified; the account can receive transfers and payouts.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="restrict"><button type="submit">Restrict</button></form>
<p class="hint">Restrict: details submitted but not verified; transfers to the account are refused.</p>`,
  );
}

export function onboardingPageRoutes(context: EmulatorContext): PageRoute[] {
  const notFound = () => page('Not found', html`<h1>Not found</h1><p>This onboarding link does not exist.</p>`, 404);
  /** Stripe sends the seller to refresh_url when a link has expired or was already used. */
  const linkOf = (account: string, token: string): AccountLinkRecord | PageResponse => {
    const link = context.state.accountLinks.get(token);
    if (!link || link.accountId !== account) return notFound();
    if (link.used || link.expiresAt < unixNow()) return { redirect: link.refreshUrl };
    return link;
  };
  const isLink = (value: AccountLinkRecord | PageResponse): value is AccountLinkRecord => 'accountId' in value;

  return [
    {
      method: 'GET',
      path: '/setup/s/:account/:token',
      handler: ({ pathParams }) => {
        const link = linkOf(pathParams.account, pathParams.token);
        return isLink(link) ? onboardingPage(context, link, new URL(`${context.publicUrl}/setup/s/${pathParams.account}/${pathParams.token}`).pathname) : link;
      },
    },
    {
      method: 'POST',
      path: '/setup/s/:account/:token',
      handler: ({ pathParams, form }) => {
        const link = linkOf(pathParams.account, pathParams.token);
        if (!isLink(link)) return link;
        const account = context.state.accounts.get(link.accountId);
        if (!account) return notFound();
        link.used = true;
        finishOnboarding(context, account, form.outcome === 'restrict' ? 'restrict' : 'complete');
        return { redirect: link.returnUrl };
      },
    },
  ];
}
