import { isValidEmail } from './email';

/**
 * Emails typed in this browser, newest first and without repeats: every form's valid emails
 * (`globalPreviousEmails`, 10) and the ones used to sign in or register (`recentAuthEmails`, 5), offered back as
 * suggestions in the sign-in form.
 */
const lists = {
  global: { key: 'globalPreviousEmails', limit: 10 },
  auth: { key: 'recentAuthEmails', limit: 5 },
} as const;

type ListName = keyof typeof lists;

export function readRecentEmails(list: ListName): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(lists[list].key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string' && isValidEmail(item)) : [];
  } catch {
    return [];
  }
}

export function rememberEmail(email: string, options: { auth?: boolean } = {}): void {
  const normalized = email.trim().toLowerCase();
  if (!isValidEmail(normalized)) return;
  const names: ListName[] = options.auth ? ['global', 'auth'] : ['global'];
  for (const name of names) {
    const { key, limit } = lists[name];
    const next = [normalized, ...readRecentEmails(name).filter((item) => item !== normalized)].slice(0, limit);
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // storage disabled: nothing is remembered
    }
  }
}
