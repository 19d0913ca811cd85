/**
 * Cookie consent as the spec names it: one cookie per category (essential_cookies, analytics_cookies,
 * marketing_cookies) holding "true" or "false". Declining removes all three at once; the refusal itself is kept in
 * local storage so the banner does not ask again on every page.
 */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

const consentCookieNames = {
  essential: 'essential_cookies',
  analytics: 'analytics_cookies',
  marketing: 'marketing_cookies',
} as const;

const declinedKey = 'cookieConsentDeclined';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

function cookieValue(header: string, name: string): string | undefined {
  return header
    .split(/;\s*/)
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Whether the consent cookie records a choice: the part of the answer a server render can see too. */
export function decidedByCookie(cookieHeader: string): boolean {
  return cookieValue(cookieHeader, consentCookieNames.essential) === 'true';
}

export function readConsent(): (ConsentChoices & { decided: boolean }) {
  let declined = false;
  try {
    declined = window.localStorage.getItem(declinedKey) === '1';
  } catch {
    // storage disabled: ask again
  }
  return {
    decided: decidedByCookie(document.cookie) || declined,
    analytics: cookieValue(document.cookie, consentCookieNames.analytics) === 'true',
    marketing: cookieValue(document.cookie, consentCookieNames.marketing) === 'true',
  };
}

export function saveConsent(choices: ConsentChoices): void {
  writeCookie(consentCookieNames.essential, 'true', ONE_YEAR_SECONDS);
  writeCookie(consentCookieNames.analytics, String(choices.analytics), ONE_YEAR_SECONDS);
  writeCookie(consentCookieNames.marketing, String(choices.marketing), ONE_YEAR_SECONDS);
  try {
    window.localStorage.removeItem(declinedKey);
  } catch {
    // storage disabled
  }
}

export function declineConsent(): void {
  for (const name of Object.values(consentCookieNames)) writeCookie(name, '', 0);
  try {
    window.localStorage.setItem(declinedKey, '1');
  } catch {
    // storage disabled: the banner asks again next time
  }
}
