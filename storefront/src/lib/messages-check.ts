import type lt from '../i18n/lt.json';
import type lv from '../i18n/lv.json';
import type et from '../i18n/et.json';
import type { Messages } from './i18n';

// Compile-time only: every language has every key of the English message set.
type SameKeysAs<T extends Messages> = T;
export type CheckedLanguages = [SameKeysAs<typeof lv>, SameKeysAs<typeof et>, SameKeysAs<typeof lt>];
