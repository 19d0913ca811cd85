/**
 * Cookie consent as the spec names it: one cookie per category (essential_cookies, analytics_cookies,
 * marketing_cookies) holding "true" or "false". Declining removes all three at once; the refusal itself is kept in
 * local storage so the banner does not ask again on every page.
 */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

export const consentCookieNames = {
  essential: 'essential_cookies',
  analytics: 'analytics_cookies',
  marketing: 'marketing_cookies',
} as const;

const declinedKey = 'cookieConsentDeclined';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

export function readConsent(): (ConsentChoices & { decided: boolean }) {
  const decidedByCookie = readCookie(consentCookieNames.essential) === 'true';
  let declined = false;
  try {
    declined = window.localStorage.getItem(declinedKey) === '1';
  } catch {
    // storage disabled: ask again
  }
  return {
    decided: decidedByCookie || declined,
    analytics: readCookie(consentCookieNames.analytics) === 'true',
    marketing: readCookie(consentCookieNames.marketing) === 'true',
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
