/** Newsletter languages use the storefront's codes (ee for Estonian). */
export type SubscriberLanguage = 'lv' | 'en' | 'ee' | 'lt';

export const SUBSCRIBER_LANGUAGES: { id: SubscriberLanguage; name: string }[] = [
  { id: 'lv', name: 'bte.languages.lv' },
  { id: 'en', name: 'bte.languages.en' },
  { id: 'ee', name: 'bte.languages.ee' },
  { id: 'lt', name: 'bte.languages.lt' },
];

/** A storefront subscription stays pending until its owner follows the emailed link (double opt-in). */
export const SUBSCRIPTION_STATUSES = [
  { id: 'pending', name: 'bte.status.pending' },
  { id: 'confirmed', name: 'bte.status.confirmed' },
];
