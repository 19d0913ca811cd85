import 'i18next';
import type en from '../i18n/en.json';

// Translation keys are checked against the English message set at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
